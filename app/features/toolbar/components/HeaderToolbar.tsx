/**
 * The header's right-hand toolbar (LAYOUT-07), in its order (after the flagship demo entry a
 * demo-mode seller gets, DEMO-06): guide, version switch, live
 * (slot), AI, new function, export centre, bell (slot), online service, help centre, app market,
 * initialisation guide, money assistant, then the user dropdown (slot). Each item follows its
 * clause: the guide shows for TIKTOK sellers whose ERP started after 2023-12-15; the version
 * switch by MENU-49 and warns in demo mode (DEMO-04); app market and money assistant are hidden
 * in demo mode (LAYOUT-27, LAYOUT-28). The guide button starts the shell tour (driver.js, loaded
 * on click), online service opens the chat window (LAYOUT-31), the initialisation guide the
 * `/guide` page (ROUTE-29).
 * @see LAYOUT-07 @see LAYOUT-31 @see ROUTE-29 @see GUIDE-21 @see LAYOUT-27 @see LAYOUT-39 @see LAYOUT-40 @see LAYOUT-41 @see MENU-49 @see DEMO-04 @see DEMO-06
 */
import { Box, Flex, IconButton } from "@chakra-ui/react";
import { useNavigate } from "@remix-run/react";
import { startTransition, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { emitShellEvent, requestShellEvent } from "~/utils/shell-events";
import { VersionSwitchModal, openPortalPage, showGuideButton, showVersionSwitch, useMoneyAssistant, warnDemo, type AccountFacts } from "~/features/account";
import { notify } from "~/components/ui/notify";
import { retryingImport } from "~/utils/retrying-import";
import { useAppMarketNew } from "~/utils/app-market-visit";
import { tryRoute } from "~/utils/route-client";
import { FlagshipButton } from "../flagship/FlagshipButton";
import { AppsIcon, ChatIcon, ChecklistIcon, DownloadIcon, GiftIcon, GuideIcon, HelpIcon, SparkIcon, VersionIcon, WalletIcon } from "./icons";

/** The shell tour (driver.js and its stylesheet), loaded on the guide button's first click. */
const shellTour = retryingImport(() => import("../tour/shell-tour"));
/** The online-service action (LAYOUT-31), loaded on first click. */
const chat = retryingImport(() => import("../chat/open-chat"));

/** Portal pages the toolbar opens (LAYOUT-39, LAYOUT-41). */
export const TOOLBAR_PAGES = {
  exportCentre: "/user/download-center",
  helpCentre: "/company/helper/center",
  appMarket: "/app/home",
  initGuide: "/guide",
} as const;

/** Props of {@link HeaderToolbar}. */
export interface HeaderToolbarProps {
  /** The shell loader's `account` facts. */
  facts: AccountFacts;
  /** The system's shell route, `/entry/{serviceId}/{systemCode}`. */
  base: string;
  /** Open tabs besides home (MENU-49). */
  openPanes: number;
  /** Slot: the live-broadcast button (notices feature), between the version switch and AI. */
  live?: ReactNode;
  /** Slot: the notification bell (notices feature), between the export centre and online service. */
  bell?: ReactNode;
  /** Slot: the user dropdown, last. */
  userMenu?: ReactNode;
  /** The active tab's menu id, read when the help centre is clicked (its page-bound document, USER-08). */
  activeMenuId?: () => number | null;
  /** Slot: the async order task list (export feature), right after the export centre. */
  exportTasks?: ReactNode;
}

function Item({ label, onClick, children, marker }: { label: string; onClick: () => void; children: ReactNode; marker?: string }) {
  return (
    <Box position="relative">
      <IconButton aria-label={label} title={label} size="xs" variant="ghost" color="white" _hover={{ bg: "whiteAlpha.200" }} onClick={onClick} data-toolbar-item="">
        {children}
      </IconButton>
      {marker && (
        <Box as="span" aria-hidden position="absolute" top="-1" right="-1.5" px="1" fontSize="2xs" lineHeight="short" bg="red.600" color="white" borderRadius="sm" pointerEvents="none">
          {marker}
        </Box>
      )}
    </Box>
  );
}

/**
 * The money assistant's button, once its address is known: its own component, so the answer
 * arriving after hydration re-renders this button, not the whole toolbar (issue 10).
 */
function MoneyAssistantItem({ isDemo, label }: { isDemo: boolean; label: string }) {
  const moneyUrl = useMoneyAssistant(isDemo);
  if (!moneyUrl) return null;
  return (
    <Item label={label} onClick={() => window.open(moneyUrl, "_blank", "noopener,noreferrer")}>
      <WalletIcon />
    </Item>
  );
}

/**
 * The help centre's address for the page in front of the seller: at the document bound to the
 * active tab's menu (`/api/user-centre/help-bound`, queryPageBindDocument), else the help centre's
 * start. A failed lookup opens the start: the seller still gets help.
 * @see USER-08 @see ROUTE-24
 */
export async function helpCentrePath(menuId: number | null): Promise<string> {
  if (menuId === null) return TOOLBAR_PAGES.helpCentre;
  const bound = await tryRoute<{ ok: true; documentId: number | null }>(`/api/user-centre/help-bound?menuId=${menuId}`);
  const documentId = bound.ok ? bound.value.documentId : null;
  return typeof documentId === "number" && Number.isSafeInteger(documentId) && documentId > 0 ? `${TOOLBAR_PAGES.helpCentre}?docId=${documentId}` : TOOLBAR_PAGES.helpCentre;
}

export function HeaderToolbar({ facts, base, openPanes, live, bell, userMenu, exportTasks, activeMenuId }: HeaderToolbarProps) {
  const { t } = useTranslation("account");
  const navigate = useNavigate();
  const [versionOpen, setVersionOpen] = useState(false);
  const { isDemo } = facts;
  const marketNew = useAppMarketNew();
  // A transition: the shell renders the new tab in slices it yields between, so a click opens a
  // page without one long task (`download_centre_long_tasks`).
  const page = (path: string, title: string) => startTransition(() => openPortalPage(navigate, base, path, title));
  const loadFailed = () => void notify({ type: "error", title: t("common:errors.partLoadFailed") }).catch(() => undefined);
  const tour = () => void shellTour.get().then((m) => m.startShellTour(t), loadFailed);
  // ROUTE-29: the guide's tab when the menu has it, else the page shown outside the tabs.
  const initGuide = () => {
    const path = TOOLBAR_PAGES.initGuide;
    if (emitShellEvent({ type: "page:open", path, title: t("toolbar.initGuide") }) === 0) requestShellEvent({ type: "page:show", path });
  };
  const help = () => void helpCentrePath(activeMenuId?.() ?? null).then((path) => page(path, t("toolbar.helpCentre")));
  return (
    <Flex role="group" aria-label={t("toolbar.label")} align="center" gap="0.5" data-shell-toolbar="">
      {isDemo && <FlagshipButton />}
      {showGuideButton(facts) && <Item label={t("toolbar.guide")} onClick={tour}><GuideIcon /></Item>}
      {showVersionSwitch(facts, openPanes) && (
        <Item label={t("toolbar.versionSwitch")} onClick={() => (isDemo ? warnDemo(t) : setVersionOpen(true))}><VersionIcon /></Item>
      )}
      {live}
      <Item label={t("toolbar.ai")} onClick={() => requestShellEvent({ type: "assistant:open" })}><SparkIcon /></Item>
      <Item label={t("toolbar.newFunction")} onClick={() => requestShellEvent({ type: "announcements:open", tab: "key-features" })}><GiftIcon /></Item>
      <Item label={t("toolbar.exportCentre")} onClick={() => page(TOOLBAR_PAGES.exportCentre, t("toolbar.exportCentre"))}><DownloadIcon /></Item>
      {exportTasks}
      {bell}
      <Item label={t("toolbar.onlineService")} onClick={() => void chat.get().then((m) => m.openChat(t, facts.systemCode), loadFailed)}><ChatIcon /></Item>
      <Item label={t("toolbar.helpCentre")} onClick={help}><HelpIcon /></Item>
      {!isDemo && facts.systemCode === "ERP" && (
        <Item label={t("toolbar.appMarket")} marker={marketNew ? t("toolbar.new") : undefined} onClick={() => page(TOOLBAR_PAGES.appMarket, t("toolbar.appMarket"))}><AppsIcon /></Item>
      )}
      <Item label={t("toolbar.initGuide")} onClick={initGuide}>
        <ChecklistIcon />
      </Item>
      <MoneyAssistantItem isDemo={isDemo} label={t("toolbar.moneyAssistant")} />
      {userMenu}
      {versionOpen && <VersionSwitchModal open onClose={() => setVersionOpen(false)} />}
    </Flex>
  );
}
