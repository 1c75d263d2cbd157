/** Server-side public surface of the account flows. */
export { retrieveAction, retrieveLoader, type FlowActionData, type FlowActionResult } from "./retrieve.server";
export { createCodeSendLimiter } from "./code-limiter.server";
