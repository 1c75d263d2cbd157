export { MicroAppView } from "./components/MicroAppView";
export type { MicroAppsShellView } from "./shell-view";
export { useFailedFetchWatch } from "./errors";
export type { MicroAppDef, MicroAppProps, MicroAppModule, BridgeCall } from "./contract";
