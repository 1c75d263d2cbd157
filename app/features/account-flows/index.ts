/** Browser-safe public surface of the account flows (register, retrieval, binding, settings). */
export { RetrievePage } from "./components/RetrievePage";
export { passwordProblem, meetsPasswordRule, PASSWORD_MIN, PASSWORD_MAX, type PasswordProblem } from "./password-rule";
