/**
 * What the shell does for one {@link NoticeAction}, as data: the bell refresh (SOCK-07, SOCK-18),
 * the toast, the popup, the timed export notification (EXPORT-19), the guide reload (SOCK-10),
 * the dialogs (SOCK-20, SOCK-23) and the quiet-hours reload (SOCK-19).
 *
 * @module features/notices/model/effects
 */
import type { NoticeAction } from "./classify";

/** The effects of one message. Times are epoch ms. */
export interface NoticeEffects {
  /** Query the unread count again. */
  refreshBell: boolean;
  /** A toast with this title and text (under LAYOUT-36/37). */
  toast: { title: string; info: string } | null;
  /** The msgType 3 popup, closing itself after `countdownMs`. */
  popup: { title: string; info: string; countdownMs: number } | null;
  /** The export notification: shown from `showAt` until `hideAt`; `link` null means no link. */
  exportNotice: { title: string; info: string; link: string | null; showAt: number; hideAt: number } | null;
  reloadGuide: boolean;
  reloadQuietHours: boolean;
  /** The forced-logout dialog: log out at `logoutAt`. */
  forcedLogout: { title: string; info: string; logoutAt: number } | null;
  /** The offline dialog (change password / log in again). */
  offline: { title: string; info: string } | null;
}

const NONE: NoticeEffects = {
  refreshBell: false, toast: null, popup: null, exportNotice: null,
  reloadGuide: false, reloadQuietHours: false, forcedLogout: null, offline: null,
};

/**
 * The effects of `action` for a message that arrived at `arrivedAt` (ms).
 * A quiet-hours change notice also refreshes the bell (expected: it is a notice too).
 * @see SOCK-07 @see SOCK-08 @see SOCK-18 @see SOCK-19 @see EXPORT-19
 */
export function effectsOf(action: NoticeAction, arrivedAt: number): NoticeEffects {
  switch (action.kind) {
    case "drop":
      return NONE;
    case "notice": {
      const { msgTitle: title, msgInfo: info } = action.message;
      return { ...NONE, refreshBell: true, popup: action.popup ? { title, info, countdownMs: action.countdownMs } : null };
    }
    case "toast": {
      const { msgTitle: title, msgInfo: info } = action.message;
      return { ...NONE, refreshBell: true, toast: action.silenced ? null : { title, info } };
    }
    case "guide":
      return { ...NONE, reloadGuide: true };
    case "export": {
      const showAt = arrivedAt + action.delayMs;
      return { ...NONE, exportNotice: { title: action.title, info: action.info, link: action.link, showAt, hideAt: showAt + action.durationMs } };
    }
    case "forced-logout":
      return { ...NONE, forcedLogout: { title: action.title, info: action.info, logoutAt: arrivedAt + action.countdownMs } };
    case "offline":
      return { ...NONE, offline: { title: action.title, info: action.info } };
    case "reload-quiet-hours":
      return { ...NONE, reloadQuietHours: true, refreshBell: true };
  }
}
