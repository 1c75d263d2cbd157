/**
 * The pane host: every open pane stays mounted while open (keep-alive by hiding) and is
 * unmounted on close. Content by the pane's app: home (welcome), `sso-web` (portal page),
 * `iframe` (the menu's URL), a micro-app name (mounted by the micro-app issue).
 * @see ROUTE-11..ROUTE-16
 */
import { Box } from "@chakra-ui/react";
import type { MenuNode } from "~/gateway/schemas";
import type { TabsState } from "~/features/tabs";
import type { ShellData } from "../shell.server";
import { HOME_KEY } from "~/features/tabs";
import { panelId, tabId } from "./TabStrip";
import { IframePane, MicroAppPane, PortalPage } from "./Panes";
import { WelcomePane } from "./WelcomePane";

export function PaneHost({ state, data, tree }: { state: TabsState; data: ShellData; tree: readonly MenuNode[] }) {
  return (
    <>
      {state.panes.map((pane) => {
        const active = pane.key === state.activeKey;
        return (
          <Box
            key={pane.key}
            role="tabpanel"
            id={panelId(pane.key)}
            aria-labelledby={tabId(pane.key)}
            position="absolute"
            inset="0"
            overflow="auto"
            display={active ? "block" : "none"}
            aria-hidden={!active}
            data-pane={pane.key}
            data-app={pane.appName}
          >
            {pane.key === HOME_KEY ? (
              <WelcomePane data={data} tree={tree} openPanes={state.panes} />
            ) : pane.appName === "sso-web" ? (
              <PortalPage pane={pane} />
            ) : pane.appName === "iframe" ? (
              <IframePane pane={pane} tree={tree} frameOrigins={data.frameOrigins} />
            ) : (
              <MicroAppPane pane={pane} />
            )}
          </Box>
        );
      })}
    </>
  );
}
