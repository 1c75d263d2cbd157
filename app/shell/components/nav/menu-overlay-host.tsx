/**
 * The all-menu overlay's state, mounted once by the shell: closed until the `menus:overlay`
 * shell event asks for it (the sider's and the header's all-menus buttons, the search popover's
 * view-all link). The dialog itself (MenuOverlay.tsx, with its virtual grid) is loaded when it
 * first opens, or when the page is idle (~/components/ui/lazy-overlay, issue 10).
 * @see LAYOUT-18 @see MENU-28
 */
import { memo, useEffect, useState } from "react";
import { lazyOverlay } from "~/components/ui/lazy-overlay";
import { onShellEvent } from "~/utils/shell-events";

const MenuOverlayDialog = lazyOverlay(() => import("./MenuOverlay").then((m) => m.MenuOverlayDialog), (p) => p.open, (p) => p.setOpen(false));

/** The overlay; memoised: it has no props, so the shell's re-renders pass it by. */
export const MenuOverlay = memo(function MenuOverlay() {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  useEffect(
    () =>
      onShellEvent("menus:overlay", (e) => {
        setQuery(e.query ?? "");
        setOpen(true);
      }),
    [],
  );
  return <MenuOverlayDialog open={open} setOpen={setOpen} query={query} setQuery={setQuery} />;
});
