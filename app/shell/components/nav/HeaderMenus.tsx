/**
 * The top layout's menu bar in the header: the first 8 top-level groups as tabs, each with a
 * dropdown panel of its menus (a virtualised 4-column grid), then up to 15 more in an overflow
 * panel (side tabs and grid), then the all-menus button. A panel opens 450 ms after the pointer
 * enters its tab (LAYOUT-10), or at once on click / Enter; Escape, leaving it or a press outside it
 * (on the clear layer under it, PanelScrim) closes it.
 * @see LAYOUT-06 @see LAYOUT-08 @see LAYOUT-09 @see LAYOUT-10
 */
import { Box, Flex } from "@chakra-ui/react";
import { useMemo, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { MenuNode } from "~/gateway/schemas";
import { isLeaf, menuLabel, splitHeaderGroups, useMenuTree } from "~/features/menus";
import { usePaidTree, useSceneTree } from "~/features/menu-prefs";
import { ChevronDownIcon } from "~/components/ui/icons";
import { emitShellEvent } from "~/utils/shell-events";
import { MenuBrowser, MenuGrid } from "./lazy-grid";
import { GridIcon, MoreIcon } from "./nav-icons";
import { SUBMENU_DELAY_MS, useHoverIntent } from "./use-hover-intent";
import { MenuLeaf } from "./MenuLeaf";
import { PanelScrim } from "./PanelScrim";

const OVERFLOW_ID = "overflow";
/** Panel grid height at most, px. */
const PANEL_MAX_HEIGHT = 440;

export function HeaderMenus() {
  const { t, i18n } = useTranslation("nav");
  const { tree: fullTree, loading } = useMenuTree();
  // MENU-12, MENU-13: the eye button's choice; LAYOUT-11: the scene chosen in the switcher.
  const tree = useSceneTree(usePaidTree(fullTree));
  const split = useMemo(() => splitHeaderGroups(tree), [tree]);
  const hover = useHoverIntent(SUBMENU_DELAY_MS);
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== "Escape" || hover.openId === null) return;
    const id = hover.openId;
    hover.close();
    document.querySelector<HTMLElement>(`[data-group-trigger="${id}"]`)?.focus();
  };
  const panel = (id: string, label: string, content: ReactNode) =>
    hover.openId === id && (
      <Box
        id={`nav-panel-${id}`}
        position="absolute"
        top="100%"
        insetX="0"
        zIndex="dropdown"
        bg="white"
        color="fg"
        shadow="lg"
        borderBottomWidth="1px"
        px="6"
        py="3"
        onPointerEnter={hover.stay}
        onPointerLeave={hover.leave}
        data-nav-panel={id}
        aria-label={label}
        role="region"
      >
        {content}
      </Box>
    );
  const trigger = (id: string, label: string, icon?: ReactNode) => (
    <button
      type="button"
      className="nav-btn nav-htrigger"
      data-group-trigger={id}
      aria-expanded={hover.openId === id}
      aria-controls={`nav-panel-${id}`}
      title={label}
      onClick={() => hover.toggle(id)}
      onPointerEnter={() => hover.enter(id)}
      onPointerLeave={hover.leave}
    >
      {icon}
      <span className="nav-text">{label}</span>
      <ChevronDownIcon width={12} height={12} />
    </button>
  );
  const groupContent = (g: MenuNode) => <MenuGrid nodes={g.childMenus ?? []} loading={loading} maxHeight={PANEL_MAX_HEIGHT} onOpened={hover.close} label={menuLabel(g, i18n.language)} />;
  return (
    <Flex as="nav" aria-label={t("menu")} align="stretch" minW="0" onKeyDown={onKey} data-header-menus="">
      {split.inline.map((g) => {
        const id = String(g.menuId);
        const label = menuLabel(g, i18n.language);
        if (isLeaf(g)) {
          return (
            <Box key={id} display="flex" alignItems="center" css={{ "& a": { color: "white", fontSize: "14px", paddingInline: "10px", textDecoration: "none" } }}>
              <MenuLeaf node={g} />
            </Box>
          );
        }
        return (
          <Box key={id} display="flex">
            {trigger(id, label)}
            {panel(id, label, groupContent(g))}
          </Box>
        );
      })}
      {split.overflow.length > 0 && (
        <Box display="flex">
          {trigger(OVERFLOW_ID, t("more"), <MoreIcon />)}
          {panel(
            OVERFLOW_ID,
            t("more"),
            <MenuBrowser groups={split.overflow.filter((g) => !isLeaf(g))} loading={loading} maxHeight={PANEL_MAX_HEIGHT} onOpened={hover.close} label={t("more")} />,
          )}
        </Box>
      )}
      {hover.openId !== null && <PanelScrim place="top" onClose={hover.close} />}
      <button
        type="button"
        className="nav-btn nav-htrigger"
        onClick={() => emitShellEvent({ type: "menus:overlay" })}
        aria-label={t("allMenus")}
        title={t("allMenus")}
        data-open-overlay=""
      >
        <GridIcon />
      </button>
    </Flex>
  );
}
