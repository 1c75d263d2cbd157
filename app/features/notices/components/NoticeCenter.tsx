/**
 * Everything the notice socket shows in the shell, mounted once in the shell layout: the
 * dispatcher (toasts, the msgType 3 popup, the export notification, the forced-logout and
 * offline dialogs), the live-broadcast notice, the announcement popup on arrival (closed ones
 * are not shown again) and the drawer that shows a portal page while no tab feature opens it.
 * The announcement modal (with Chakra's tabs) is its own chunk (modal-chunk.ts): the server
 * renders it into the document when the shell loader found announcements to show, and this
 * module makes hydration wait for the chunk (holdHydrationForModal, issue 10).
 */
import { Suspense, lazy, memo, startTransition, useEffect, useRef, useState, type ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { useNonce } from "~/components/ui/nonce";
import { notify } from "~/components/ui/notify";
import { lazyOverlay } from "~/components/ui/lazy-overlay";
import type { Announcement } from "~/gateway/notice-schemas";
import { closedAnnouncementIds, loadAnnouncements, migrateLegacyClosed, rememberClosed } from "../announcements";
import { holdHydrationForModal, loadAnnouncementModal, loadedAnnouncementModal } from "../modal-chunk";
import { useNoticeCenter } from "../use-notice-center";
import { LiveNotice } from "./LiveNotice";
import { closeFallbackPage, useFallbackPage, usePageShowRequests } from "../page-opener";
import { useCountdown } from "../use-countdown";
import { logOutDocument } from "~/utils/logout";
import { onShellEvent, type ShellEvent } from "~/utils/shell-events";

/** The modal's tab a request names. */
type AnnouncementTab = Extract<ShellEvent, { type: "announcements:open" }>["tab"];

// The socket's dialogs are closed at first paint: their chunk loads when one first opens, or when
// the page is idle (~/components/ui/lazy-overlay, issue 10).
const dialogs = () => import("./NoticeDialogs");
const NoticePopup = lazyOverlay(() => dialogs().then((m) => m.NoticePopup), (p) => p.notice !== null, (p) => p.onClose());
const OfflineDialog = lazyOverlay(() => dialogs().then((m) => m.OfflineDialog), (p) => p.notice !== null, (p) => p.onClose());
// Its countdown runs here (ForcedLogoutHost), so the logout happens even if the dialog cannot load.
const ForcedLogoutDialog = lazyOverlay(() => dialogs().then((m) => m.ForcedLogoutDialog), (p) => p.notice !== null, () => undefined);
const PortalPageDrawer = lazyOverlay(() => import("./PortalPageDrawer").then((m) => m.PortalPageDrawer), (p) => p.open !== null, () => closeFallbackPage());

/** The forced-logout notice: its 3 s countdown, then logout (SOCK-20, SOCK-21), and its dialog. */
function ForcedLogoutHost({ notice }: { notice: ComponentProps<typeof ForcedLogoutDialog>["notice"] }) {
  const left = useCountdown(notice?.endsAt ?? null, logOutDocument);
  return <ForcedLogoutDialog notice={notice} left={left} />;
}

/** The portal-page drawer's state (`page:open` while no tab feature handles it, `page:show`). */
function PortalPageHost() {
  const open = useFallbackPage();
  usePageShowRequests();
  return <PortalPageDrawer open={open} />;
}

// Evaluated before the browser entry hydrates: a server-rendered modal's chunk is awaited.
holdHydrationForModal();

const loadModal = () => loadAnnouncementModal().then((m) => ({ default: m }));
/** A chunk that failed to load (offline) shows no popup rather than breaking the shell. */
const LazyAnnouncementModal = lazy(() => loadModal().catch(() => ({ default: () => null })));

/**
 * The modal: rendered at once, with no Suspense boundary, when its chunk is already here (the
 * server's render, whose loader loaded it, and the hydration of it, whose entry loaded it:
 * a boundary would hydrate after the rest of the shell, and the first update reaching it
 * before that would make React render it again, error #421); else lazily.
 */
function AnnouncementModal(props: ComponentProps<typeof LazyAnnouncementModal>) {
  const Loaded = loadedAnnouncementModal();
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyAnnouncementModal {...props} />
    </Suspense>
  );
}

