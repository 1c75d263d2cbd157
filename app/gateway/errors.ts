/**
 * The gateway error catalogue (DESIGN.md §3.5): pure functions that map one gateway reply
 * (HTTP status, path, body text) to success or a {@link GatewayError} carrying a message key
 * and a behaviour. Nothing here does I/O; the client (client.server.ts) feeds it.
 *
 * @module gateway/errors
 * @see GW-07 @see GW-08 @see GW-09 @see GW-10 @see GW-11 @see GW-12 @see GW-13
 */
import { CODE_SUBJECT_SERVICE_ERROR, SUCCESS_CODES, envelopeSchema } from "./schemas";
import { NO_LOGOUT_ON_401_PATHS } from "./paths";

/**
 * What went wrong: `code` a non-success envelope code (GW-08); `http` a non-2xx status other
 * than 401 (GW-13); `unauthorized` HTTP 401 (GW-11, GW-12); `timeout` no complete reply in
 * time (GW-06); `network` fetch rejected or the caller aborted; `malformed` not JSON, not an
 * envelope, or `data` failing its schema; `go-home` code …0015 (GW-10).
 */
export type GatewayErrorKind = "code" | "http" | "unauthorized" | "timeout" | "network" | "malformed" | "go-home";

/** What the UI does about it: warn (toast), log out once (AUTH-09), or warn with a 返回首页 button to `/`. */
export type GatewayBehaviour = "warn" | "logout" | "go-home";

/** i18n keys used by the catalogue; the resources (all three languages) live in app/i18n. */
export const ERROR_MESSAGE_KEYS = {
  /** zh_CN: 请求出现错误，请稍后再试 (GW-09, GW-13). */
  request: "errors.request",
  /** zh_CN: 异常提醒 (GW-10). */
  subjectService: "errors.subjectService",
  timeout: "errors.timeout",
  network: "errors.network",
  malformed: "errors.malformed",
  unauthorized: "errors.unauthorized",
} as const;
/**
 * What parses a reply's `data`: any schema with zod's `safeParse` (zod 3's and zod 4's both
 * fit; the menu tree is on zod 4, see `menu-schema.ts`). `safeParse` never throws.
 */
export interface DataSchema {
  safeParse(data: unknown): { success: true; data: unknown } | { success: false; error: unknown };
}

/** The parsed value of a {@link DataSchema}: its `safeParse` success's `data`. */
export type ParsedData<S extends DataSchema> = Extract<ReturnType<S["safeParse"]>, { success: true }>["data"];

/** One of {@link ERROR_MESSAGE_KEYS}. */
export type GatewayMessageKey = (typeof ERROR_MESSAGE_KEYS)[keyof typeof ERROR_MESSAGE_KEYS];

/** Constructor fields of a {@link GatewayError}. */
export interface GatewayErrorInit {
  kind: GatewayErrorKind;
  path: string;
  messageKey: GatewayMessageKey;
  behaviour: GatewayBehaviour;
  code?: string;
  status?: number;
  serverMessage?: string;
  cause?: unknown;
  /** Extra text for the developer-facing `message` (never shown to users). */
  detail?: string;
}

/**
 * The one error type every gateway call rejects with. `serverMessage` is the gateway's own
 * text (shown verbatim, GW-08); otherwise the UI shows `t(messageKey)` — see {@link messageOf}.
 */
export class GatewayError extends Error {
  readonly kind: GatewayErrorKind;
  /** The gateway path called, e.g. `/sso/user/login`. */
  readonly path: string;
  /** The envelope code as a string, when the reply had one. */
  readonly code?: string;
  /** The HTTP status, when a reply arrived. */
  readonly status?: number;
  /** The gateway's `msg ?? message`, when present and non-blank. */
  readonly serverMessage?: string;
  readonly messageKey: GatewayMessageKey;
  readonly behaviour: GatewayBehaviour;

