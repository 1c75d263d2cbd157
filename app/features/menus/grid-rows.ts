/**
 * A group's menus as the rows of a virtualised grid: a heading row per sub-group, then its
 * leaves `columns` to a row. Rows have fixed heights, so a list of 250 or 5,000 menus costs the
 * same to open (only the visible rows are rendered).
 * @see LAYOUT-17
 */
import type { MenuNode } from "~/gateway/schemas";
import { isLeaf } from "./model";

/** Columns of the menu grid (LAYOUT-17). */
export const MENU_GRID_COLUMNS = 4;

/** One row of the grid. */
export type GridRow =
  | { kind: "heading"; node: MenuNode; depth: number }
  | { kind: "leaves"; leaves: MenuNode[] };

/**
 * The grid rows of `nodes` (a group's children). Leaves directly under one parent are chunked
 * by `columns`; a sub-group gives a heading then its own rows. `skip` drops a leaf (the home
 * leaf: the Home tab already opens it).
 */
export function gridRows(nodes: readonly MenuNode[], columns = MENU_GRID_COLUMNS, skip?: (leaf: MenuNode) => boolean): GridRow[] {
  const cols = Math.max(1, Math.floor(columns));
  const rows: GridRow[] = [];
  const walk = (list: readonly MenuNode[], depth: number) => {
    let run: MenuNode[] = [];
    const flush = () => {
      for (let i = 0; i < run.length; i += cols) rows.push({ kind: "leaves", leaves: run.slice(i, i + cols) });
      run = [];
    };
    for (const n of list) {
      if (isLeaf(n)) {
        if (!skip?.(n)) run.push(n);
        continue;
      }
      flush();
      rows.push({ kind: "heading", node: n, depth });
      walk(n.childMenus ?? [], depth + 1);
    }
    flush();
  };
  walk(nodes, 0);
  return rows;
}
