export * from "./model";
export { HOME_KEY, leafHref, safeDecode, useShellTabs } from "./use-shell-tabs";
