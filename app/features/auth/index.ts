/** Browser-safe public surface of the auth feature. */
export { LoginPage } from "./components/LoginPage";
export { LoginLayout } from "./components/LoginLayout";
export * from "./guard-model";
export { encryptForGateway } from "./encrypt-client";
