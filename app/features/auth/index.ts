/** Browser-safe public surface of the auth feature. */
export { LoginPage } from "./components/LoginPage";
export { LogoutButton } from "./components/LogoutButton";
export { isGatewayFailure, type GatewayFailure } from "./failure";
export * from "./guard-model";
