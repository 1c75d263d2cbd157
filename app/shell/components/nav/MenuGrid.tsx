/**
 * A group's menus as a 4-column grid with sub-group headings, virtualised (@tanstack/react-virtual):
 * only the rows in view are rendered, so a group of 250 or 5,000 menus costs the same to open.
 * A name takes up to two lines (rows of leaves are measured), so English names show whole.
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
import { useDeferredMount } from "./use-deferred-mount";

/** Row heights, px: a heading; a row of one-line names (a row with a two-line name is measured, ≈ 42). */
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
  const ready = useDeferredMount();
  const rows = useMemo<GridRow[]>(
    () => (ready ? gridRows(nodes, columns, (l) => homeMenuId !== null && String(l.menuId) === String(homeMenuId)) : []),
    [ready, nodes, columns, homeMenuId],
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => (rows[i].kind === "heading" ? HEADING_ROW : LEAF_ROW),
    overscan: 8,
    initialRect: { width: 800, height: maxHeight },
  });
  if (!ready) return <div className="nav-grid" style={{ height: Math.min(maxHeight, 200) }} aria-busy="true" />;
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
    <div ref={scrollRef} role="region" aria-label={label} className="nav-grid" style={{ maxHeight, height: Math.min(total, maxHeight) }} data-menu-grid="">
      <div style={{ height: total, position: "relative" }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          return (
            // Leaf rows are measured: a name may take two lines (LAYOUT-17 panels are narrow in English).
            <div
              key={item.key}
              ref={row.kind === "heading" ? undefined : virtualizer.measureElement}
              data-index={item.index}
              className="nav-row"
              style={{ position: "absolute", top: 0, left: 0, right: 0, height: row.kind === "heading" ? item.size : undefined, transform: `translateY(${item.start}px)` }}
            >
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
    </div>
  );
}
