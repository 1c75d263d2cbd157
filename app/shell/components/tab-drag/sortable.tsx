/**
 * The tab strip's drag-to-reorder (@dnd-kit), in its own chunk: loaded when the browser is idle
 * after hydration or at the first press on a tab, whichever comes first (issue 10: dnd-kit is
 * not in the shell's first load). Drags move along x only and start once the pointer has moved
 * {@link DRAG_ACTIVATION_PX} px (a shorter move is a click). Home is not draggable.
 * @see LAYOUT-20
 */
import { DndContext, PointerSensor, useSensor, useSensors, type DragEndEvent, type Modifier } from "@dnd-kit/core";
import { SortableContext, horizontalListSortingStrategy, useSortable } from "@dnd-kit/sortable";
import { memo, useCallback, useMemo, type ReactNode } from "react";
import { HOME_KEY } from "~/features/tabs";
import { DRAG_ACTIVATION_PX, TabView, type TabProps } from "./TabView";

/** Drags move along x only (LAYOUT-20). */
const xAxisOnly: Modifier = ({ transform }) => ({ ...transform, y: 0 });
/**
 * Module constants: a new sensor options object or modifiers array per render would give dnd-kit
 * new contexts, and every tab would re-render on each switch.
 */
const MODIFIERS = [xAxisOnly];
const POINTER_OPTIONS = { activationConstraint: { distance: DRAG_ACTIVATION_PX } };

/** The sortable context of the strip's tabs (`keys` in order); a drop calls `reorder(from, to)`. */
function DragArea({ keys, reorder, children }: { keys: string[]; reorder: (from: string, to: string) => void; children: ReactNode }) {
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS));
  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      if (over && active.id !== over.id) reorder(String(active.id), String(over.id));
    },
    [reorder],
  );
  // dnd-kit's hidden instructions and live region go to the body: the tablist may own only tabs.
  const accessibility = useMemo(() => ({ container: document.body }), []);
  return (
    <DndContext sensors={sensors} modifiers={MODIFIERS} onDragEnd={onDragEnd} autoScroll={false} accessibility={accessibility}>
      <SortableContext items={keys} strategy={horizontalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** One sortable tab; home is not draggable. */
const SortableTab = memo(function SortableTab(props: TabProps) {
  const { setNodeRef, listeners, transform, transition, isDragging } = useSortable({ id: props.pane.key, disabled: props.pane.key === HOME_KEY });
  return <TabView ref={setNodeRef} {...props} listeners={listeners} transform={transform} transition={transition} isDragging={isDragging} />;
});

/** What the chunk provides. */
export const tabDrag = { DragArea, SortableTab };
/** The chunk's parts. */
export type TabDrag = typeof tabDrag;
