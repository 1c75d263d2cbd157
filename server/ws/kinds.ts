/**
 * The socket kinds the proxy serves (`/ws/{kind}`) and where each goes upstream. One table,
 * one proxy: a later issue adds a kind by adding a row.
 * @module server/ws/kinds
 * @see SOCK-01 @see AISOCK-01
 */
import { upstreamFrameData } from "../../app/features/assistant/socket-frames.server";
import { fallbackLng, languageFromCookieHeader, type Lng } from "../../app/i18n/config";

/** The kinds a browser may open. */
export type ProxyKind = "notice" | "download" | "assistant";

/** What the upstream builder gets: the session's credentials and the resolved hosts (ws: / wss:). */
export interface UpstreamContext {
  token: string;
  company: string;
  /** The logged-in user's name (the assistant frames' `userid`). */
  userName?: string;
  /**
   * The user's language in HTTP form (`zh-CN` | `en-US` | `ko-KR`), from the portal's language
   * cookie ({@link upstreamLanguage}); absent means the default, zh-CN.
   */
  language?: Lng;
  /** The host of the shell sockets, chosen by SSO_SOCKET_TYPE (SOCK-02), e.g. `ws://gw:3100`. */
  socketBase: string;
  /** The main gateway as ws: / wss:. */
  gatewayBase: string;
  /** The assistant host as ws: / wss: (ASSISTANT_URL, else the gateway). */
  assistantBase: string;
}

/** Where to connect upstream. The token lives only here, server-side. */
export interface UpstreamTarget {
  url: string;
  headers?: Record<string, string>;
  /**
   * Rewrites each text frame from the browser before it goes upstream; null drops the frame.
   * Absent: frames pass as they came.
   */
  frameOut?: (text: string) => string | null;
}

/** `text` parsed as a JSON object (not an array), or null for anything else. */
function objectFrame(text: string): Record<string, unknown> | null {
  try {
    const frame: unknown = JSON.parse(text);
    return typeof frame === "object" && frame !== null && !Array.isArray(frame) ? (frame as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The assistant frame as it goes upstream: the browser's `{method, data}` with `authorization`,
 * `company_code`, `userid` and source `aiRobot` set here, server-side, so page JavaScript never
 * holds the token. A `message` frame's `images[]` keeps only the URLs the portal handed out
 * (features/assistant/socket-frames). A frame that is not a JSON object is dropped (null).
 * @see AISOCK-03 @see AISOCK-19 @see AI-65
 */
export function assistantFrameOut(text: string, c: Pick<UpstreamContext, "token" | "company" | "userName">): string | null {
  const frame = objectFrame(text);
  if (!frame) return null;
  const { method, data } = frame;
  if (typeof method !== "string") return null;
  const owner = { userName: c.userName ?? "", company: c.company };
  return JSON.stringify({ authorization: c.token, company_code: c.company, source: "aiRobot", method, userid: c.userName ?? "", data: upstreamFrameData(method, data ?? {}, owner) });
}

/**
 * A download-socket frame as it goes upstream: the browser's heartbeat `{code, msg}` with
 * `company` and `authorization` set here, server-side, so the page never holds the token
 * (EXPORT-15). Anything that is not a JSON object with at most a code and a msg is dropped (null).
 * @see EXPORT-15
 */
export function downloadFrameOut(text: string, c: Pick<UpstreamContext, "token" | "company">): string | null {
  const frame = objectFrame(text);
  if (!frame) return null;
  const { code, msg } = frame;
  if (Object.keys(frame).some((k) => k !== "code" && k !== "msg")) return null;
  const safeCode = typeof code === "number" || typeof code === "string" ? code : 0;
  return JSON.stringify({ code: safeCode, msg: typeof msg === "string" ? msg.slice(0, 200) : "", company: c.company, authorization: c.token });
}

/**
 * The user's language for an upstream socket: the portal's language cookie (`lng`, raw
 * `zh_CN` | `en_US` | `ko_KR`) of the upgrade request, validated against the three supported
 * languages, in the `Accept-Language` form the stream route sends (`zh-CN`, `en-US`, `ko-KR`,
 * as the gateway client's ACCEPT_LANGUAGE); zh-CN when absent or anything else.
 * @see I18N-02
 */
export function upstreamLanguage(cookieHeader: string | undefined): Lng {
  return languageFromCookieHeader(cookieHeader) ?? fallbackLng;
}

/** One row of the table. `usesSocketHost`: needs the SSO_SOCKET_TYPE lookup first. */
export interface KindRow {
  usesSocketHost: boolean;
  upstream(ctx: UpstreamContext): UpstreamTarget;
}

/** kind → upstream. Tokens are path-encoded; URLs are never logged. */
export const PROXY_KINDS: Readonly<Record<ProxyKind, KindRow>> = {
  /** The shell notice socket: `/sso/ecSocket/{token}` on the SSO_SOCKET_TYPE host. @see SOCK-01 */
  notice: {
    usesSocketHost: true,
    upstream: (c) => ({ url: `${c.socketBase}/sso/ecSocket/${encodeURIComponent(c.token)}` }),
  },
  /**
   * The export-centre download socket (path provisional: the host is not shown, assistant §7);
   * the browser's heartbeat gets company and authorization here (EXPORT-15).
   */
  download: {
    usesSocketHost: true,
    upstream: (c) => ({ url: `${c.socketBase}/sso/downloadSocket/${encodeURIComponent(c.token)}`, frameOut: (text) => downloadFrameOut(text, c) }),
  },
  /**
   * The assistant socket: `/unite` on the assistant host, credentials and the user's language
   * (`Accept-Language`, so the host answers in it) as headers. @see AISOCK-01
   */
  assistant: {
    usesSocketHost: false,
    upstream: (c) => ({
      url: `${c.assistantBase}/unite`,
      headers: { Authorization: c.token, Company: c.company, "Accept-Language": c.language ?? fallbackLng },
      frameOut: (text) => assistantFrameOut(text, c),
    }),
  },
};

/**
 * The kind of a request path `{basePath}ws/{kind}` (query ignored), or null for anything else.
 * `basePath` is "/" or a prefixed deployment's "/pre/" (ROUTE-44).
 */
export function kindOfPath(url: string | undefined, basePath = "/"): ProxyKind | null {
  const path = (url ?? "").split("?")[0]!;
  if (!path.startsWith(basePath)) return null;
  const m = /^ws\/([a-z]+)\/?$/.exec(path.slice(basePath.length));
  const kind = m?.[1];
  return kind !== undefined && Object.hasOwn(PROXY_KINDS, kind) ? (kind as ProxyKind) : null;
}

/** `http(s)://host[/prefix]` → `ws(s)://host[/prefix]` without a trailing slash. */
export function toWsBase(httpUrl: string): string {
  return httpUrl.replace(/^http(s?):/i, "ws$1:").replace(/\/+$/, "");
}
