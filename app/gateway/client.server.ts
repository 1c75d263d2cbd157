/**
 * The ONE fetch wrapper of the gateway (DESIGN.md §3.4). Server-only: loaders and actions
 * create a client per request from the session, call one function per endpoint through it,
 * then write `client.token` back to the session cookie when `client.rotated`.
 *
 * Redirects are never followed (`redirect: "manual"`): a 3xx from the gateway is a gateway error
 * of kind `http`, so the login body and the `Company` header never reach another host.
 *
 * @module gateway/client
 * @see GW-01 @see GW-03 @see GW-04 @see GW-05 @see GW-06 @see GW-11
 */
import { GatewayError, classifyReply, networkError, timeoutError, type DataSchema, type ParsedData } from "./errors";
import { TOKEN_RESPONSE_HEADER, type GatewayLanguage } from "./schemas";
import { requestContext } from "../utils/request-context.server";

export { createLogoutOnce, type LogoutOnce, type LogoutOnceOptions } from "./logout-once.server";

/** Default request timeout: 60 000 ms. @see GW-06 */
export const DEFAULT_TIMEOUT_MS = 60_000;

/** `Accept-Language` value per gateway language (the gateway's `zh_CN` → HTTP's `zh-CN`). */
export const ACCEPT_LANGUAGE: Readonly<Record<GatewayLanguage, string>> = {
  zh_CN: "zh-CN",
  en_US: "en-US",
  ko_KR: "ko-KR",
};

/** Header carrying the incoming request's id to the gateway (issue 11 "Logs"). */
export const REQUEST_ID_HEADER = "X-Request-Id";

/** Options of {@link createGatewayClient}. */
export interface GatewayClientOptions {
  /** Gateway origin (+ optional prefix), e.g. `http://127.0.0.1:4010`; a trailing `/` is ignored. */
  baseUrl: string;
  /** The raw gateway token, sent as `Authorization` (GW-03); omitted when absent (login). */
  token?: string;
  /**
   * A token cell shared by every client of one incoming request (see `gateway/session.server`):
   * each call sends `tokenRef.current`, and a rotated token (GW-05) is written back to it when
   * its response arrives, so the cell always holds the token of the last call that completed.
   * When given, `token` only seeds it if it is empty.
   */
  tokenRef?: { current: string | undefined };
  /** The encrypted company code (user info `subjectCodeEncrypt`), sent as `Company` (GW-04). */
  company?: string;
  /** The user's language, sent as `Accept-Language` (zh-CN / en-US / ko-KR). */
  language: GatewayLanguage;
  /** Per-request timeout in ms, covering headers and body; default 60 000 (GW-06). */
  timeoutMs?: number;
  /** The fetch to use; default `globalThis.fetch` (msw intercepts it in tests). */
  fetch?: typeof fetch;
  /** Aborts every call of this client (e.g. the incoming request's signal); surfaces as kind `network`. */
  signal?: AbortSignal;
  /**
   * Called AT MOST ONCE per client, on the first 401 whose behaviour is `logout`, however many
   * calls fail with 401 together (GW-11). Errors it throws or rejects with are swallowed.
   */
  onUnauthorized?: (err: GatewayError) => void | Promise<void>;
}

/** Per-call options of {@link GatewayClient.call}. */
export interface CallOptions {
  /** The one raw envelope code that counts as success (NOTIF-06: the string `'200'`). */
  exactCode?: string;
}

