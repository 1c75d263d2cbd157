/** Server-side public surface of the account flows. */
export { retrieveAction, retrieveLoader, type FlowActionData, type FlowActionResult } from "./retrieve.server";
export { registerAction, registerLoader, type RegisterLoaderData } from "./register.server";
export { newPasswordProblem } from "./new-password.server";
export { createCodeSendLimiter } from "./code-limiter.server";
export { bindAction, bindLoader, type BindLoaderData } from "./bind.server";
export { settingsAction, settingsLoader, type SettingsProfile } from "./settings.server";
