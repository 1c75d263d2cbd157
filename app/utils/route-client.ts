/**
 * The one client of the portal's own resource routes (`/api/*`) in the browser: every call a
 * page makes to its portal goes through {@link callRoute} (or {@link tryRoute}, the same call
 * that never rejects). It is a plain `fetch`, not a Remix fetcher: a fetcher submission
 * revalidates the page's loaders (the whole menu tree), and these calls touch nothing the
 * loaders hold; the caller updates exactly what changed.
 *
 * What every call gets:
 * - **the deployment's prefix** (ROUTE-44): `path` is app-absolute (`/api/favourites`) and
 *   gets the base path; anything else (`https://…`, `//host`, `api/x`) is refused before a
 *   request is made (an error of kind `refused`), so no call leaves this origin;
 * - **the portal's POST rules** (server/origin.ts): `mode: "same-origin"` and
 *   `credentials: "same-origin"`, so the browser sends the session cookie and its own
 *   `Origin` / `Sec-Fetch-Site: same-origin`, `Sec-Fetch-Mode: same-origin`,
 *   `Sec-Fetch-Dest: empty` (what the cross-site guard and the bridge's token hand-out check),
 *   and never sends it anywhere else; `Accept: application/json`;
 * - **a body**: `form` fields are sent urlencoded (a list repeats its field), a `FormData`
 *   as multipart — the routes read forms (`readForm`); no `form`: a GET;
 * - **a typed reply**: the portal's JSON envelope `{ok: true, …fields}`, or, with `schema`
 *   (zod's `safeParse` or anything shaped like it), the reply that schema accepts;
 * - **one reaction to an ended session** (GW-11, AUTH-09): a reply that was redirected to the
 *   login page, or an HTTP 401, sends the page to the login page once (./session-ended: not
 *   while the page is already leaving for another document), and the call fails with kind
 *   `session-ended`;
 * - **one error**: whatever goes wrong, the call rejects with a {@link RouteError} — never a raw
 *   `TypeError` or `SyntaxError` — whose text in the user's language is
 *   {@link routeErrorText}: the gateway's own message (GW-08), else an i18n key (GW-09, GW-13);
 *   never a raw status or a developer's English;
 * - **a deadline**: `timeoutMs` (default 60 s, GW-06) for the whole call, reply body included,
 *   and the caller's `signal`.
 *
 * Streams (the assistant's answer) keep their own reader but share the ended-session reaction
 * ({@link endSessionAfter401}) and the error text.
 * @module utils/route-client
 * @see GW-06 @see GW-08 @see GW-09 @see GW-11 @see GW-13 @see ROUTE-44
 */
import type { TFunction } from "i18next";
import { isGatewayFailure, type GatewayFailure } from "~/gateway/failure";
import { withBase } from "./base-path";
import { endSessionAfter401, goToLoginAfterRequest } from "./session-ended";

/** The default deadline of a call, ms (GW-06: every HTTP request times out after 60 s). */
export const ROUTE_TIMEOUT_MS = 60_000;

/** The longest delay a timer keeps, ms (2^31 − 1). */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * What went wrong: `network` no reply (the fetch rejected); `timeout` no whole reply within
 * `timeoutMs`; `aborted` the caller's signal; `malformed` a reply that is not JSON, not the
 * envelope, or not what `schema` accepts; `refused` the route said no (`{ok: false}` or a
 * non-2xx status; also a path that is not app-absolute); `session-ended` redirected to the
 * login page or HTTP 401 (the page is on its way there).
 */
export type RouteErrorKind = "network" | "timeout" | "aborted" | "malformed" | "refused" | "session-ended";

/** Fields of a form body: each value a string or number, or a list of them (the field repeats). */
export type RouteFields = Readonly<Record<string, string | number | readonly (string | number)[]>>;

/** A schema of a reply: zod's (3 or 4) or anything with a `safeParse` that never throws. */
export interface ReplySchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** The portal's success envelope: `{ok: true}` and the route's fields. */
export type RouteReply = { ok: true } & Record<string, unknown>;

/** Options of one call. */
export interface RouteCallOptions<T> {
  /** The body: fields (urlencoded) or a `FormData` (multipart); the call is then a POST. Absent: a GET. */
  form?: RouteFields | FormData;
  /** Checks and types the reply (the whole JSON body); absent: the `{ok: true, …}` envelope as it is. */
  schema?: ReplySchema<T>;
  /** The caller's cancel: the call rejects with kind `aborted`. */
  signal?: AbortSignal;
  /** Deadline of the whole call, reply body included, ms; default {@link ROUTE_TIMEOUT_MS}; `Infinity`: none. */
  timeoutMs?: number;
  /** fetch's cache mode (e.g. `no-store` for the bridge's token). */
  cache?: RequestCache;
}

