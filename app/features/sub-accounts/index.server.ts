/** Server surface of permissions management (issue 28). */
export { subAccountsAction, subAccountsLoader } from "./api.server";
