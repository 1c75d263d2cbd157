/**
 * Shared gateway plumbing of every feature. Binds the gateway client to the request's session and turns gateway failures into the
 * portal's one way of surfacing errors (DESIGN.md §3.5):
 * - 401 (behaviour logout) → the session is ended once, the browser lands on /login (GW-11, AUTH-09);
 * - go-home (GW-10) and warnings (GW-08, GW-09, GW-13) and malformed replies → a thrown
 *   `data(GatewayFailure)` that the route's ErrorBoundary renders in the user's language;
 * - a rotated token (GW-05) → a `Set-Cookie` the route must return (`headers`).
 *
 * Token rotation across parallel calls: every client made by {@link clientFor} for one incoming
 * request shares one token cell, so a call sends the newest token and the session ends up with
 * the token of the last call that completed, whatever ran in parallel (issue 5 §3).
 */
import { data, redirect } from "@remix-run/node";
import { createGatewayClient, createLogoutOnce, type GatewayClient } from "./client.server";
import { isGatewayError, type GatewayError } from "./errors";
import { logout as gatewayLogout } from "./user.server";
import { toGatewayLanguage } from "~/i18n/config";
import { requestLanguage } from "~/i18n/i18next.server";
import { gatewayUrl, serverEnv } from "~/utils/env.server";
import { commitSession, destroySession, getSession, readLogin, type PortalSession, type SessionData } from "~/utils/session.server";
import { closeSessionSockets } from "~/utils/socket-sessions.server";
import type { GatewayFailure } from "./failure";
import { invalidateUserReads, type ReadScope } from "./read-cache.server";

/** One logout per dead token per server process (GW-11 across concurrent requests). */
const logoutOnce = createLogoutOnce();

/** Status of the thrown failure response per error kind. */
const STATUS: Record<GatewayError["kind"], number> = {
  code: 502,
  "go-home": 409,
  http: 502,
  unauthorized: 401,
  timeout: 504,
  network: 502,
  malformed: 502,
};

/** The failure payload (serialisable) of a gateway error. */
export function toFailure(err: GatewayError): GatewayFailure {
  return { kind: err.kind, behaviour: err.behaviour, code: err.code ?? null, serverMessage: err.serverMessage ?? null, messageKey: err.messageKey };
}

/** The token cell of one request: `current` is the newest token; `known` every value it held. */
interface TokenScope {
  cell: { current: string | undefined };
  known: Set<string>;
}

const scopes = new WeakMap<Request, TokenScope[]>();

/** A cell whose every value is recorded in `known` (so a client made with a rotated token joins it). */
function newScope(token: string): TokenScope {
  const known = new Set([token]);
  let value: string | undefined = token;
  const cell = {
    get current() {
      return value;
    },
    set current(next: string | undefined) {
      value = next;
      if (next) known.add(next);
    },
  };
  return { cell, known };
}

/** The request's scope that has held `token` (created when none has). */
function scopeOf(request: Request, token: string): TokenScope {
  const list = scopes.get(request) ?? [];
  let scope = list.find((s) => s.known.has(token));
  if (!scope) {
    scope = newScope(token);
    list.push(scope);
    scopes.set(request, list);
  }
  return scope;
}

/**
 * The newest token of this request for a session that held `token`: `token` itself unless a
 * call of this request rotated it (GW-05).
 */
export function latestToken(request: Request, token: string): string {
  return scopes.get(request)?.find((s) => s.known.has(token))?.cell.current ?? token;
}

/**
 * Writes this request's newest token into `session` (GW-05).
 * @returns true when the session's token changed (the caller must commit the session).
 */
export function syncSessionToken(request: Request, session: PortalSession): boolean {
  const token = session.get("token");
  if (!token) return false;
  const latest = latestToken(request, token);
  if (latest === token) return false;
  session.set("token", latest);
  return true;
}

/**
 * A client for a request: the session's token and company, the request's language, the
 * configured timeout (GATEWAY_TIMEOUT_MS, default 60 000 ms: GW-06). Clients of
 * one request that share a token share its cell (see the module comment).
 */
