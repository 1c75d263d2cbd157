/** Browser-safe public surface of the auth feature. */
export { LoginPage } from "./components/LoginPage";
export * from "./guard-model";
