/**
 * The virtualised rows of a long {@link MenuGrid} (@tanstack/react-virtual): only the rows in
 * view, plus an overscan of 8, are rendered. Its own chunk, loaded only for a grid past
 * {@link VIRTUAL_MIN_ROWS} rows (issue 10: the virtualiser is not in the shell's first load).
 * @see LAYOUT-17 @see MENU-05
 */
import { useVirtualizer } from "@tanstack/react-virtual";
import { RowsView, rowHeight, type RowsViewProps } from "./grid-rows-view";

/** Props of {@link VirtualRows}. */
interface VirtualRowsProps extends RowsViewProps {
  /** The grid's scrolling element. */
  scrollEl: HTMLDivElement;
  /** Height at most, px. */
  maxHeight: number;
}

export default function VirtualRows({ scrollEl, maxHeight, ...view }: VirtualRowsProps) {
  const { rows } = view;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollEl,
    estimateSize: (i) => rowHeight(rows[i]),
    overscan: 8,
    initialRect: { width: 800, height: maxHeight },
    // The grid may have been scrolled while this chunk loaded.
    initialOffset: () => scrollEl.scrollTop,
  });
  return <RowsView {...view} total={virtualizer.getTotalSize()} placed={virtualizer.getVirtualItems()} />;
}
