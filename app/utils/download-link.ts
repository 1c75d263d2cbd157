/**
 * The download-link filter of export notifications: only `http`, `https`, `ftp` and `file`
 * URLs are followed (EXPORT-20).
 *
 * The scheme is the one the WHATWG URL parser (the browser's) sees, so tricks such as
 * `JaVaScRiPt:`, `java\tscript:` or leading control characters are judged as the browser would
 * judge them. On top of that, any ASCII whitespace or control character anywhere in the link
 * refuses it, relative links are refused (they have no scheme of their own: `//host/x`), and so
 * is any backslash (`http:\\evil.example` is read as `http://evil.example/` by the browser's parser).
 *
 * One filter for every download path of the portal: the export notices (msgType 8), the
 * download centre, the task tracker and the download socket (issue 26).
 *
 * @module utils/download-link
 * @see EXPORT-20
 */

const FOLLOWED_PROTOCOLS: ReadonlySet<string> = new Set(["http:", "https:", "ftp:", "file:"]);
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u009f\u2028\u2029\u00a0\ufeff]/;

/**
 * The normalised link to follow, or null when it must not be followed.
 * @param raw the `fileUrl` of the message (any value; non-strings give null).
 * @returns the parsed URL's `href` (http, https, ftp or file), or null. Never throws.
 * @see EXPORT-20
 */
export function followableLink(raw: unknown): string | null {
  if (typeof raw !== "string" || raw === "" || raw.length > 4096 || CONTROL_OR_SPACE.test(raw) || raw.includes("\\")) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  return FOLLOWED_PROTOCOLS.has(url.protocol) ? url.href : null;
}
