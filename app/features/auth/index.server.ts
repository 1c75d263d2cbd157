/** Server-side public surface of the auth feature. */
export { rootGuard, requireLiveLogin, loadAccount, type Account } from "./guard.server";
export { loginLoader, loginAction, logoutAction, signInWithCipher, type LoginActionData } from "./login.server";
export { liveLogin, type LiveLogin } from "./live-session.server";
export { loginLimiter } from "./rate-limit.server";
export { gatewayPublicKey } from "./public-key.server";
