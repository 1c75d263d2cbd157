/**
 * A group's menus as a 4-column grid with sub-group headings, virtualised (@tanstack/react-virtual):
 * only the rows in view are rendered, so a group of 250 or 5,000 menus costs the same to open.
 * The home leaf is left out (the Home tab opens it).
 * @see LAYOUT-17 @see MENU-05
 */
import { Box, Spinner, Text } from "@chakra-ui/react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { MenuNode } from "~/gateway/schemas";
import { MENU_GRID_COLUMNS, gridRows, menuLabel, type GridRow } from "~/features/menus";
import { MenuLeaf } from "./MenuLeaf";
import { useNav } from "./nav-context";

/** Row heights, px. */
const HEADING_ROW = 30;
const LEAF_ROW = 34;

/** Props of {@link MenuGrid}. */
export interface MenuGridProps {
  /** The menus to lay out (a group's children, or a flat list of leaves). */
  nodes: readonly MenuNode[];
  /** Height at most, px; the grid scrolls past it. */
  maxHeight: number;
  /** Columns (LAYOUT-17: 4). */
  columns?: number;
  /** The children are still loading (a trimmed first-paint group). */
  loading?: boolean;
  /** Runs after a leaf opened. */
  onOpened?: () => void;
  /** Accessible name of the grid region. */
  label: string;
}

export function MenuGrid({ nodes, maxHeight, columns = MENU_GRID_COLUMNS, loading, onOpened, label }: MenuGridProps) {
  const { t, i18n } = useTranslation("nav");
  const { homeMenuId } = useNav();
  const rows = useMemo<GridRow[]>(() => gridRows(nodes, columns, (l) => homeMenuId !== null && String(l.menuId) === String(homeMenuId)), [nodes, columns, homeMenuId]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => (rows[i].kind === "heading" ? HEADING_ROW : LEAF_ROW),
    overscan: 8,
    initialRect: { width: 800, height: maxHeight },
  });
  if (loading) {
    return (
      <Box p="4" display="flex" alignItems="center" gap="2" color="fg.muted" fontSize="sm" role="status">
        <Spinner size="xs" />
        {t("loadingMenus")}
      </Box>
    );
  }
  if (rows.length === 0) {
    return (
      <Text p="4" color="fg.muted" fontSize="sm">
        {t("noMenus")}
      </Text>
    );
  }
  const total = virtualizer.getTotalSize();
  return (
    <Box ref={scrollRef} role="region" aria-label={label} maxH={`${maxHeight}px`} h={`${Math.min(total, maxHeight)}px`} overflowY="auto" css={gridCss} data-menu-grid="">
      <div style={{ height: total, position: "relative" }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          return (
            <div key={item.key} className="nav-row" style={{ position: "absolute", top: 0, left: 0, right: 0, height: item.size, transform: `translateY(${item.start}px)` }}>
              {row.kind === "heading" ? (
                <p className="nav-heading" style={{ paddingInlineStart: 8 + row.depth * 12 }} title={menuLabel(row.node, i18n.language)}>
                  {menuLabel(row.node, i18n.language)}
                </p>
              ) : (
                <div className="nav-cells" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
                  {row.leaves.map((leaf) => (
                    <MenuLeaf key={leaf.menuId} node={leaf} onOpened={onOpened} />
                  ))}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </Box>
  );
}

/** Styles of the grid, its headings and leaves (one class set for every cell). */
const gridCss = {
  "& .nav-heading": {
    height: `${HEADING_ROW}px`,
    display: "flex",
    alignItems: "flex-end",
    paddingBottom: "4px",
    fontSize: "12px",
    fontWeight: 600,
    color: "var(--chakra-colors-fg-muted)",
    overflow: "hidden",
    textOverflow: "ellipsis",
    whiteSpace: "nowrap",
  },
  "& .nav-cells": { display: "grid", gap: "4px", height: "100%", alignItems: "center" },
  "& .nav-leaf": { display: "flex", alignItems: "center", minWidth: 0, borderRadius: "4px" },
  "& .nav-leaf:hover": { background: "var(--chakra-colors-gray-100)" },
  "& .nav-leaf[data-active]": { background: "var(--chakra-colors-blue-50)" },
  "& .nav-leaf > a": {
    flex: 1,
    minWidth: 0,
    display: "flex",
    alignItems: "center",
    gap: "6px",
    height: "30px",
    paddingInline: "8px",
    fontSize: "13px",
    color: "var(--chakra-colors-fg)",
    textDecoration: "none",
    cursor: "pointer",
  },
  "& .nav-leaf[data-active] > a": { color: "var(--chakra-colors-blue-700)" },
  "& .nav-leaf > a:focus-visible": { outline: "2px solid var(--chakra-colors-blue-500)", outlineOffset: "-2px" },
  "& .nav-leaf[data-unbought] > a": { color: "var(--chakra-colors-gray-600)", cursor: "not-allowed" },
  "& .nav-leaf-label": { flex: 1, minWidth: 0, overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
  "& .nav-leaf-mark": { fontSize: "11px", color: "var(--chakra-colors-orange-700)", flexShrink: 0 },
  "& [data-slot=leaf-actions]": { display: "flex", alignItems: "center", flexShrink: 0 },
} as const;
