/**
 * The tab strip's close menu button (LAYOUT-22, TAB-14..TAB-19). The menu itself
 * (CloseMenuPopup, with Zag's menu, positioning and dismissal code) is not first-load code
 * (issue 10, `shell_js_gzip_bytes`): the page's idle time or the first hover loads it, and a
 * click (or ArrowDown / ArrowUp, as on a menu button) before it is here loads it and opens it
 * (~/components/ui/on-demand).
 */
import { memo, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "~/components/ui/notify";
import { registerIdlePreload } from "~/components/ui/lazy-overlay";
import { useOnDemand } from "~/components/ui/on-demand";
import { retryingImport } from "~/utils/retrying-import";
import { CloseMenuButton } from "./CloseMenuButton";
import type { CloseAction, TabsState } from "../model";

const popup = retryingImport(() => import("./CloseMenuPopup").then((m) => m.CloseMenuPopup));
registerIdlePreload(popup);

/** Memoised: a tab switch re-renders just the button. */
export const CloseMenu = memo(function CloseMenu({ state, onClose }: { state: TabsState; onClose: (action: CloseAction) => void }) {
  const { t } = useTranslation();
  const { loaded: Popup, openAtMount, load, triggerProps } = useOnDemand(popup, () => void notify({ type: "error", title: t("errors.partLoadFailed") }));
  if (Popup) return <Popup state={state} onClose={onClose} defaultOpen={openAtMount} />;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
    e.preventDefault();
    load(true);
  };
  return <CloseMenuButton aria-haspopup="menu" {...triggerProps} onKeyDown={onKeyDown} />;
});
