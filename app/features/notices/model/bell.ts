/**
 * Pure rules of the notification bell.
 * @module features/notices/model/bell
 */
import { NOTIFICATION_LIST_PATH } from "./notice-menu";

/** Counts above this show as `99+`. @see NOTIF-02 */
export const BADGE_MAX = 99;

/** The badge text of an unread count: "" for 0 (no badge), `99+` above 99. @see NOTIF-01 @see NOTIF-02 */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return "";
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}

/** Mark-all-read is enabled only while something is unread. @see NOTIF-08 */
export function canMarkAllRead(count: number): boolean {
  return Number.isFinite(count) && count > 0;
}

/** The notification list path, or one notification's detail. @see NOTIF-04 */
export function notificationPath(id?: number | string): string {
  const base = NOTIFICATION_LIST_PATH;
  return id === undefined ? base : `${base}?id=${encodeURIComponent(String(id))}`;
}

/** A classification's names, as queryClassification gives them. */
export interface ClassificationNames {
  classificationName: string;
  classificationEnName?: string | null;
  classificationKrName?: string | null;
}

/**
 * The classification's name in `language` (`zh-CN`, `en-US`, `ko-KR` or the underscore forms):
 * the English or Korean name when it is non-blank, else the Chinese one. @see I18N-07
 */
export function classificationName(c: ClassificationNames, language: string): string {
  const local = language.startsWith("en") ? c.classificationEnName : language.startsWith("ko") ? c.classificationKrName : null;
  return typeof local === "string" && local.trim() !== "" ? local : c.classificationName;
}
