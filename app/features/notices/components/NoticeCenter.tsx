/**
 * Everything the notice socket shows in the shell, mounted once in the shell layout: the
 * dispatcher (toasts, the msgType 3 popup, the export notification, the forced-logout and
 * offline dialogs), the live-broadcast notice, the announcement popup on arrival (closed ones
 * are not shown again) and the drawer that shows a portal page while no tab feature opens it.
 * The announcement modal (with Chakra's tabs) is its own chunk, fetched alongside the
 * announcements it shows (issue 10: nothing of it paints at first).
 */
import { Suspense, lazy, memo, startTransition, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "~/components/ui/notify";
import type { Announcement } from "~/gateway/notice-schemas";
import { closedAnnouncementIds, loadAnnouncements, rememberClosed } from "../announcements";
import { useNoticeCenter } from "../use-notice-center";
import { ExportNotice } from "./ExportNotice";
import { LiveNotice } from "./LiveNotice";
import { ForcedLogoutDialog, NoticePopup, OfflineDialog } from "./NoticeDialogs";
import { PortalPageDrawer } from "./PortalPageDrawer";
import { onShellEvent, type ShellEvent } from "~/utils/shell-events";

/** The modal's tab a request names. */
type AnnouncementTab = Extract<ShellEvent, { type: "announcements:open" }>["tab"];

const loadModal = () => import("./AnnouncementModal").then((m) => ({ default: m.AnnouncementModal }));
/** A chunk that failed to load (offline) shows no popup rather than breaking the shell. */
const AnnouncementModal = lazy(() => loadModal().catch(() => ({ default: () => null })));

/**
 * The announcement modal: on arrival with the popup announcements not closed yet (ANN-02), and
 * on request (the toolbar's new-function button, `announcements:open`) with all of them, on the
 * requested tab (LAYOUT-40). A request with none to show says so; one whose list cannot load
 * says that, both in the user's language.
 */
function AnnouncementPopup({ systemCode }: { systemCode: string }) {
  const { t } = useTranslation("notices");
  const [shown, setShown] = useState<{ list: Announcement[]; tab: AnnouncementTab }>({ list: [], tab: "key-features" });
  useEffect(() => {
    let live = true;
    void loadModal().catch(() => undefined); // In parallel with the list; rendering retries a failure.
    void loadAnnouncements(systemCode).then((r) => {
      if (!live || !r) return;
      const closed = closedAnnouncementIds();
      // On arrival the modal renders in slices (a transition), not in one task (issue 10).
      startTransition(() => setShown({ list: r.popup.filter((a) => !closed.has(a.announcementId)), tab: "key-features" }));
    });
    return () => {
      live = false;
    };
  }, [systemCode]);
  useEffect(() => {
    let live = true;
    const off = onShellEvent("announcements:open", ({ tab }) => {
      void loadModal().catch(() => undefined);
      void loadAnnouncements(systemCode).then((r) => {
        if (!live) return;
        if (!r) return void notify({ type: "warning", title: t("common:errors.request") });
        if (r.popup.length === 0) return void notify({ type: "info", title: t("announcement.empty") });
        setShown({ list: r.popup, tab });
      });
    });
    return () => {
      live = false;
      off();
    };
  }, [systemCode, t]);
  if (shown.list.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementModal
        list={shown.list}
        initialTab={shown.tab}
        open
        onClose={() => {
          rememberClosed(shown.list.map((a) => a.announcementId));
          setShown({ list: [], tab: "key-features" });
        }}
      />
    </Suspense>
  );
}

/** Memoised: the shell re-renders on every tab switch and navigation; this only when its props change. */
export const NoticeCenter = memo(function NoticeCenter({ systemCode }: { systemCode: string }) {
  const { state, close } = useNoticeCenter();
  return (
    <>
      <NoticePopup notice={state.popup} onClose={() => close("popup")} />
      <ExportNotice notice={state.exportNotice} />
      <OfflineDialog notice={state.offline} onClose={() => close("offline")} />
      <ForcedLogoutDialog notice={state.forcedLogout} />
      <LiveNotice />
      <AnnouncementPopup systemCode={systemCode} />
      <PortalPageDrawer />
    </>
  );
});
