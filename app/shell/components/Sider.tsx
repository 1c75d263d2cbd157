/**
 * The left layout's sider (packageStyle 1): the all-applications button (all-menu overlay), the
 * search box slot, history and pin icons, and one item per top-level group. Hovering an item
 * for 100 ms opens its panel, a virtualised 4-column grid of the group's menus. The history
 * list is the workspace's visit history (the tabs', TAB-21, TAB-22, TAB-24). The sider
 * collapses between 48 and 160 px; the state is saved through `/api/menus/status`
 * (addMenuStatus) and read back from the user config's saveMenuStatus.
 * @see LAYOUT-13 @see TAB-21 @see LAYOUT-14 @see LAYOUT-15 @see LAYOUT-16 @see LAYOUT-17
 */
import { Box, Flex, Text } from "@chakra-ui/react";
import { useFetcher } from "@remix-run/react";
import { useMemo, useState, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { MenuNode } from "~/gateway/schemas";
import { findMenuById, isLeaf, leavesOf, menuLabel, useMenuTree } from "~/features/menus";
import type { HistoryEntry } from "~/features/tabs";
import { usePaidTree, useSceneTree } from "~/features/menu-prefs";
import { emitShellEvent } from "~/utils/shell-events";
import { MenuGrid } from "./nav/lazy-grid";
import { CollapseIcon, ExpandIcon, GridIcon, HistoryIcon, NodeIcon, PinIcon, SearchIcon } from "./nav/nav-icons";
import { SIDER_HOVER_DELAY_MS, useHoverIntent } from "./nav/use-hover-intent";
import { PanelScrim } from "./nav/PanelScrim";
import { SIDER_COLLAPSED_WIDTH, SIDER_WIDTH } from "./frame";

/** Width of a group's panel, px. */
const PANEL_WIDTH = 760;

interface SiderProps {
  failed: boolean;
  /** The user config's saveMenuStatus: 2 collapsed, anything else expanded. */
  saveMenuStatus: number | null;
  /** The workspace's visit history, most visited first (TAB-20..TAB-22): the history list shows its first 10 menus. */
  history: readonly HistoryEntry[];
}

/** Menus the history list shows at most. */
const HISTORY_SHOWN = 10;

export function Sider({ failed, saveMenuStatus, history: visits }: SiderProps) {
  const { t, i18n } = useTranslation("nav");
  const { tree: fullTree, loading } = useMenuTree();
  // MENU-12, MENU-13: the eye button's choice; LAYOUT-11: the scene chosen in the switcher.
  const paidTree = usePaidTree(fullTree);
  const tree = useSceneTree(paidTree);
  const [collapsed, setCollapsed] = useState(saveMenuStatus === 2);
  const saver = useFetcher();
  const hover = useHoverIntent(SIDER_HOVER_DELAY_MS);
  // Pins are the whole tree's, whatever the scene.
  const pinned = useMemo(() => leavesOf(paidTree).filter((l) => l.collectFlag === 2), [paidTree]);
  // LAYOUT-13 / TAB-21: the tabs' own history (restored with the workspace, TAB-24; noCache pages never in it, TAB-22).
  const history = useMemo(
    () => visits.flatMap((h) => (h.menuId === null ? [] : [findMenuById(paidTree, h.menuId)].filter((n): n is MenuNode => !!n && isLeaf(n)))).slice(0, HISTORY_SHOWN),
    [visits, paidTree],
  );
  const width = collapsed ? SIDER_COLLAPSED_WIDTH : SIDER_WIDTH;
  const toggleCollapsed = () => {
    const next = !collapsed;
    setCollapsed(next);
    hover.close();
    saver.submit({ saveMenuStatus: next ? "2" : "1" }, { method: "post", action: "/api/menus/status" });
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== "Escape" || hover.openId === null) return;
    const id = hover.openId;
    hover.close();
    document.querySelector<HTMLElement>(`[data-sider-item="${id}"]`)?.focus();
  };
  const item = (id: string, label: string, icon: ReactNode, onClick?: () => void, iconOnly = collapsed) => (
    <button
      type="button"
      key={id}
      className="nav-btn nav-sitem"
      data-icon-only={iconOnly ? "" : undefined}
      data-wide={collapsed ? "" : undefined}
      data-sider-item={id}
      data-group-trigger={onClick ? undefined : id}
      aria-expanded={onClick ? undefined : hover.openId === id}
      aria-controls={onClick ? undefined : `sider-panel-${id}`}
      aria-label={iconOnly ? label : undefined}
      title={label}
      onClick={onClick ?? (() => hover.toggle(id))}
      onPointerEnter={onClick ? undefined : () => hover.enter(id)}
      onPointerLeave={onClick ? undefined : hover.leave}
    >
      {icon}
      {!iconOnly && <span className="nav-text">{label}</span>}
    </button>
  );
  const panelFor = (id: string): { label: string; nodes: readonly MenuNode[]; wait: boolean } | null => {
    if (id === "history") return { label: t("history"), nodes: history, wait: false };
    if (id === "pinned") return { label: t("pinned"), nodes: pinned, wait: loading };
    const g = tree.find((n) => String(n.menuId) === id);
    return g ? { label: menuLabel(g, i18n.language), nodes: g.childMenus ?? [], wait: loading } : null;
  };
  const open = hover.openId !== null ? panelFor(hover.openId) : null;
  return (
    <Box as="nav" aria-label={t("menu")} position="relative" w={`${width}px`} flexShrink={0} bg="white" borderEndWidth="1px" display="flex" flexDirection="column" onKeyDown={onKey} data-sider="" data-collapsed={collapsed ? "" : undefined}>
      <Box px={collapsed ? "1" : "2"} pt="2" pb="1" borderBottomWidth="1px">
        {item("all", t("allApplications"), <GridIcon />, () => emitShellEvent({ type: "menus:overlay" }))}
        <Box data-slot="sider-search" my="1">
          {collapsed ? (
            item("search", t("searchMenus"), <SearchIcon />, () => emitShellEvent({ type: "menus:overlay" }))
          ) : (
            <button type="button" className="nav-btn nav-search-field" onClick={() => emitShellEvent({ type: "menus:overlay" })}>
              <SearchIcon />
              {t("searchMenus")}
            </button>
          )}
        </Box>
        <Flex direction={collapsed ? "column" : "row"} gap="1">
          {item("history", t("history"), <HistoryIcon />, undefined, true)}
          {item("pinned", t("pinned"), <PinIcon />, undefined, true)}
        </Flex>
      </Box>
      <Box flex="1" overflowY="auto" px={collapsed ? "1" : "2"} py="1">
        {tree.length === 0 ? (
          !collapsed && (
            <Text p="2" color="fg.muted" fontSize="sm">
              {failed ? t("menuError") : t("emptyMenu")}
            </Text>
          )
        ) : (
          tree.map((g) => (isLeaf(g) ? null : item(String(g.menuId), menuLabel(g, i18n.language), <NodeIcon node={g} />)))
        )}
      </Box>
      <Box borderTopWidth="1px" p="1">
        <button
          type="button"
          className="nav-btn nav-sitem"
          data-icon-only=""
          data-wide=""
          onClick={toggleCollapsed}
          aria-label={collapsed ? t("expandSider") : t("collapseSider")}
          title={collapsed ? t("expandSider") : t("collapseSider")}
          aria-expanded={!collapsed}
          data-sider-toggle=""
        >
          {collapsed ? <ExpandIcon /> : <CollapseIcon />}
        </button>
      </Box>
      {open && hover.openId && <PanelScrim place="side" onClose={hover.close} />}
      {open && hover.openId && (
        <Box
          id={`sider-panel-${hover.openId}`}
          role="region"
          aria-label={open.label}
          position="absolute"
          top="0"
          left="100%"
          w={`${PANEL_WIDTH}px`}
          maxH="100%"
          zIndex="dropdown"
          bg="white"
          shadow="lg"
          borderWidth="1px"
          p="3"
          onPointerEnter={hover.stay}
          onPointerLeave={hover.leave}
          data-nav-panel={hover.openId}
        >
          <Text fontSize="sm" fontWeight="semibold" mb="2">
            {open.label}
          </Text>
          {open.nodes.length === 0 && !open.wait ? (
            <Text fontSize="sm" color="fg.muted">
              {hover.openId === "history" ? t("noHistory") : hover.openId === "pinned" ? t("noPinned") : t("noMenus")}
            </Text>
          ) : (
            <MenuGrid nodes={open.nodes} loading={open.wait} maxHeight={520} onOpened={hover.close} label={open.label} />
          )}
        </Box>
      )}
    </Box>
  );
}
