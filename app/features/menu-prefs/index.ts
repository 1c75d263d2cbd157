export { NavPrefsProvider, type NavPrefs, type NavPrefsProviderProps } from "./components/NavPrefsProvider";
export { LeafActions } from "./components/LeafActions";
export { BookmarksPopover, type BookmarksPopoverProps } from "./components/BookmarksPopover";
export { PaidToggle } from "./components/PaidToggle";
export { usePaidTree } from "./components/use-paid-tree";
export { chooseScene, readSceneChoice, useSceneTree } from "./components/use-scene-tree";
export { SearchIcon } from "./components/icons";
export { filterPaidMenus, isUnbought, paidFlagOf, upgradeUrl, type PaidPageFlag, type UpgradeContext } from "./model/paid";
export { warnUnbought } from "./components/warn-unbought";
