/** Server surface of the service pages (issue 28): `/api/purchase`. */
export { purchaseAction, purchaseLoader } from "./api.server";
