/**
 * The one check for an address the portal opens outside itself (an app of the market, the
 * flagship demo environment): ground floor, so every feature reuses it.
 * @module utils/safe-url
 */

/**
 * An address as the portal may open it: an absolute http(s) URL without credentials,
 * normalised; null for anything else (`javascript:`, `data:`, relative, malformed), so the page
 * offers no link rather than a dangerous one. Never throws.
 * @see USER-07 @see DEMO-06
 */
export function safeAppUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return (u.protocol === "https:" || u.protocol === "http:") && !u.username && !u.password ? u.href : null;
  } catch {
    return null;
  }
}
