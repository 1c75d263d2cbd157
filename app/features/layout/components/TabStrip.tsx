/**
 * The tab strip: home tab first (home icon, not closable), then the open panes.
 *
 * Keyboard (WAI-ARIA tabs pattern): one tab in the Tab order (the active one); ←/→ move between
 * tabs and activate them, Home/End jump to the ends, Delete closes a closable tab. The mouse
 * close buttons are hidden from assistive technology (a tablist may own only tabs); keyboard
 * and screen-reader users close with Delete (announced through aria-keyshortcuts).
 */
import { Box, Flex, Text } from "@chakra-ui/react";
import { useRef, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon, HomeIcon } from "~/components/ui/icons";
import { menuLabel } from "~/features/menus";
import type { Pane, TabsState } from "~/features/tabs";
import { HOME_KEY } from "~/features/tabs";

interface TabStripProps {
  state: TabsState;
  onActivate: (pane: Pane) => void;
  onClose: (action: { type: "close"; key: string }) => void;
}

/** DOM ids linking a tab and its panel. */
export const tabId = (key: string) => `tab-${key}`;
export const panelId = (key: string) => `pane-${key}`;

export function TabStrip({ state, onActivate, onClose }: TabStripProps) {
  const { t, i18n } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);

  function focusTab(index: number) {
    const pane = state.panes[(index + state.panes.length) % state.panes.length];
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(pane.key))}`)?.focus();
    onActivate(pane);
  }

  function onKeyDown(event: KeyboardEvent, index: number, pane: Pane) {
    const keys: Record<string, () => void> = {
      ArrowRight: () => focusTab(index + 1),
      ArrowLeft: () => focusTab(index - 1),
      Home: () => focusTab(0),
      End: () => focusTab(state.panes.length - 1),
      Delete: () => pane.closable && onClose({ type: "close", key: pane.key }),
    };
    const run = keys[event.key];
    if (run) {
      event.preventDefault();
      run();
    }
  }

  return (
    <Flex ref={listRef} role="tablist" aria-label={t("shell.tabs")} h="9" bg="white" borderBottomWidth="1px" align="end" px="2" gap="1" overflowX="auto" flexShrink={0}>
      {state.panes.map((pane, index) => {
        const active = pane.key === state.activeKey;
        const label = pane.key === HOME_KEY ? t("shell.home") : menuLabel(pane.names, i18n.language);
        return (
          <Flex
            key={pane.key}
            id={tabId(pane.key)}
            role="tab"
            aria-selected={active}
            aria-controls={panelId(pane.key)}
            aria-keyshortcuts={pane.closable ? "Delete" : undefined}
            tabIndex={active ? 0 : -1}
            onClick={() => onActivate(pane)}
            onKeyDown={(e) => onKeyDown(e, index, pane)}
            align="center"
            h="8"
            ps="3"
            pe={pane.closable ? "1" : "3"}
            gap="1.5"
            fontSize="sm"
            maxW="220px"
            cursor="pointer"
            borderTopRadius="md"
            borderWidth="1px"
            borderBottomWidth="0"
            borderColor={active ? "gray.200" : "transparent"}
            bg={active ? "gray.50" : "transparent"}
            color={active ? "blue.700" : "fg.muted"}
            _hover={{ color: "fg" }}
            _focusVisible={{ outline: "2px solid", outlineColor: "blue.500", outlineOffset: "-2px" }}
            data-pane-key={pane.key}
          >
            {pane.key === HOME_KEY && <HomeIcon />}
            <Text truncate>{label}</Text>
            {pane.closable && (
              <Box
                as="span"
                aria-hidden="true"
                title={t("shell.closeTab", { name: label })}
                data-close-tab={pane.key}
                display="inline-flex"
                alignItems="center"
                justifyContent="center"
                boxSize="5"
                borderRadius="sm"
                color="fg.muted"
                _hover={{ bg: "gray.200", color: "fg" }}
                onClick={(e) => {
                  e.stopPropagation();
                  onClose({ type: "close", key: pane.key });
                }}
              >
                <CloseIcon width={12} height={12} />
              </Box>
            )}
          </Flex>
        );
      })}
    </Flex>
  );
}
