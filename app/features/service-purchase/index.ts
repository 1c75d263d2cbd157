/** Browser-safe public surface of the service pages (issue 28: purchase, payment, upgrade, renewal). */
export { servicePurchasePages } from "./pages";
export { usePaidRefresh } from "./paid-signal";
