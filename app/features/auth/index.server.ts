/** Server-side public surface of the auth feature. */
export { rootGuard, requireLogin, loadAccount, type Account } from "./guard.server";
export { loginLoader, loginAction, logoutAction, type LoginActionData } from "./login.server";
