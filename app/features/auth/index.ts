/** Browser-safe public surface of the auth feature. */
export { LoginPage } from "./components/LoginPage";
export { isGatewayFailure, type GatewayFailure } from "./failure";
export * from "./guard-model";
