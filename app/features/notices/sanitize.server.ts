/**
 * Announcements made safe on the portal's server before any page (ANN-05): their HTML content in
 * every language goes through {@link sanitizeHtml} (app/utils/safe-html.server.ts says what is kept).
 * @module features/notices/sanitize
 * @see ANN-05
 */
import type { Announcement } from "~/gateway/notice-schemas";
import { sanitizeHtml } from "~/utils/safe-html.server";
import { KEY_FEATURE_TYPE } from "./model";

/** The content fields of an announcement, per language (I18N-08). */
const CONTENT_FIELDS = ["announcementContent", "announcementContentEn", "announcementContentKr"] as const;

/**
 * `announcement` with its HTML content sanitised in every language; a key feature (type 7) is
 * JSON, not HTML, and is returned unchanged (its files and link are checked where they show).
 * @see ANN-05
 */
export function cleanAnnouncement(announcement: Announcement): Announcement {
  if (announcement.announcementType === KEY_FEATURE_TYPE) return announcement;
  const out: Announcement = { ...announcement };
  const fields = out as Record<string, unknown>;
  for (const field of CONTENT_FIELDS) {
    const value = fields[field];
    if (typeof value === "string") fields[field] = sanitizeHtml(value);
  }
  return out;
}
