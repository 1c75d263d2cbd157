/**
 * Everything the notice socket shows in the shell, mounted once in the shell layout: the
 * dispatcher (toasts, the msgType 3 popup, the export notification, the forced-logout and
 * offline dialogs), the live-broadcast notice, the announcement popup on arrival (closed ones
 * are not shown again) and the drawer that shows a portal page while no tab feature opens it.
 * The announcement modal (with Chakra's tabs) is its own chunk, fetched alongside the
 * announcements it shows (issue 10: nothing of it paints at first).
 */
import { Suspense, lazy, memo, useEffect, useState } from "react";
import type { Announcement } from "~/gateway/notice-schemas";
import { closedAnnouncementIds, loadAnnouncements, rememberClosed } from "../announcements";
import { useNoticeCenter } from "../use-notice-center";
import { ExportNotice } from "./ExportNotice";
import { LiveNotice } from "./LiveNotice";
import { ForcedLogoutDialog, NoticePopup, OfflineDialog } from "./NoticeDialogs";
import { PortalPageDrawer } from "./PortalPageDrawer";

const loadModal = () => import("./AnnouncementModal").then((m) => ({ default: m.AnnouncementModal }));
/** A chunk that failed to load (offline) shows no popup rather than breaking the shell. */
const AnnouncementModal = lazy(() => loadModal().catch(() => ({ default: () => null })));

function AnnouncementPopup({ systemCode }: { systemCode: string }) {
  const [list, setList] = useState<Announcement[]>([]);
  useEffect(() => {
    let live = true;
    void loadModal().catch(() => undefined); // In parallel with the list; rendering retries a failure.
    void loadAnnouncements(systemCode).then((r) => {
      if (!live || !r) return;
      const closed = closedAnnouncementIds();
      setList(r.popup.filter((a) => !closed.has(a.announcementId)));
    });
    return () => {
      live = false;
    };
  }, [systemCode]);
  if (list.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementModal
        list={list}
        open
        onClose={() => {
          rememberClosed(list.map((a) => a.announcementId));
          setList([]);
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
