/**
 * The tab strip: home tab first (home icon, not closable), then the open panes with close
 * buttons. Keyboard: tabs are buttons; each closable tab has a labelled close button.
 */
import { Box, Flex, IconButton, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { CloseIcon, HomeIcon } from "~/components/ui/icons";
import { menuLabel } from "~/features/menus";
import type { Pane, TabsState } from "~/features/tabs";
import { HOME_KEY } from "../use-shell-tabs";

interface TabStripProps {
  state: TabsState;
  onActivate: (pane: Pane) => void;
  onClose: (action: { type: "close"; key: string }) => void;
}

export function TabStrip({ state, onActivate, onClose }: TabStripProps) {
  const { t, i18n } = useTranslation();
  return (
    <Flex role="tablist" aria-label={t("shell.tabs")} h="9" bg="white" borderBottomWidth="1px" align="end" px="2" gap="1" overflowX="auto" flexShrink={0}>
      {state.panes.map((pane) => {
        const active = pane.key === state.activeKey;
        const label = pane.key === HOME_KEY ? t("shell.home") : menuLabel(pane.names, i18n.language);
        return (
          <Flex
            key={pane.key}
            align="center"
            h="8"
            ps="3"
            pe={pane.closable ? "1" : "3"}
            gap="1"
            borderTopRadius="md"
            borderWidth="1px"
            borderBottomWidth="0"
            borderColor={active ? "gray.200" : "transparent"}
            bg={active ? "gray.50" : "transparent"}
            color={active ? "blue.700" : "fg.muted"}
            _hover={{ color: "fg" }}
            data-pane-key={pane.key}
          >
            <Box
              as="button"
              role="tab"
              aria-selected={active}
              onClick={() => onActivate(pane)}
              display="flex"
              alignItems="center"
              gap="1.5"
              fontSize="sm"
              maxW="180px"
              cursor="pointer"
            >
              {pane.key === HOME_KEY && <HomeIcon />}
              <Text truncate>{label}</Text>
            </Box>
            {pane.closable && (
              <IconButton aria-label={t("shell.closeTab", { name: label })} size="2xs" variant="ghost" onClick={() => onClose({ type: "close", key: pane.key })}>
                <CloseIcon width={12} height={12} />
              </IconButton>
            )}
          </Flex>
        );
      })}
    </Flex>
  );
}
