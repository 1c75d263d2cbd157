/**
 * The menu grid and browser of the hover panels (sider, header groups, "more"), loaded when a
 * panel first opens or when the page is idle: they and the virtual list they use are not
 * first-load code (issue 10, `shell_js_gzip_bytes`). The panels render only after a hover or a
 * click, never in the server's document. Meanwhile the panel shows the grid's busy frame.
 * @see LAYOUT-17 @see MENU-05
 */
import { Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { lazyPart } from "~/components/ui/lazy-overlay";
import type { MenuBrowserProps } from "./MenuBrowser";
import type { MenuGridProps } from "./MenuGrid";

const busy = ({ maxHeight }: { maxHeight: number }) => <div className="nav-grid" style={{ height: Math.min(maxHeight, 200) }} aria-busy="true" />;

function Failed() {
  const { t } = useTranslation();
  return (
    <Text fontSize="sm" color="fg.muted" role="alert">
      {t("errors.partLoadFailed")}
    </Text>
  );
}

export const MenuGrid = lazyPart<MenuGridProps>(() => import("./MenuGrid").then((m) => m.MenuGrid), busy, () => <Failed />);
export const MenuBrowser = lazyPart<MenuBrowserProps>(() => import("./MenuBrowser").then((m) => m.MenuBrowser), busy, () => <Failed />);
