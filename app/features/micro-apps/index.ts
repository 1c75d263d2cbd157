export { MicroAppView } from "./components/MicroAppView";
export { useFailedFetchWatch } from "./errors";
export type { MicroAppDef, MicroAppProps, MicroAppModule, BridgeCall } from "./contract";
