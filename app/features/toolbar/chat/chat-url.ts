/**
 * The customer-service chat window's address (LAYOUT-31), pure: its query parameters and the
 * rule that only an http(s) address on the configured chat host is ever handed out.
 * @module features/toolbar/chat/chat-url
 * @see LAYOUT-31
 */

/** The systems that have a chat of their own (shell §2); any other system uses ERP's. */
export const CHAT_SYSTEMS = ["ERP", "LISTING", "AMAZON_OPERATE", "M2B", "WMS", "TMS"] as const;

/** The chat window's query, with the wire names the chat service reads. */
export interface ChatQuery {
  /** The seller's account: the gateway user's userId. */
  accountId: string;
  /** The customer-service agent group (ECS_CUSTOMER_CONFIG `AgentId`). */
  AgentId: string;
  /** Who the agent sees: company, else phone, else nick name, then the packages (see {@link chatNickName}). */
  nickName: string;
  /** The chat of the current system (ECS_CUSTOMER_CONFIG row named by its systemCode). */
  chatId: string;
  /** The visitor: the gateway user's userCode, else its user name. */
  visitorId: string;
}

/**
 * The nick name the agent sees: the company name, or when empty the phone, or when empty the
 * nick name, followed by the package names in brackets (`"Acme (ERP Pro, Ads)"`); blanks trimmed.
 */
export function chatNickName(who: { companyName?: string | null; phone?: string | null; nickName?: string | null }, packages: readonly string[]): string {
  const name = [who.companyName, who.phone, who.nickName].map((v) => v?.trim() ?? "").find((v) => v !== "") ?? "";
  const names = packages.map((p) => p.trim()).filter((p) => p !== "");
  if (names.length === 0) return name;
  return name ? `${name} (${names.join(", ")})` : names.join(", ");
}

/**
 * The chatId of `systemCode` from the ECS_CUSTOMER_CONFIG rows (`systemName` → `systemValue`):
 * the system's own when it is one of {@link CHAT_SYSTEMS} and configured, else ERP's; null when
 * neither is configured.
 */
export function chatIdFor(systemCode: string, rows: ReadonlyMap<string, string>): string | null {
  const own = (CHAT_SYSTEMS as readonly string[]).includes(systemCode) ? rows.get(systemCode) : undefined;
  return own || rows.get("ERP") || null;
}

/**
 * The chat window's URL: `base` with the five parameters of {@link ChatQuery} set (encoded;
 * any same-named parameter of `base` replaced, its other parameters kept).
 * @param base the configured chat address (CHAT_URL)
 * @returns null when `base` is not an absolute http(s) URL, carries credentials, or when any
 *   parameter is empty; the result is always on `base`'s own origin
 */
export function buildChatUrl(base: string, query: ChatQuery): string | null {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return null;
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password || !url.hostname) return null;
  const entries = Object.entries(query) as [keyof ChatQuery, string][];
  if (entries.some(([, v]) => typeof v !== "string" || v.trim() === "")) return null;
  for (const [k, v] of entries) url.searchParams.set(k, v);
  url.hash = "";
  return url.href;
}

/**
 * Whether `href` may be opened as the chat window: an absolute http(s) URL on exactly the origin
 * (scheme, host and port) of the configured `base`. The browser checks the server's answer with
 * it before opening anything.
 */
export function isChatUrl(href: string, base: string): boolean {
  try {
    const url = new URL(href);
    const allowed = new URL(base);
    return (url.protocol === "http:" || url.protocol === "https:") && !url.username && !url.password && url.origin === allowed.origin;
  } catch {
    return false;
  }
}
