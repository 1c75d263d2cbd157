import { lazyOverlay } from "~/components/ui/lazy-overlay";

/** The version-switch modal (MENU-45..MENU-49), loaded when first opened (issue 10). */
export const VersionSwitchModal = lazyOverlay(() => import("./components/VersionSwitchModal").then((m) => m.VersionSwitchModal), (p) => p.open, (p) => p.onClose());
export { openPortalPage, warnDemo } from "./components/client-actions";
export type { AccountFacts } from "./model/facts";
export * from "./model/visibility";
export * from "./model/scene-rules";
export { toScene, type Scene } from "./model/scenes";
export { useMoneyAssistant } from "./components/use-money-assistant";
export { SceneFormModal, type MenuChoiceGroup } from "./components/SceneFormModal";
export { ScenesDialog } from "./components/ScenesDialog";
export { useScenes } from "./components/use-scenes";
