/**
 * The shell: header, menu sider (left layout) or header menus (top layout), tab strip and the
 * pane host. packageStyle 1 gives the left layout, anything else the top one. Layout width
 * never below 1200 px (LAYOUT-04). It provides the shell's portal page table (../sso-pages.ts) to
 * the features that render portal pages.
 * @see LAYOUT-01 @see LAYOUT-02 @see LAYOUT-04
 */
import { Box, Flex } from "@chakra-ui/react";
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { MenuNode } from "~/gateway/schemas";
import { MenuTreeProvider, useMenuTree } from "~/features/menus";
import { LazyToaster } from "~/components/ui/notify";
import { preloadOverlaysWhenIdle } from "~/components/ui/lazy-overlay";
import { NoticeCenter } from "~/features/notices";
import { AssistantMount } from "~/features/assistant";
import { ExportMount } from "~/features/export";
import { LiteGuideMount } from "~/features/lite-guide";
import type { ShellData } from "../shell.server";
import { leafHref, useShellTabs } from "~/features/tabs";
import { useLoadWarning } from "../use-load-warning";
import { BridgeHost } from "~/features/bridge";
import { useFailedFetchWatch } from "~/features/micro-apps";
import { usePaidRefresh } from "~/features/service-purchase";
import { Header } from "./Header";
import { MenuOverlay } from "./nav/menu-overlay-host";
import { NoScriptAllMenusLink, NoScriptMenu } from "./nav/NoScriptMenu";
import { allMenusPath } from "../all-menus-path";
import { NavStyles } from "./nav/NavStyles";
import { NavContext, type NavContextValue } from "./nav/nav-context";
import { PaneHost } from "./PaneHost";
import { Sider } from "./Sider";
import { TabStrip } from "./TabStrip";
import { NavPrefsProvider } from "~/features/menu-prefs";
import { SsoPagesContext } from "~/utils/sso-pages";
import { ssoPages } from "../sso-pages";

/** Minimum layout width, px (LAYOUT-04). */
export const MIN_LAYOUT_WIDTH = 1200;

/** The layout of a packageStyle: `'1'` left menu, anything else top menu (LAYOUT-01, LAYOUT-02). */
export function layoutOf(packageStyle: unknown): "left" | "top" {
  return String(packageStyle) === "1" ? "left" : "top";
}

export function ShellLayout({ data, children }: { data: ShellData; children?: ReactNode }) {
  return (
    <SsoPagesContext.Provider value={ssoPages}>
    <MenuTreeProvider
      json={data.menu?.json}
      complete={data.menu?.complete ?? true}
      serviceId={data.system.serviceId}
      systemCode={data.system.systemCode}
      version={data.menu?.version}
    >
      <ShellFrame data={data}>{children}</ShellFrame>
    </MenuTreeProvider>
    </SsoPagesContext.Provider>
  );
}

function ShellFrame({ data, children }: { data: ShellData; children?: ReactNode }) {
  const base = `/entry/${data.system.serviceId}/${data.system.systemCode}`;
  const { t, i18n } = useTranslation("nav");
  const { tree, complete, failed } = useMenuTree();
  const homeMenuId = data.menu?.homeMenuId ?? null;
  const hrefOf = useCallback((leaf: MenuNode) => leafHref(base, leaf, homeMenuId), [base, homeMenuId]);
  const tabs = useShellTabs(base, tree, homeMenuId, data.system, complete, complete || failed);
  useLoadWarning(data.configWarning);
  useFailedFetchWatch();
  usePaidRefresh();
  // The dialogs and drawers closed at first paint load when the page is idle, so a first open shows at once.
  useEffect(() => preloadOverlaysWhenIdle(), []);
  const layout = layoutOf(data.packageStyle);
  // The help centre's page-bound link reads the active tab's menu (USER-08) through a stable getter.
  const activeMenu = useRef<number | null>(null);
  activeMenu.current = tabs.state.panes.find((p) => p.key === tabs.state.activeKey)?.menuId ?? null;
  const activeMenuId = useCallback(() => activeMenu.current, []);
  const nav = useMemo<NavContextValue>(() => ({ activeKey: tabs.state.activeKey, onOpen: tabs.open, hrefOf, homeMenuId }), [tabs.state.activeKey, tabs.open, hrefOf, homeMenuId]);
  return (
    <NavPrefsProvider serviceId={data.system.serviceId} systemCode={data.system.systemCode} packageId={data.menu?.packageId} showUpdateFlag={data.menu?.showUpdateFlag}>
    <NavContext.Provider value={nav}>
      <NavStyles />
      <Flex direction="column" h="100vh" minW={`${MIN_LAYOUT_WIDTH}px`} bg="gray.50" data-layout={layout} data-menus={complete ? "complete" : "loading"}>
        <Header data={data} base={base} layout={layout} openPanes={tabs.state.panes.length - 1} tree={tree} onOpen={tabs.open} activeMenuId={activeMenuId} />
        {(data.menu?.complete ?? false) ? (
          <NoScriptMenu tree={tree} lng={i18n.language} label={t("menu")} hrefOf={hrefOf} homeMenuId={homeMenuId} />
        ) : (
          <NoScriptAllMenusLink href={allMenusPath(data.system.serviceId, data.system.systemCode)} label={t("menu")} text={t("allMenus")} />
        )}
        <Flex flex="1" minH="0">
          {layout === "left" && <Sider failed={!!data.menuFailure} saveMenuStatus={data.saveMenuStatus} history={tabs.state.history} />}
          <Flex as="main" direction="column" flex="1" minW="0">
            <TabStrip tabs={tabs} />
            <Box flex="1" minH="0" position="relative">
              <PaneHost state={tabs.state} data={data} tree={tree} />
              {children}
            </Box>
          </Flex>
        </Flex>
        <MenuOverlay />
        <BridgeHost data={data} tree={tree} base={base} panes={tabs.state.panes} onCloseTab={(key) => tabs.close({ type: "close", key })} />
        <LazyToaster />
        <NoticeCenter systemCode={data.system.systemCode} arrival={data.announcements} />
        <AssistantMount />
        <ExportMount userName={data.user.userName} company={data.user.company} />
        <LiteGuideMount guideStatus={data.user.guideStatus} />
      </Flex>
    </NavContext.Provider>
    </NavPrefsProvider>
  );
}
