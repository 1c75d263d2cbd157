/** Browser-safe public surface of the account flows (password retrieval, register; binding and settings to come). */
export { RetrievePage } from "./components/RetrievePage";
export { RegisterPage } from "./components/RegisterPage";
export { passwordProblem, meetsPasswordRule, type PasswordProblem } from "./password-rule";
