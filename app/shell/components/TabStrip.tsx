/**
 * The tab strip: home first (home icon, not closable; LAYOUT-19), then the open panes, which
 * drag along the x axis once the pointer has moved 20 px (a shorter move is a click; LAYOUT-20);
 * scroll arrows when the tabs overflow (LAYOUT-21), the close menu (LAYOUT-22), and the
 * live-replay and operation-guide links (LAYOUT-23). The tabs' prompts render here too.
 *
 * Keyboard (WAI-ARIA tabs pattern): one tab in the Tab order (the active one); ←/→ move between
 * tabs and activate them, Home/End jump to the ends, Delete closes a closable tab. The mouse
 * close buttons are hidden from assistive technology (a tablist may own only tabs); keyboard
 * and screen-reader users close with Delete (announced through aria-keyshortcuts).
 */
import { Flex, IconButton, Link } from "@chakra-ui/react";
import { memo, useCallback, useEffect, useMemo, useRef, type KeyboardEvent } from "react";
import { useIsomorphicLayoutEffect } from "~/utils/isomorphic-layout-effect";
import { useTranslation } from "react-i18next";
import { menuLabel } from "~/features/menus";
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseMenu,
  GuideIcon,
  HOME_KEY,
  LiveIcon,
  TabsPrompts,
  useScrollArrows,
  type Pane,
  type ShellTabs,
} from "~/features/tabs";
import { tabId } from "./frame";
import { PageHelpLink } from "./PageHelpLink";
import { TabView } from "./tab-drag/TabView";
import { useTabDrag } from "./tab-drag/use-tab-drag";

/** The live-replay and operation-guide pages (LAYOUT-23). */
const LIVE_REPLAY_PATH = "/company/helper/live-roadcast";
const GUIDE_PATH = "/company/helper/center";


/**
 * Memoised: the shell re-renders on every navigation, the strip only when `tabs` changes (its
 * object is memoised by {@link useShellTabs}); a switch re-renders the strip and two tabs.
 */
