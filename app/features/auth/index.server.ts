/** Server-side public surface of the auth feature. */
export { rootGuard, requireLogin, requireLiveLogin, loadAccount, type Account } from "./guard.server";
export { loginLoader, loginAction, logoutAction, type LoginActionData } from "./login.server";
export { liveLogin, forgetLiveToken, LIVE_CHECK_TTL_MS, type LiveLogin } from "./live-session.server";
