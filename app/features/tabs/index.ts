export * from "./model";
export { HOME_KEY, hashRedirectPage, leafHref, safeDecode, useShellTabs } from "./use-shell-tabs";
