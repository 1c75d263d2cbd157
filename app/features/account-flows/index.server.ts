/** Server-side public surface of the account flows. */
export { retrieveAction, retrieveLoader, sendCodeAction, type FlowActionData, type FlowActionResult } from "./retrieve.server";
export { codeSendLimiter, createCodeSendLimiter, RESEND_S } from "./code-limiter.server";