  constructor(init: GatewayErrorInit) {
    super(
      `gateway ${init.kind} at ${init.path}` +
        (init.status !== undefined ? ` (HTTP ${init.status})` : "") +
        (init.code !== undefined ? ` code ${init.code}` : "") +
        (init.serverMessage ? `: ${init.serverMessage}` : "") +
        (init.detail ? ` (${init.detail})` : ""),
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.name = "GatewayError";
    this.kind = init.kind;
    this.path = init.path;
    this.code = init.code;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.messageKey = init.messageKey;
    this.behaviour = init.behaviour;
  }
}

/** Type guard for {@link GatewayError}. */
export function isGatewayError(value: unknown): value is GatewayError {
  return value instanceof GatewayError;
}

/** Either the parsed `data` or the error to throw. */
export type ReplyOutcome<T> = { ok: true; data: T } | { ok: false; error: GatewayError };

/** True when a code (string or number) is a success code '200' / '0'. @see GW-07 */
export function isSuccessCode(code: string | number): boolean {
  return SUCCESS_CODES.includes(String(code));
}

/**
 * Classifies an HTTP status before the body is read. `null` for 2xx.
 * 401 → `unauthorized` with behaviour `logout`, or `warn` on the GW-12 paths;
 * any other non-2xx → `http`, `errors.request`.
 * @see GW-11 @see GW-12 @see GW-13
 */
export function classifyStatus(status: number, path: string): GatewayError | null {
  if (status >= 200 && status < 300) return null;
  if (status === 401) {
    const behaviour = NO_LOGOUT_ON_401_PATHS.has(path) ? "warn" : "logout";
    return new GatewayError({ kind: "unauthorized", path, status, behaviour, messageKey: ERROR_MESSAGE_KEYS.unauthorized });
  }
  return new GatewayError({ kind: "http", path, status, behaviour: "warn", messageKey: ERROR_MESSAGE_KEYS.request });
}

/** A `malformed` error for `path`. */
export function malformedError(path: string, status?: number, cause?: unknown): GatewayError {
  return new GatewayError({ kind: "malformed", path, status, cause, behaviour: "warn", messageKey: ERROR_MESSAGE_KEYS.malformed });
}

/** A `timeout` error for `path` (GW-06). */
export function timeoutError(path: string, timeoutMs: number, cause?: unknown): GatewayError {
  const detail = `no reply within ${timeoutMs} ms`;
  return new GatewayError({ kind: "timeout", path, cause, detail, behaviour: "warn", messageKey: ERROR_MESSAGE_KEYS.timeout });
}

/** A `network` error for `path` (fetch rejected, or the caller aborted). */
export function networkError(path: string, cause?: unknown): GatewayError {
  return new GatewayError({ kind: "network", path, cause, behaviour: "warn", messageKey: ERROR_MESSAGE_KEYS.network });
}

/**
 * Classifies an already-parsed JSON value as a gateway envelope: success codes resolve with
 * `data` parsed by `dataSchema`; 0015 → `go-home`; any other code → `code` with the server's
 * `msg ?? message` (or `errors.request` when there is none); a non-envelope or a `data` that
 * fails its schema → `malformed`. With `exactCode`, only a raw code identical to it (same type)
 * succeeds, and another GW-07 success code is a `code` error (NOTIF-06). Never throws.
 * @see GW-07 @see GW-08 @see GW-09 @see GW-10
 */
export function classifyEnvelope<S extends DataSchema>(
  json: unknown,
  path: string,
  dataSchema: S,
  status = 200,
  exactCode?: string,
): ReplyOutcome<ParsedData<S>> {
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) return { ok: false, error: malformedError(path, status, envelope.error) };
  const { code, msg, message, data } = envelope.data;
  const rawCode: unknown = (json as { code?: unknown }).code;
  if (isSuccessCode(code) && (exactCode === undefined || rawCode === exactCode)) {
    const parsed = dataSchema.safeParse(data);
    return parsed.success
      ? { ok: true, data: parsed.data as ParsedData<S> }
      : { ok: false, error: malformedError(path, status, parsed.error) };
  }
  if (code === CODE_SUBJECT_SERVICE_ERROR) {
    return {
      ok: false,
      error: new GatewayError({ kind: "go-home", path, status, code, behaviour: "go-home", messageKey: ERROR_MESSAGE_KEYS.subjectService }),
    };
  }
  const text = [msg, message].find((m): m is string => typeof m === "string" && m.trim() !== "");
  return {
    ok: false,
    error: new GatewayError({ kind: "code", path, status, code, serverMessage: text, behaviour: "warn", messageKey: ERROR_MESSAGE_KEYS.request }),
  };
}

/**
 * Classifies one complete reply: HTTP status first ({@link classifyStatus}), then the body
 * text as JSON ({@link classifyEnvelope}). A body that is not JSON is `malformed`. Never throws.
 * @param reply `status` HTTP status, `path` gateway path, `bodyText` the raw body.
 * @see GW-07 @see GW-13
 */
export function classifyReply<S extends DataSchema>(
  reply: { status: number; path: string; bodyText: string },
  dataSchema: S,
  exactCode?: string,
): ReplyOutcome<ParsedData<S>> {
  const statusError = classifyStatus(reply.status, reply.path);
  if (statusError) return { ok: false, error: statusError };
  let json: unknown;
  try {
    json = JSON.parse(reply.bodyText);
  } catch (cause) {
    return { ok: false, error: malformedError(reply.path, reply.status, cause) };
  }
  return classifyEnvelope(json, reply.path, dataSchema, reply.status, exactCode);
}

/**
 * The user-facing text of an error: the server's message when present (GW-08), otherwise
 * `t(messageKey)` (GW-09: `errors.request` is 请求出现错误，请稍后再试 in zh_CN).
 * Errors that are not {@link GatewayError}s get `t("errors.request")`.
 * @param t an i18next-style translate function.
 */
export function messageOf(err: unknown, t: (key: GatewayMessageKey) => string): string {
  if (isGatewayError(err)) return err.serverMessage ?? t(err.messageKey);
  return t(ERROR_MESSAGE_KEYS.request);
}
