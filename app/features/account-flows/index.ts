/** Browser-safe public surface of the account flows (retrieval, register, first binding, settings). */
export { RetrievePage } from "./components/RetrievePage";
export { RegisterPage } from "./components/RegisterPage";
export { BindPage } from "./components/BindPage";
export { passwordProblem, meetsPasswordRule, type PasswordProblem } from "./password-rule";
export { missingBindings, BIND_PATH, type Bindable, type BindingFacts } from "./binding";
export { accountFlowsPages } from "./pages";
