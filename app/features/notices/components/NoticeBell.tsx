/**
 * The notification bell (NOTIF-01..NOTIF-08): its state (useBell) and, until the panel's module
 * is here, the bell button alone. The panel (BellPopover, with Zag's popover, positioning and
 * dismissal code) is not first-load code (issue 10, `shell_js_gzip_bytes`): it is loaded once
 * the page is idle (at the latest 1 s after the bell mounts) or on the first hover, and a click
 * before that loads it and opens it (~/components/ui/on-demand). Focus on the button is kept
 * when the panel takes its place; a panel opened by that click takes the focus, as any open does.
 *
 * In demo mode the bell is inert (DEMO-05, as DEMO-01): it loads nothing (no unread count, no
 * preview), and opening it shows the demo tip instead of the panel.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "~/components/ui/notify";
import { useOnDemand } from "~/components/ui/on-demand";
import { warnDemo } from "~/features/account";
import { retryingImport } from "~/utils/retrying-import";
import { useBell } from "../use-bell";
import { useNoticeSocket } from "../use-notice-socket";
import { whenIdle } from "../warm-up";
import { BellButton } from "./BellButton";

const panel = retryingImport(() => import("./BellPopover").then((m) => m.BellPopover));

/** The demo user's bell: no badge, no call; a click warns. @see DEMO-05 */
function DemoBell() {
  const { t } = useTranslation("notices");
  const { connected } = useNoticeSocket();
  return <BellButton count={0} connected={connected} data-demo="" onClick={() => warnDemo(t)} />;
}

function LiveBell({ listOffered }: { listOffered: boolean }) {
  const { t } = useTranslation("notices");
  const { bell, connected, markAllRead } = useBell();
  const [focused, setFocused] = useState(false);
  const { loaded: Popover, openAtMount, load, triggerProps } = useOnDemand(panel, () => void notify({ type: "error", title: t("common:errors.partLoadFailed") }));
  const idle = !Popover;
  useEffect(() => (idle ? whenIdle(() => load(false), 1_000) : undefined), [idle]); // eslint-disable-line react-hooks/exhaustive-deps -- load is stable in effect
  if (Popover) return <Popover bell={bell} connected={connected} markAllRead={markAllRead} defaultOpen={openAtMount} focusButton={focused} listOffered={listOffered} />;
  return (
    <BellButton
      count={bell?.noReadCount ?? 0}
      connected={connected}
      aria-haspopup="dialog"
      {...triggerProps}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    />
  );
}

/**
 * Props: `isDemo`, the account's demo mode (the shell's `account.isDemo`); `listOffered`, whether
 * the user's menu holds the notification list ({@link noticePagesOffered}).
 * @see DEMO-05 @see NOTIF-09
 */
export function NoticeBell({ isDemo = false, listOffered }: { isDemo?: boolean; listOffered: boolean }) {
  return isDemo ? <DemoBell /> : <LiveBell listOffered={listOffered} />;
}