/** Selector of the dialog's backdrop and positioner (Chakra's data-scope and data-part attributes; unquoted: React escapes quotes in the no-script text, and a style element does not decode them). */
const DIALOG_LAYERS = "[data-scope=dialog][data-part=backdrop],[data-scope=dialog][data-part=positioner]";

/**
 * Without scripts (disabled, or not loaded) the server-rendered modal could not be closed and
 * would cover the no-script menu: it is hidden then. Browsers with scripts never build this.
 */
function NoScriptHidden() {
  const nonce = useNonce();
  return (
    <noscript>
      <style nonce={nonce}>{`${DIALOG_LAYERS}{display:none!important}`}</style>
    </noscript>
  );
}

/**
 * The announcement modal: on arrival with the popup announcements not closed yet (ANN-02), and
 * on request (the toolbar's new-function button, `announcements:open`) with all of them, on the
 * requested tab (LAYOUT-40). A request with none to show says so; one whose list cannot load
 * says that, both in the user's language.
 *
 * `arrival` is the list the shell loader read (already without the closed ones): the server
 * renders the modal into the document, so it is part of the first paint (issue 10). When the
 * loader could not read it (null), the list is fetched after hydration, as before.
 */
function AnnouncementPopup({ systemCode, arrival }: { systemCode: string; arrival: readonly Announcement[] | null }) {
  const { t } = useTranslation("notices");
  const [shown, setShown] = useState<{ list: readonly Announcement[]; tab: AnnouncementTab }>(() => ({ list: arrival ?? [], tab: "key-features" }));
  // Server-rendered: inline for good (see AnnouncementModal's `inline`; a switch would remount it).
  const [inline] = useState(() => arrival !== null && arrival.length > 0);
  // The list the first render already shows: not applied a second time.
  const applied = useRef(arrival);
  useEffect(() => {
    let live = true;
    // On arrival the modal renders in slices (a transition), not in one task (issue 10).
    const show = (popup: readonly Announcement[]) => {
      const closed = closedAnnouncementIds();
      startTransition(() => setShown({ list: popup.filter((a) => !closed.has(a.announcementId)), tab: "key-features" }));
    };
    if (arrival !== null && arrival === applied.current) {
      // Ids closed while they were kept in localStorage: the server did not know them.
      if (migrateLegacyClosed()) show(arrival);
      return;
    }
    applied.current = arrival;
    if (arrival !== null) show(arrival);
    else {
      void loadModal().catch(() => undefined); // In parallel with the list; rendering retries a failure.
      void loadAnnouncements(systemCode).then((r) => live && r && show(r.popup));
    }
    return () => {
      live = false;
    };
  }, [systemCode, arrival]);
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
    <>
      <NoScriptHidden />
      <AnnouncementModal
        list={shown.list}
        initialTab={shown.tab}
        inline={inline}
        open
        onClose={() => {
          rememberClosed(shown.list.map((a) => a.announcementId));
          setShown({ list: [], tab: "key-features" });
        }}
      />
    </>
  );
}

/** Memoised: the shell re-renders on every tab switch and navigation; this only when its props change. */
export const NoticeCenter = memo(function NoticeCenter({ systemCode, arrival = null }: { systemCode: string; arrival?: readonly Announcement[] | null }) {
  const { state, close } = useNoticeCenter();
  return (
    <>
      <NoticePopup notice={state.popup} onClose={() => close("popup")} />
      <OfflineDialog notice={state.offline} onClose={() => close("offline")} />
      <ForcedLogoutHost notice={state.forcedLogout} />
      <LiveNotice />
      <AnnouncementPopup systemCode={systemCode} arrival={arrival} />
      <PortalPageHost />
    </>
  );
});
