export { BridgeHost, type BridgeHostProps } from "./components/BridgeHost";
export type { BridgeShellView } from "./shell-view";
/**
 * Counting of refused messages, for the metrics (perf-ops).
 * @public
 */
export { recordBridgeRejection, bridgeRejectionCounts } from "./rejections";
export { callBridge, registerBridgeApp, registerBridgeFrame, requestAppCapture } from "./registry";
export { contractLanguage } from "./protocol";
export { useAuthenticated, forgetAuthenticated } from "./auth-state";
