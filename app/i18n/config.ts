/**
 * Language configuration shared by server and browser.
 *
 * Internally i18next uses BCP-47 codes (`zh-CN`, `en-US`, `ko-KR`) because remix-i18next only
 * matches `-`; the cookie and the gateway use `zh_CN`, `en_US`, `ko_KR`. Convert at the edges
 * with {@link toGatewayLanguage} and {@link fromGatewayLanguage} (DESIGN.md §4).
 *
 * @see I18N-01 three languages; I18N-02 zh_CN by default; I18N-03 zh_TW/pt_BR never offered.
 */
export const supportedLngs = ["zh-CN", "en-US", "ko-KR"] as const;
export type Lng = (typeof supportedLngs)[number];
export type GatewayLng = "zh_CN" | "en_US" | "ko_KR";

/** The default language (I18N-02). */
export const fallbackLng: Lng = "zh-CN";
/** Name of the language cookie: raw value `zh_CN` | `en_US` | `ko_KR`, readable by scripts. */
export const LANGUAGE_COOKIE = "lng";
export const defaultNS = "common";
/** `<meta name>` of the document's namespaces used by the server render (entry.server/client). */
export const NAMESPACES_META = "i18n-ns";

/** The language's own name, as the selector shows it. */
export const languageLabels: Record<GatewayLng, string> = {
  zh_CN: "简体中文",
  en_US: "English",
  ko_KR: "한국어",
};

/** `zh-CN` → `zh_CN`. Unknown → `zh_CN`. */
export function toGatewayLanguage(lng: string | null | undefined): GatewayLng {
  const normalised = (lng ?? "").replace("-", "_");
  return (["zh_CN", "en_US", "ko_KR"] as const).find((l) => l === normalised) ?? "zh_CN";
}

/** `zh_CN` (or `zh-CN`) → `zh-CN`; anything else (including zh_TW, pt_BR) → null (I18N-03). */
export function fromGatewayLanguage(value: string | null | undefined): Lng | null {
  if (!value) return null;
  const normalised = value.trim().replace("_", "-");
  return supportedLngs.find((l) => l.toLowerCase() === normalised.toLowerCase()) ?? null;
}

/**
 * Reads the language cookie from a raw `Cookie` header (not a Remix cookie: its value is the
 * plain code). Returns null when absent or unsupported.
 */
export function languageFromCookieHeader(cookieHeader: string | null | undefined): Lng | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== LANGUAGE_COOKIE) continue;
    try {
      return fromGatewayLanguage(decodeURIComponent(rest.join("=")));
    } catch {
      return null; // a malformed cookie value means no choice, never an error page
    }
  }
  return null;
}

/** `Set-Cookie` value persisting the language for a year (path /, SameSite=Lax). */
export function languageCookie(lng: Lng, secure = false): string {
  const value = toGatewayLanguage(lng);
  return `${LANGUAGE_COOKIE}=${value}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}
