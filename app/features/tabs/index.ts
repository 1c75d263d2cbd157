import { lazyOverlay } from "~/components/ui/lazy-overlay";
export { HOME_KEY, initialTabs, paneInstanceKey, tabsReducer, type CloseAction, type HistoryEntry, type Pane, type TabsAction, type TabsState } from "./model";
export { paneKey, tabsStorageKey, workspaceScope } from "./keys";
export { expiryOf, renewPath, type Expiry } from "./expiry";
export { restoreTabs, toStored, type StoredTabs } from "./persistence";
export { isExternalLeaf } from "./external";
export { hashRedirectPage, leafHref, paneOf, paneUrl, safeDecode } from "./panes";
export { useShellTabs, type ShellTabs } from "./use-shell-tabs";
export type { OpenOptions } from "./use-tabs-actions";
export type { TabsPrompt } from "./use-tabs-prompt";
export { CloseMenu } from "./components/CloseMenu";
export { ChevronLeftIcon, ChevronRightIcon, GuideIcon, HelpIcon, LiveIcon } from "./components/icons";
export { SsoPane } from "./components/SsoPane";
/** The tabs' prompts, loaded when one first shows (~/components/ui/lazy-overlay, issue 10). */
export const TabsPrompts = lazyOverlay(
  () => import("./components/TabsPrompts").then((m) => m.TabsPrompts),
  (props) => props.prompt !== null,
  (props) => props.onDismiss(),
);
export { useScrollArrows } from "./components/use-scroll-arrows";
