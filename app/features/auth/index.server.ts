/** Server-side public surface of the auth feature. */
export { clientFor, endSessionAfter401, withGateway, failureResponse, toFailure } from "./gateway-session.server";
export { rootGuard, requireLogin, requireLiveLogin, loadAccount, loginRedirectTarget, type Account } from "./guard.server";
export { loginLoader, loginAction, logoutAction, type LoginActionData } from "./login.server";
export { liveLogin, forgetLiveToken, LIVE_CHECK_TTL_MS, type LiveLogin } from "./live-session.server";
