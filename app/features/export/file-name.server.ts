/**
 * The saved file's name on the way out: a `Content-Disposition: attachment` header that keeps
 * any Unicode name (RFC 6266 / RFC 8187 `filename*`) with an ASCII `filename` fallback for old
 * clients, built by the `content-disposition` package.
 * @module features/export/file-name
 * @see EXPORT-22
 */
import { create } from "content-disposition";

/** Longest saved name kept, characters (code points). */
export const MAX_FILE_NAME_CHARS = 200;

// eslint-disable-next-line no-control-regex -- control characters are what is removed
const UNSAFE = /[\u0000-\u001f\u007f-\u009f/\\]/g;

/**
 * The name to save as: lone surrogates made well-formed, control characters dropped, slashes
 * and backslashes (path separators) replaced by `_`, trimmed, at most {@link MAX_FILE_NAME_CHARS}
 * code points; `fallback` when nothing is left. Never throws.
 */
export function safeFileName(raw: unknown, fallback = "download"): string {
  const text = typeof raw === "string" ? raw.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd") : "";
  const cleaned = [...text.replace(UNSAFE, (c: string) => (c === "/" || c === "\\" ? "_" : ""))].slice(0, MAX_FILE_NAME_CHARS).join("").trim();
  return cleaned === "" || cleaned === "." || cleaned === ".." ? fallback : cleaned;
}

/** The ASCII fallback: non-ASCII and quote characters as `_`, the extension kept. */
function asciiFallback(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["%]/g, "_");
  return /[A-Za-z0-9]/.test(ascii.replace(/\.[^.]*$/, "")) ? ascii : `download${/\.[A-Za-z0-9]{1,8}$/.exec(name)?.[0] ?? ""}`;
}

/**
 * `attachment; filename="…"; filename*=UTF-8''…` for {@link safeFileName}`(raw)`.
 * @see EXPORT-22
 */
export function attachmentHeader(raw: unknown): string {
  const name = safeFileName(raw);
  return create(name, { fallback: asciiFallback(name) });
}
