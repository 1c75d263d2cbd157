/**
 * The rows of a {@link MenuGrid}: a heading or a line of leaves, each absolutely placed at its
 * offset in a box of the whole grid's height. Shared by the plain grid (every row, or the first
 * screen while the virtualiser loads) and the virtualised one, so both paint the same DOM.
 * @see LAYOUT-17 @see MENU-05
 */
import type { GridRow } from "~/features/menus";
import { menuLabel } from "~/features/menus";
import { MenuLeaf } from "./MenuLeaf";

/** Row heights, px. */
const HEADING_ROW = 30;
const LEAF_ROW = 34;

/** The height of row `row`, px. */
export const rowHeight = (row: GridRow): number => (row.kind === "heading" ? HEADING_ROW : LEAF_ROW);

/** The height of all of `rows`, px. */
export const gridHeight = (rows: readonly GridRow[]): number => rows.reduce((sum, row) => sum + rowHeight(row), 0);

/** One placed row: its index in the grid, offset from the top and height, px. */
export interface PlacedRow {
  index: number;
  start: number;
  size: number;
}

/** Shared props of the row views. */
export interface RowsViewProps {
  rows: readonly GridRow[];
  columns: number;
  language: string;
  onOpened?: () => void;
}

/** The placed rows `placed` of `rows`, in a box `total` px high. */
export function RowsView({ rows, placed, total, columns, language, onOpened }: RowsViewProps & { placed: readonly PlacedRow[]; total: number }) {
  return (
    <div style={{ height: total, position: "relative" }}>
      {placed.map((item) => {
        const row = rows[item.index];
        return (
          <div key={item.index} className="nav-row" style={{ position: "absolute", top: 0, left: 0, right: 0, height: item.size, transform: `translateY(${item.start}px)` }}>
            {row.kind === "heading" ? (
              <p className="nav-heading" style={{ paddingInlineStart: 8 + row.depth * 12 }} title={menuLabel(row.node, language)}>
                {menuLabel(row.node, language)}
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
  );
}

/**
 * The rows from the top down to `limit` px (plus `extra` rows below it), placed, or all rows
 * when `limit` is Infinity.
 */
export function placeRows(rows: readonly GridRow[], limit = Infinity, extra = 0): PlacedRow[] {
  const placed: PlacedRow[] = [];
  let start = 0;
  let past = 0;
  for (let index = 0; index < rows.length; index++) {
    if (start >= limit && ++past > extra) break;
    const size = rowHeight(rows[index]);
    placed.push({ index, start, size });
    start += size;
  }
  return placed;
}