/** A gateway client bound to one session (token, company, language). */
export interface GatewayClient {
  /** The current token: the initial one, or the latest rotated by a response header (GW-05). */
  readonly token: string | undefined;
  /** True when {@link GatewayClient.token} differs from the token the client was created with. */
  readonly rotated: boolean;
  /** True once a 401 with behaviour `logout` was seen (and `onUnauthorized` invoked). */
  readonly unauthorized: boolean;
  /**
   * POSTs `body` as JSON to `path` (GW-01) and resolves with the envelope's `data` parsed by
   * `dataSchema` when the code is '200' or '0' (GW-07).
   * @throws {GatewayError} kind code | go-home | http | unauthorized | timeout | network | malformed.
   * @param options.exactCode when given, success needs the raw envelope code to be exactly this
   *   value (a string `'200'` is not numeric 200); any other code rejects as kind `code` (NOTIF-06).
   * @throws {TypeError} only when `body` cannot be JSON-serialised (a programming error).
   */
  call<S extends DataSchema>(path: string, body: unknown, dataSchema: S, options?: CallOptions): Promise<ParsedData<S>>;
}

/**
 * Creates a gateway client. Stateless apart from the rotated token and the once-only
 * unauthorized flag; create one per incoming request.
 * @see GW-01 @see GW-03 @see GW-04 @see GW-05 @see GW-06 @see GW-11
 */
export function createGatewayClient(opts: GatewayClientOptions): GatewayClient {
  const cell = opts.tokenRef ?? { current: opts.token };
  if (cell.current === undefined) cell.current = opts.token;
  const initialToken = cell.current;
  const baseUrl = opts.baseUrl.replace(/\/+$/, "");
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let unauthorized = false;

  function signalUnauthorized(err: GatewayError): void {
    if (unauthorized) return;
    unauthorized = true;
    try {
      void Promise.resolve(opts.onUnauthorized?.(err)).catch(() => undefined);
    } catch {
      // best effort: a throwing callback must not mask the GatewayError
    }
  }

  function headersFor(): Record<string, string> {
    const headers: Record<string, string> = {
      "Content-Type": "application/json",
      Accept: "application/json",
      "Accept-Language": ACCEPT_LANGUAGE[opts.language],
    };
    if (cell.current) headers.Authorization = cell.current;
    if (opts.company) headers.Company = opts.company;
    const requestId = requestContext()?.requestId;
    if (requestId) headers[REQUEST_ID_HEADER] = requestId;
    return headers;
  }

  async function call<S extends DataSchema>(path: string, body: unknown, dataSchema: S, options: CallOptions = {}): Promise<ParsedData<S>> {
    const payload = JSON.stringify(body ?? {});
    const timeoutSignal = AbortSignal.timeout(timeoutMs);
    const signal = opts.signal ? AbortSignal.any([timeoutSignal, opts.signal]) : timeoutSignal;
    const fetchImpl = opts.fetch ?? globalThis.fetch;
    let status: number;
    let bodyText: string;
    const started = performance.now();
    const ctx = requestContext();
    const logCall = (outcome: string) => {
      const durationMs = Math.round(performance.now() - started);
      ctx?.log?.info({ gateway: { path, outcome, durationMs } }, "gateway call");
      ctx?.onGatewayCall?.(path, outcome, durationMs);
    };
    try {
      const res = await fetchImpl(baseUrl + path, { method: "POST", headers: headersFor(), body: payload, signal, redirect: "manual" });
      const next = res.headers.get(TOKEN_RESPONSE_HEADER)?.trim();
      if (next) cell.current = next;
      status = res.status;
      bodyText = await res.text();
    } catch (cause) {
      const err = timeoutSignal.aborted ? timeoutError(path, timeoutMs, cause) : networkError(path, cause);
      logCall(err.kind);
      throw err;
    }
    const outcome = classifyReply({ status, path, bodyText }, dataSchema, options.exactCode);
    logCall(outcome.ok ? "ok" : outcome.error.kind);
    if (outcome.ok) return outcome.data;
    if (outcome.error.behaviour === "logout") signalUnauthorized(outcome.error);
    throw outcome.error;
  }

  return {
    get token() {
      return cell.current;
    },
    get rotated() {
      return cell.current !== initialToken;
    },
    get unauthorized() {
      return unauthorized;
    },
    call,
  };
}
