/** Browser-safe public surface of the auth feature. */
export { LoginPage } from "./components/LoginPage";
export { LoginLayout } from "./components/LoginLayout";
export { isGatewayFailure, type GatewayFailure } from "./failure";
export * from "./guard-model";