export const TabStrip = memo(function TabStrip({ tabs }: { tabs: ShellTabs }) {
  const { t, i18n } = useTranslation();
  const { state } = tabs;
  const listRef = useRef<HTMLDivElement>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  const keys = useMemo(() => state.panes.map((p) => p.key), [state.panes]);
  const arrows = useScrollArrows(listRef, keys.join(","));
  // The drag code (dnd-kit) arrives after hydration; the sortable tabs then replace the plain
  // ones (same DOM): the focused tab keeps the focus.
  const focusedRef = useRef<string | null>(null);
  const { drag, onPressStart } = useTabDrag(() => {
    const focused = document.activeElement;
    focusedRef.current = focused && listRef.current?.contains(focused) ? focused.id : null;
  });
  useIsomorphicLayoutEffect(() => {
    const id = focusedRef.current;
    focusedRef.current = null;
    if (id) document.getElementById(id)?.focus({ preventScroll: true });
  }, [drag]);

  // The active tab scrolls into view when it is not wholly visible: an IntersectionObserver
  // answers after the browser's own layout, so a switch to a visible tab forces no layout.
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector(`#${CSS.escape(tabId(state.activeKey))}`);
    if (!list || !tab) return;
    if (typeof IntersectionObserver === "undefined") return void tab.scrollIntoView?.({ block: "nearest", inline: "nearest" });
    const observer = new IntersectionObserver(
      ([entry]) => {
        observer.disconnect();
        if (entry && entry.intersectionRatio < 0.99) tab.scrollIntoView?.({ block: "nearest", inline: "nearest" });
      },
      { root: list, threshold: [0, 1] },
    );
    observer.observe(tab);
    return () => observer.disconnect();
  }, [state.activeKey, drag]);

  const { activate, close, reorder, openPath, base } = tabs;
  // Stable handlers (they read the state through a ref), so a switch re-renders two tabs only.
  const onKeyDown = useCallback(
    (event: KeyboardEvent, pane: Pane) => {
      const { panes } = stateRef.current;
      const index = panes.findIndex((p) => p.key === pane.key);
      const focusTab = (to: number) => {
        const target = panes[(to + panes.length) % panes.length];
        listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(target.key))}`)?.focus();
        activate(target);
      };
      const actions: Record<string, () => void> = {
        ArrowRight: () => focusTab(index + 1),
        ArrowLeft: () => focusTab(index - 1),
        Home: () => focusTab(0),
        End: () => focusTab(panes.length - 1),
        Delete: () => pane.closable && close({ type: "close", key: pane.key }),
      };
      const run = actions[event.key];
      if (run) {
        event.preventDefault();
        run();
      }
    },
    [activate, close],
  );
  const onCloseTab = useCallback((pane: Pane) => close({ type: "close", key: pane.key }), [close]);

  // MENU-09: the home tab is the menu response's homeMenuId menu, named as that menu; without
  // one (or before the tree is known) it is the portal's own "home".
  const labelOf = (pane: Pane) => (pane.key === HOME_KEY && pane.menuId === null ? t("nav:shell.home") : menuLabel(pane.names, i18n.language));
  const tabProps = (pane: Pane) => ({
    pane,
    label: labelOf(pane),
    active: pane.key === state.activeKey,
    closeTitle: t("nav:shell.closeTab", { name: labelOf(pane) }),
    onActivate: activate,
    onClose: onCloseTab,
    onKeyDown,
  });

  return (
    <Flex h="9" bg="white" borderBottomWidth="1px" align="end" flexShrink={0} data-tab-strip="">
      {arrows.left && (
        <IconButton aria-label={t("tabs:scrollLeft")} title={t("tabs:scrollLeft")} size="xs" variant="ghost" alignSelf="center" onClick={() => arrows.scroll(-1)}>
          <ChevronLeftIcon />
        </IconButton>
      )}
      <Flex
        ref={listRef}
        role="tablist"
        aria-label={t("nav:shell.tabs")}
        flex="1"
        minW="0"
        h="full"
        align="end"
        px="2"
        gap="1"
        overflowX="auto"
        css={{ scrollbarWidth: "none", "&::-webkit-scrollbar": { display: "none" } }}
      >
        {drag ? (
          <drag.DragArea keys={keys} reorder={reorder}>
            {state.panes.map((pane) => (
              <drag.SortableTab key={pane.key} {...tabProps(pane)} />
            ))}
          </drag.DragArea>
        ) : (
          state.panes.map((pane) => <PlainTab key={pane.key} {...tabProps(pane)} onPressStart={onPressStart} />)
        )}
      </Flex>
      {arrows.right && (
        <IconButton aria-label={t("tabs:scrollRight")} title={t("tabs:scrollRight")} size="xs" variant="ghost" alignSelf="center" onClick={() => arrows.scroll(1)}>
          <ChevronRightIcon />
        </IconButton>
      )}
      <Flex align="center" alignSelf="center" gap="1" px="2" borderStartWidth="1px" fontSize="xs" flexShrink={0}>
        <CloseMenu state={state} onClose={tabs.close} />
        <PageLinks base={base} openPath={openPath} />
        <PageHelpLink menuId={state.panes.find((p) => p.key === state.activeKey)?.menuId ?? null} base={base} openPath={openPath} />
      </Flex>
      <TabsPrompts prompt={tabs.prompt} onDismiss={tabs.dismissPrompt} onRenew={tabs.renew} />
    </Flex>
  );
});

/** The live-replay and operation-guide links (LAYOUT-23); they do not change on a switch. */
const PageLinks = memo(function PageLinks({ base, openPath }: { base: string; openPath: ShellTabs["openPath"] }) {
  const { t } = useTranslation();
  const pageLink = (path: string) => ({
    href: `${base}/sso-web#${path}`,
    onClick: (e: React.MouseEvent) => {
      if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
      e.preventDefault();
      void openPath("sso-web", path, { verify: true });
    },
  });
  return (
    <>
      <Link {...pageLink(LIVE_REPLAY_PATH)} color="fg.muted" _hover={{ color: "blue.600" }} px="1.5" gap="1" data-tab-link="live-replay">
        <LiveIcon width={14} height={14} />
        {t("tabs:liveReplay")}
      </Link>
      <Link {...pageLink(GUIDE_PATH)} color="fg.muted" _hover={{ color: "blue.600" }} px="1.5" gap="1" data-tab-link="guide">
        <GuideIcon width={14} height={14} />
        {t("tabs:guide")}
      </Link>
    </>
  );
});

/** A tab before the drag code has loaded. */
const PlainTab = memo(TabView);
