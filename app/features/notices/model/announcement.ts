/**
 * Pure rules of announcements: the modal's tabs (ANN-04), type 7's JSON content (ANN-05),
 * attachment links (ANN-08) and the live-broadcast details path (ANN-17, ANN-18).
 *
 * @module features/notices/model/announcement
 */
import { z } from "zod";
import { followableLink } from "~/utils/download-link";

/** The announcementType of a key feature. @see ANN-04 */
export const KEY_FEATURE_TYPE = 7;

/** Splits announcements into the modal's tabs: type 7 → key features, the rest → version updates. @see ANN-04 */
export function splitTabs<T extends { announcementType: number }>(list: readonly T[]): { keyFeatures: T[]; versionUpdates: T[] } {
  return {
    keyFeatures: list.filter((a) => a.announcementType === KEY_FEATURE_TYPE),
    versionUpdates: list.filter((a) => a.announcementType !== KEY_FEATURE_TYPE),
  };
}

const keyFeatureSchema = z.object({
  fileList: z.array(z.object({ fileName: z.string().nullish(), fileUrl: z.unknown() }).passthrough()).nullish(),
  visitLink: z.unknown().optional(),
});

/** A type 7 announcement's content, with only followable links kept. */
export interface KeyFeatureContent {
  files: Array<{ fileName: string; fileUrl: string }>;
  /** A same-origin path (`/…`) or an http(s) URL; null when absent or unsafe. */
  visitLink: string | null;
}

/** A visit link that may be opened: a same-origin absolute path, or an http(s) URL. */
export function safeVisitLink(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/^\/(?![/\\])/.test(raw) && !/[\u0000-\u0020\u007f\\]/.test(raw)) return raw;
  const url = followableLink(raw);
  return url !== null && /^https?:/.test(url) ? url : null;
}

/**
 * Parses a type 7 `announcementContent` (JSON with fileList and visitLink). Never throws.
 * @returns null when the content is not that JSON.
 * @see ANN-05
 */
export function parseKeyFeature(content: string): KeyFeatureContent | null {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    return null;
  }
  const parsed = keyFeatureSchema.safeParse(json);
  if (!parsed.success) return null;
  const files = (parsed.data.fileList ?? []).flatMap((f) => {
    const fileUrl = followableLink(f.fileUrl);
    return fileUrl === null ? [] : [{ fileName: f.fileName ?? "", fileUrl }];
  });
  return { files, visitLink: safeVisitLink(parsed.data.visitLink) };
}

/** File extensions a type 7 file is shown as an image by (lower case). @see ANN-05 */
export const IMAGE_EXTENSIONS: ReadonlySet<string> = new Set(["png", "jpg", "jpeg", "gif", "webp"]);

/** The lower-case extension of the last path segment of `name` ("" when none). */
function extensionOf(name: string): string {
  const last = name.split(/[/\\]/).pop() ?? "";
  const dot = last.lastIndexOf(".");
  return dot > 0 && dot < last.length - 1 ? last.slice(dot + 1).toLowerCase() : "";
}

/**
 * How a type 7 file is shown: `image` (an <img>) when its URL is a followable http(s) URL and
 * its file name or its URL's path ends in an image extension ({@link IMAGE_EXTENSIONS});
 * `link` (a download link) otherwise, e.g. a PDF, an ftp: or file: URL, or an unparseable one.
 * Never throws.
 * @param file a file of {@link parseKeyFeature} (its `fileUrl` already followable) or any raw one
 * @see ANN-05
 */
export function keyFeatureFileKind(file: { fileName: string; fileUrl: string }): "image" | "link" {
  const href = followableLink(file.fileUrl);
  if (href === null) return "link";
  const url = new URL(href);
  if (url.protocol !== "http:" && url.protocol !== "https:") return "link";
  const ext = [extensionOf(file.fileName), extensionOf(url.pathname)];
  return ext.some((e) => IMAGE_EXTENSIONS.has(e)) ? "image" : "link";
}

/**
 * The link of an attachment (`enclosureFileUrl`), or null when it cannot be parsed or is not
 * followable: the caller then shows the parameter-error message.
 * @see ANN-08
 */
export function attachmentLink(raw: unknown): string | null {
  return followableLink(raw);
}

/**
 * The sso-web path of a live broadcast, or null without a liveId (the caller shows
 * `live data abnormal`, ANN-17).
 * @see ANN-17 @see ANN-18
 */
export function liveDetailsPath(liveId: unknown): string | null {
  const id = typeof liveId === "number" || typeof liveId === "string" ? String(liveId).trim() : "";
  if (!/^\d{1,18}$/.test(id)) return null;
  return `/company/helper/live-roadcast/details?liveId=${id}`;
}