/** Fields of a {@link RouteError}. */
export interface RouteErrorInit {
  kind: RouteErrorKind;
  path: string;
  /** The HTTP status, null when there was no reply. */
  status?: number | null;
  /** The i18n key of its text (namespace `common` unless the key names one: `account:errors.badInput`). */
  messageKey?: string;
  /** The reply's own text, already in the user's language (the gateway's message, GW-08). */
  serverMessage?: string | null;
  /** The gateway failure the route passed on, if any. */
  failure?: GatewayFailure | null;
}

/** The default i18n key (namespace `common`) of each kind. */
const KEY_OF: Record<RouteErrorKind, string> = {
  network: "errors.network",
  timeout: "errors.timeout",
  aborted: "errors.request",
  malformed: "errors.malformed",
  refused: "errors.request",
  "session-ended": "errors.unauthorized",
};

/** The one error of a route call (see the module doc). `message` is for developers only. */
export class RouteError extends Error {
  readonly kind: RouteErrorKind;
  readonly path: string;
  readonly status: number | null;
  readonly messageKey: string;
  readonly serverMessage: string | null;
  readonly failure: GatewayFailure | null;

  constructor(init: RouteErrorInit) {
    super(`route ${init.path}: ${init.kind}${init.status != null ? ` (HTTP ${init.status})` : ""}`);
    this.name = "RouteError";
    this.kind = init.kind;
    this.path = init.path;
    this.status = init.status ?? null;
    this.messageKey = init.messageKey ?? KEY_OF[init.kind];
    this.serverMessage = init.serverMessage ?? null;
    this.failure = init.failure ?? null;
  }
}

/**
 * The text of a failed call in the user's language: the reply's own message (GW-08), else
 * `t(messageKey)` in namespace `common` (GW-09: `errors.request` is 请求出现错误，请稍后再试).
 * Anything that is not a {@link RouteError}, and a key no resource has, reads as `errors.request`.
 * @param t any i18next `t` (its own namespace does not matter)
 */
export function routeErrorText(t: TFunction, error: unknown): string {
  const fallback = t(KEY_OF.refused, { ns: "common" });
  if (!(error instanceof RouteError)) return fallback;
  // A key no resource has reads as the generic text, never as the key itself.
  return error.serverMessage ?? t(error.messageKey, { ns: "common", defaultValue: fallback });
}

/** True for an app-absolute path (`/api/x`): not `//host`, not a URL, not relative. */
const isAppPath = (path: string) => /^\/(?![/\\])/.test(path);

function bodyOf(form: RouteFields | FormData): URLSearchParams | FormData {
  if (typeof FormData !== "undefined" && form instanceof FormData) return form;
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(form as RouteFields)) {
    for (const item of Array.isArray(value) ? (value as readonly (string | number)[]) : [value as string | number]) body.append(name, String(item));
  }
  return body;
}

/** True when a followed redirect landed on the login page (`/login`, or `{prefix}/login`). */
function landedOnLogin(res: Response): boolean {
  if (!res.redirected || !res.url) return false;
  try {
    return /(^|\/)login$/.test(new URL(res.url).pathname);
  } catch {
    return false;
  }
}

/** The refusal a reply's JSON carries: `{failure}` (a gateway failure), `{error: key}`, `{message}`. */
function refusal(path: string, status: number, body: unknown): RouteError {
  const b = (body && typeof body === "object" ? body : {}) as { failure?: unknown; error?: unknown; message?: unknown };
  if (isGatewayFailure(b.failure)) return new RouteError({ kind: "refused", path, status, failure: b.failure, messageKey: b.failure.messageKey, serverMessage: b.failure.serverMessage });
  if (typeof b.error === "string" && b.error) return new RouteError({ kind: "refused", path, status, messageKey: b.error });
  if (typeof b.message === "string" && b.message) return new RouteError({ kind: "refused", path, status, serverMessage: b.message });
  return new RouteError({ kind: "refused", path, status });
}

const NOT_JSON = Symbol("not JSON");

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

/** A reply that ends the session (redirected to the login page, or 401): the reaction done, its error; else null. */
function sessionEndedBy(path: string, res: Response): RouteError | null {
  if (landedOnLogin(res)) goToLoginAfterRequest(res.url);
  else if (res.status === 401) endSessionAfter401();
  else return null;
  return new RouteError({ kind: "session-ended", path, status: res.status });
}

