/**
 * A group's menus as a 4-column grid with sub-group headings. Past {@link VIRTUAL_MIN_ROWS} rows
 * the grid is virtualised (@tanstack/react-virtual, its own chunk loaded then; meanwhile the
 * first screen is painted plainly): only the rows in view are rendered, so a group of 250 or
 * 5,000 menus costs the same to open. Shorter grids render every row, the same DOM.
 * The home leaf is left out (the Home tab opens it).
 * @see LAYOUT-17 @see MENU-05
 */
import { Box, Spinner, Text } from "@chakra-ui/react";
import { Suspense, lazy, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MenuNode } from "~/gateway/schemas";
import { MENU_GRID_COLUMNS, gridRows, type GridRow } from "~/features/menus";
import { RowsView, gridHeight, placeRows, type RowsViewProps } from "./grid-rows-view";
import { useNav } from "./nav-context";
import { useDeferredMount } from "./use-deferred-mount";

/**
 * A grid of more rows than this is virtualised; a shorter one renders every row (about what the
 * virtualiser would render anyway: the rows in view plus 8 on each side).
 */
export const VIRTUAL_MIN_ROWS = 40;
/** Rows the virtualiser renders below the view (and the plain first screen while it loads). */
const OVERSCAN = 8;
/** A chunk that failed to load (offline): every row, plainly, rather than a broken overlay. */
const AllRows = (view: RowsViewProps) => <RowsView {...view} placed={placeRows(view.rows)} total={gridHeight(view.rows)} />;
const VirtualRows = lazy(() => import("./VirtualRows").catch(() => ({ default: AllRows })));

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
  // The scrolling element as state: the virtualiser mounts only once it exists (a child's layout
  // effects run before its parent's refs are attached).
  const [scrollEl, setScrollEl] = useState<HTMLDivElement | null>(null);
  const virtual = rows.length > VIRTUAL_MIN_ROWS;
  const placed = useMemo(() => placeRows(rows, virtual ? maxHeight : Infinity, OVERSCAN), [rows, virtual, maxHeight]);
  const total = useMemo(() => gridHeight(rows), [rows]);
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
  const view = { rows, columns, language: i18n.language, onOpened };
  const plain = <RowsView {...view} placed={placed} total={total} />;
  return (
    <div ref={setScrollEl} role="region" aria-label={label} className="nav-grid" style={{ maxHeight, height: Math.min(total, maxHeight) }} data-menu-grid="">
      {virtual && scrollEl ? (
        <Suspense fallback={plain}>
          <VirtualRows {...view} scrollEl={scrollEl} maxHeight={maxHeight} />
        </Suspense>
      ) : (
        plain
      )}
    </div>
  );
}