export async function clientFor(request: Request, login: Pick<SessionData, "token" | "company"> | null, baseUrl: string = gatewayUrl()): Promise<GatewayClient> {
  const lng = await requestLanguage(request);
  return createGatewayClient({
    baseUrl,
    token: login?.token,
    tokenRef: login?.token ? scopeOf(request, login.token).cell : undefined,
    company: login?.company,
    language: toGatewayLanguage(lng),
    timeoutMs: serverEnv().GATEWAY_TIMEOUT_MS,
    signal: request.signal,
  });
}

/**
 * Whose data this request reads, for the read cache (read-cache.server.ts): the signed
 * session's company and user name, the request's gateway language. Null without a login.
 */
export async function readScopeOf(request: Request, session: PortalSession): Promise<ReadScope | null> {
  const login = readLogin(session);
  if (!login) return null;
  return { company: login.company, userName: login.userName, language: toGatewayLanguage(await requestLanguage(request)) };
}

/**
 * Ends the session after a 401 (AUTH-09): one gateway logout per token, the cookie removed,
 * then /login with `reason=expired`. Returns the redirect to throw.
 */
export async function endSessionAfter401(request: Request, session: PortalSession): Promise<Response> {
  const token = session.get("token");
  if (token) {
    await logoutOnce.run(token, async () => {
      const client = await clientFor(request, { token, company: session.get("company") ?? "" });
      await gatewayLogout(client).catch(() => undefined);
    });
  }
  closeSessionSockets({ userName: session.get("userName"), loginAt: session.get("loginAt"), token }, "unauthorized");
  return redirect("/login?reason=expired", { headers: { "Set-Cookie": await destroySession(request, session) } });
}

/** What {@link withGateway} resolves with. */
export interface GatewayRun<T> {
  result: T;
  session: PortalSession;
  /** Headers to return from the loader/action (Set-Cookie when the token rotated). */
  headers: Headers;
}

/**
 * Runs `fn` with a client bound to the logged-in session (on the gateway, or on `baseUrl`: the
 * assistant host's download centre).
 * @throws Response redirect to /login when not logged in or on a 401 (logout once).
 * @throws `data(GatewayFailure)` for every other gateway failure (rendered by ErrorBoundary).
 */
export async function withGateway<T>(
  request: Request,
  fn: (client: GatewayClient, session: PortalSession) => Promise<T>,
  existing?: PortalSession,
  baseUrl?: string,
): Promise<GatewayRun<T>> {
  const session = existing ?? (await getSession(request));
  const login = readLogin(session);
  if (!login) throw redirect("/login");
  const client = await clientFor(request, login, baseUrl);
  // A write of the portal (favourites, scenes, package style, paid flag, menu status, language…)
  // may change what this user reads: their cached reads go, whatever the outcome (issue 10).
  const writes = writesUserState(request);
  if (writes) invalidateUserReads(login);
  try {
    const result = await fn(client, session).finally(() => {
      // Again once written: a read started meanwhile may have cached the old state.
      if (writes) invalidateUserReads(login);
    });
    const headers = new Headers();
    if (syncSessionToken(request, session)) headers.append("Set-Cookie", await commitSession(request, session));
    return { result, session, headers };
  } catch (err) {
    // A token rotated by an earlier call of this batch must survive the failure of a later one
    // (the gateway retires the old token soon after).
    const headers = new Headers();
    if (!client.unauthorized && syncSessionToken(request, session)) headers.append("Set-Cookie", await commitSession(request, session));
    throw await failureResponse(request, session, err, headers);
  }
}

/** POSTs that change nothing the read cache holds (tracking, logging, counting, the bridge's token hand-out). */
const KEEPS_READS = /^(?:\/[^/]+)?\/api\/(?:menu-opt|bridge\/rejections|bridge\/token|notices\/behavior)$/;

/**
 * Whether a request through {@link withGateway} is a write that may change the user's cached
 * reads: every method but GET/HEAD, except the tracking and logging posts of {@link KEEPS_READS}.
 */
export function writesUserState(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD") return false;
  return !KEEPS_READS.test(new URL(request.url).pathname);
}

/** Maps any error from a gateway call to the Response to throw. Non-gateway errors are rethrown. */
export async function failureResponse(request: Request, session: PortalSession, err: unknown, headers?: Headers): Promise<Response | unknown> {
  if (err instanceof Response) return err;
  if (!isGatewayError(err)) return err;
  if (err.behaviour === "logout") return endSessionAfter401(request, session);
  const status = STATUS[err.kind] ?? 502;
  return data(toFailure(err), { status, headers });
}