/** The error of a reply whose body is `text` and is not what the caller wants (or null: it is). */
function failureOf(path: string, res: Response, body: unknown): RouteError | null {
  if (!res.ok) return refusal(path, res.status, body);
  if (body === NOT_JSON) return new RouteError({ kind: "malformed", path, status: res.status });
  if (body && typeof body === "object" && (body as { ok?: unknown }).ok === false) return refusal(path, res.status, body);
  return null;
}

/** Reads a reply that arrived (the session is known to be alive). */
function readReply<T>(path: string, res: Response, text: string, schema: ReplySchema<T> | undefined): T {
  const body = parseJson(text);
  const failure = failureOf(path, res, body);
  if (failure) throw failure;
  if (schema) {
    let parsed: ReturnType<ReplySchema<T>["safeParse"]> | null = null;
    try {
      parsed = schema.safeParse(body);
    } catch {
      parsed = null; // a schema that throws reads as a reply it does not accept
    }
    if (!parsed?.success) throw new RouteError({ kind: "malformed", path, status: res.status });
    return parsed.data;
  }
  if (body && typeof body === "object" && (body as { ok?: unknown }).ok === true) return body as T;
  throw new RouteError({ kind: "malformed", path, status: res.status });
}

/**
 * The one error of a reply a caller made itself and cannot use (a stream that did not come:
 * the assistant's answer): on an ended session the reaction first (as {@link callRoute});
 * then the refusal the body carries, its status kept. Reads (consumes) the body. Never rejects.
 * @param path the route, for the error (app-absolute, without the prefix)
 * @see GW-11 @see GW-13
 */
export async function replyFailure(path: string, res: Response): Promise<RouteError> {
  const ended = sessionEndedBy(path, res);
  if (ended) {
    await res.body?.cancel().catch(() => undefined);
    return ended;
  }
  let text: string;
  try {
    text = await res.text();
  } catch {
    return new RouteError({ kind: "network", path, status: res.status });
  }
  return failureOf(path, res, parseJson(text)) ?? new RouteError({ kind: "malformed", path, status: res.status });
}

/**
 * Calls the route `path` (app-absolute, without the deployment's prefix): a GET, or a POST of
 * `options.form`. Resolves the reply: the `{ok: true, …}` envelope, or what `options.schema`
 * accepts. On an ended session it sends the page to the login page first (once).
 * @throws RouteError and only that, for every failure: see {@link RouteErrorKind}
 * @see GW-06 @see GW-11
 */
export function callRoute<T = RouteReply>(path: string, options: RouteCallOptions<T> = {}): Promise<T> {
  if (!isAppPath(path)) return Promise.reject(new RouteError({ kind: "refused", path }));
  const { form, schema, signal, timeoutMs = ROUTE_TIMEOUT_MS, cache } = options;
  if (signal?.aborted) return Promise.reject(new RouteError({ kind: "aborted", path }));
  const controller = new AbortController();
  const init: RequestInit = { mode: "same-origin", credentials: "same-origin", headers: { Accept: "application/json" }, signal: controller.signal };
  if (cache) init.cache = cache;
  if (form) {
    init.method = "POST";
    init.body = bodyOf(form);
  }
  const work = (async (): Promise<T> => {
    let res: Response;
    let text: string;
    try {
      res = await fetch(withBase(path), init);
      const ended = sessionEndedBy(path, res);
      if (ended) throw ended;
      text = await res.text();
    } catch (error) {
      throw error instanceof RouteError ? error : new RouteError({ kind: "network", path });
    }
    return readReply(path, res, text, schema);
  })();
  // The deadline and the caller's cancel settle the call at once, whether or not the request
  // honours the abort; the request is aborted all the same.
  return new Promise<T>((resolve, reject) => {
    const stop = (kind: "timeout" | "aborted") => {
      controller.abort();
      reject(new RouteError({ kind, path }));
    };
    // setTimeout fires at once past 2^31 − 1 ms: a longer (or infinite) deadline sets none.
    const timer = timeoutMs <= MAX_TIMER_MS ? setTimeout(() => stop("timeout"), Math.max(0, timeoutMs)) : undefined;
    const onAbort = () => stop("aborted");
    signal?.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    });
  });
}

/** The outcome of {@link tryRoute}. */
export type RouteResult<T> = { ok: true; value: T } | { ok: false; error: RouteError };

/**
 * {@link callRoute} that never rejects: `{ok: true, value}` or `{ok: false, error}`.
 * @see GW-11
 */
export async function tryRoute<T = RouteReply>(path: string, options?: RouteCallOptions<T>): Promise<RouteResult<T>> {
  try {
    return { ok: true, value: await callRoute(path, options) };
  } catch (error) {
    return { ok: false, error: error instanceof RouteError ? error : new RouteError({ kind: "network", path }) };
  }
}
