/**
 * The pane host: every open pane stays mounted while open (keep-alive by hiding, with
 * `content-visibility: hidden`) and is
 * unmounted on close (TAB-14). A pane's content mounts only once the pane has been activated:
 * restored tabs mount lazily, when first activated. Content by the pane's app: home (welcome),
 * `sso-web` (the portal page registry), `iframe` (the menu's URL), any other name a micro-app
 * (`{microAppName}#{menuUrl}`, `amazon#{path}`) through {@link MicroAppPane}.
 * @see ROUTE-12..ROUTE-16, TAB-14, TAB-24
 */
import { Box } from "@chakra-ui/react";
import type { MenuNode } from "~/gateway/schemas";
import { memo, useEffect, useRef } from "react";
import { activePaneOf, setActivePaneProbe } from "~/features/assistant";
import { HOME_KEY, SsoPane, paneInstanceKey, type Pane, type TabsState } from "~/features/tabs";
import type { ShellData } from "../shell.server";
import { panelId, tabId } from "./frame";
import { IframePane, MicroAppPane } from "./Panes";
import { WelcomePane } from "./WelcomePane";

export function PaneHost({ state, data, tree }: { state: TabsState; data: ShellData; tree: readonly MenuNode[] }) {
  // The assistant's page analysis asks which pane is active (issue 9).
  const latest = useRef(state);
  latest.current = state;
  useEffect(() => setActivePaneProbe(() => activePaneOf(latest.current)), []);
  return (
    <>
      {state.panes.map((pane) => {
        const active = pane.key === state.activeKey;
        return <PaneSlot key={paneInstanceKey(pane)} pane={pane} active={active} mounted={active || state.visited.includes(pane.key)} data={data} tree={tree} openPanes={pane.key === HOME_KEY ? state.panes : undefined} />;
      })}
    </>
  );
}

/** One pane; re-renders only when its own props change (a tab switch touches two slots). */
const PaneSlot = memo(function PaneSlot({
  pane,
  active,
  mounted,
  data,
  tree,
  openPanes,
}: {
  pane: Pane;
  active: boolean;
  mounted: boolean;
  data: ShellData;
  tree: readonly MenuNode[];
  /** The open panes, for the home pane's recent list. */
  openPanes?: readonly Pane[];
}) {
  return (
    <Box
      role="tabpanel"
      id={panelId(pane.key)}
      aria-labelledby={tabId(pane.key)}
      position="absolute"
      inset="0"
      overflow="auto"
      // A hidden pane keeps its rendering (content-visibility: hidden skips its style, layout and
      // paint but keeps them), so showing it again costs no relayout of its whole page; it takes
      // no pointer events, and is inert: nothing in it takes focus, it is out of the accessibility
      // tree and of find-in-page. (React 18 passes `inert` through as a plain attribute.)
      contentVisibility={active ? "visible" : "hidden"}
      pointerEvents={active ? undefined : "none"}
      zIndex={active ? 1 : 0}
      aria-hidden={!active}
      {...(active ? {} : { inert: "" })}
      data-pane={pane.key}
      data-app={pane.appName}
      data-mounted={mounted}
    >
      {!mounted ? null : pane.key === HOME_KEY ? (
        <WelcomePane data={data} tree={tree} openPanes={openPanes} />
      ) : pane.appName === "sso-web" ? (
        <SsoPane pane={pane} />
      ) : pane.appName === "iframe" ? (
        <IframePane pane={pane} tree={tree} frameOrigins={data.frameOrigins} />
      ) : (
        <MicroAppPane pane={pane} data={data} />
      )}
    </Box>
  );
});
