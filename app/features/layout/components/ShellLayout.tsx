/**
 * The shell: header, menu sider, tab strip and the pane host. Layout width never below
 * 1200 px (LAYOUT-04).
 */
import { Box, Flex } from "@chakra-ui/react";
import { useCallback, useMemo, type ReactNode } from "react";
import type { MenuNode } from "~/gateway/schemas";
import { parseMenuJson } from "~/features/menus";
import { LazyToaster } from "~/components/ui/notify";
import { AssistantMount } from "~/features/assistant";
import type { ShellData } from "../shell.server";
import { leafHref, useShellTabs } from "~/features/tabs";
import { useLoadWarning } from "../use-load-warning";
import { Header } from "./Header";
import { PaneHost } from "./PaneHost";
import { Sider } from "./Sider";
import { TabStrip } from "./TabStrip";

/** Minimum layout width, px (LAYOUT-04). */
export const MIN_LAYOUT_WIDTH = 1200;

export function ShellLayout({ data, children }: { data: ShellData; children?: ReactNode }) {
  const base = `/entry/${data.system.serviceId}/${data.system.systemCode}`;
  const menuTreeJson = data.menu?.json;
  const tree = useMemo(() => parseMenuJson(menuTreeJson), [menuTreeJson]);
  const homeMenuId = data.menu?.homeMenuId ?? null;
  const hrefOf = useCallback((leaf: MenuNode) => leafHref(base, leaf, homeMenuId), [base, homeMenuId]);
  const tabs = useShellTabs(base, tree, data.menu?.homeMenuId ?? null, data.system);
  useLoadWarning(data.configWarning);
  return (
    <Flex direction="column" h="100vh" minW={`${MIN_LAYOUT_WIDTH}px`} bg="gray.50">
      <Header data={data} base={base} />
      <Flex flex="1" minH="0">
        <Sider tree={tree} failed={!!data.menuFailure} activeKey={tabs.state.activeKey} onOpen={tabs.open} hrefOf={hrefOf} />
        <Flex as="main" direction="column" flex="1" minW="0">
          <TabStrip state={tabs.state} onActivate={tabs.activate} onClose={tabs.close} />
          <Box flex="1" minH="0" position="relative">
            <PaneHost state={tabs.state} data={data} tree={tree} />
            {children}
          </Box>
        </Flex>
      </Flex>
      <LazyToaster />
      <AssistantMount />
    </Flex>
  );
}
