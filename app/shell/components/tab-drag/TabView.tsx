/**
 * One tab of the strip as it paints: home shows its icon and is not closable (LAYOUT-19), a
 * closable tab has a close button for the mouse (hidden from assistive technology; Delete
 * closes it from the keyboard). The drag state (listeners, transform) comes from the sortable
 * wrapper once the drag code has loaded (LAYOUT-20); before that the tab looks the same.
 * @see LAYOUT-19 @see LAYOUT-20
 */
import { Box, Flex, Text } from "@chakra-ui/react";
import { forwardRef, type DOMAttributes, type KeyboardEvent, type PointerEvent } from "react";
import { CloseIcon, HomeIcon } from "~/components/ui/icons";
import { HOME_KEY, type Pane } from "~/features/tabs";
import { panelId, tabId } from "../frame";

/** A drag starts after the pointer moved this far, px (LAYOUT-20). */
export const DRAG_ACTIVATION_PX = 20;

/** What a tab shows and does, without its drag state. */
export interface TabProps {
  pane: Pane;
  label: string;
  active: boolean;
  closeTitle: string;
  onActivate: (pane: Pane) => void;
  onClose: (pane: Pane) => void;
  onKeyDown: (event: KeyboardEvent, pane: Pane) => void;
  /** Before the drag code loads: a press that may become a drag (LAYOUT-20). */
  onPressStart?: (event: PointerEvent, pane: Pane) => void;
}

/** The drag state of a tab, from the sortable wrapper. */
interface DragState {
  listeners?: DOMAttributes<HTMLElement>;
  transform?: { x: number } | null;
  transition?: string;
  isDragging?: boolean;
}

export const TabView = forwardRef<HTMLDivElement, TabProps & DragState>(function TabView(
  { pane, label, active, closeTitle, onActivate, onClose, onKeyDown, onPressStart, listeners, transform, transition, isDragging },
  ref,
) {
  const home = pane.key === HOME_KEY;
  return (
    <Flex
      ref={ref}
      onPointerDown={onPressStart && !home ? (e: PointerEvent) => onPressStart(e, pane) : undefined}
      {...listeners}
      id={tabId(pane.key)}
      role="tab"
      aria-selected={active}
      aria-controls={panelId(pane.key)}
      aria-keyshortcuts={pane.closable ? "Delete" : undefined}
      aria-label={home ? label : undefined}
      title={home ? label : undefined}
      tabIndex={active ? 0 : -1}
      onClick={() => onActivate(pane)}
      onKeyDown={(e) => onKeyDown(e, pane)}
      style={{ transform: transform ? `translate3d(${Math.round(transform.x)}px, 0, 0)` : undefined, transition, zIndex: isDragging ? 1 : undefined }}
      align="center"
      h="8"
      ps="3"
      pe={pane.closable ? "1" : "3"}
      gap="1.5"
      fontSize="sm"
      maxW="200px"
      flexShrink={0}
      cursor="pointer"
      borderTopRadius="md"
      borderWidth="1px"
      borderBottomWidth="0"
      borderColor={active ? "gray.200" : "transparent"}
      bg={active ? "gray.50" : isDragging ? "gray.100" : "transparent"}
      color={active ? "blue.700" : "fg.muted"}
      _hover={{ color: "fg" }}
      _focusVisible={{ outline: "2px solid", outlineColor: "blue.500", outlineOffset: "-2px" }}
      data-pane-key={pane.key}
    >
      {home ? <HomeIcon /> : <Text truncate>{label}</Text>}
      {pane.closable && (
        <Box
          as="span"
          aria-hidden="true"
          title={closeTitle}
          data-close-tab={pane.key}
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          boxSize="5"
          borderRadius="sm"
          color="fg.muted"
          _hover={{ bg: "gray.200", color: "fg" }}
          onPointerDown={(e) => e.stopPropagation()}
          onClick={(e) => {
            e.stopPropagation();
            onClose(pane);
          }}
        >
          <CloseIcon width={12} height={12} />
        </Box>
      )}
    </Flex>
  );
});
