/**
 * The one wrapper every /sso handler goes through: JSON body parsing, logging, injected faults,
 * authentication and the `{code, msg, data}` envelope.
 * @module mock-gateway/core/route
 */
import { HttpResponse, delay, http, type RequestHandler } from "msw";
import { TOKEN_RESPONSE_HEADER, type GatewayLanguage } from "../../app/gateway/schemas";
import type { GatewayContext } from "./context";
import { redact, type LogEntry } from "./log";
import { MOCK_CODES, message, requestLanguage, type MessageKey } from "./messages";
import { authenticate, rotateIfDue, type Session } from "./tokens";

/** Statuses whose reply has no body (a fetch Response refuses one). */
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/** What a handler receives. `body` is the parsed JSON object ({} for an empty body). */
export interface RouteInput<S extends Session | undefined = Session> {
  request: Request;
  body: Record<string, unknown>;
  lang: GatewayLanguage;
  session: S;
}

/** A success reply `{code, msg, data}` (code "200" unless given, e.g. "0" for recordMenuOpt). */
export function ok(lang: GatewayLanguage, data: unknown, code: string = MOCK_CODES.success, headers: Record<string, string> = {}): Response {
  return HttpResponse.json({ code, msg: message("success", lang), data }, { headers });
}

/** A gateway error reply: HTTP `status` (200 by default) with `{code, msg, data: null}`. */
export function fail(lang: GatewayLanguage, code: string, key: MessageKey, params: Record<string, string | number> = {}, status = 200): Response {
  return HttpResponse.json({ code, msg: message(key, lang, params), data: null }, { status });
}

/** HTTP 401 `{code: "401", msg}`: no, unknown or expired token, or a mismatched Company. */
export function unauthorized(lang: GatewayLanguage): Response {
  return fail(lang, MOCK_CODES.unauthorized, "unauthorized", {}, 401);
}

/** Options of {@link route}. */
export interface RouteOptions {
  /** Require a valid token (default true). */
  auth?: boolean;
  /** `data` of the reply a `malformed` fault sends (default the string "oops"). */
  malformed?: unknown;
  /**
   * Whether the call needs the `Company` header (GW-04). `"required"` (the default): a call
   * without it is refused with HTTP 401, as one with another company's code is, so a portal that
   * never sends it cannot pass. `"optional"`: the calls made before the portal knows the company
   * (user info, the company list and choice, logout) may leave it out.
   */
  company?: "required" | "optional";
}

type Handler<S extends Session | undefined> = (input: RouteInput<S>) => Response | Promise<Response>;

/** A POST route on `*{path}` (any origin) that requires a token. */
export function route(ctx: GatewayContext, path: string, handler: Handler<Session>, options?: RouteOptions & { auth?: true }): RequestHandler;
/** A POST route on `*{path}` (any origin) that does not require a token (login, auto-login). */
export function route(ctx: GatewayContext, path: string, handler: Handler<undefined>, options: RouteOptions & { auth: false }): RequestHandler;
export function route(ctx: GatewayContext, path: string, handler: Handler<Session> | Handler<undefined>, options: RouteOptions = {}): RequestHandler {
  return http.post(`*${path}`, async ({ request }) => {
    const lang = requestLanguage(request);
    const text = await request.text();
    let body: unknown = {};
    try {
      body = text.trim() ? JSON.parse(text) : {};
    } catch {
      body = undefined;
    }
    const entry: LogEntry = { at: ctx.clock.now(), method: "POST", path, body: redact(body ?? text), status: 0 };
    ctx.log.push(entry);
    const res = await respond(ctx, path, request, body, lang, handler, options);
    entry.status = res.type === "error" ? 0 : res.status;
    return res;
  });
}

/**
 * A GET route on `*{path}` (any origin) that requires a token: as {@link route}, its query
 * parameters standing for the body (logged, faults applied, `{code, msg, data}` envelope). For
 * the endpoints outside /sso that the portal GETs with the gateway's headers (GUIDE-13).
 */
export function getRoute(ctx: GatewayContext, path: string, handler: Handler<Session>, options: RouteOptions & { auth?: true } = {}): RequestHandler {
  return http.get(`*${path}`, async ({ request }) => {
    const lang = requestLanguage(request);
    const body = Object.fromEntries(new URL(request.url).searchParams);
    const entry: LogEntry = { at: ctx.clock.now(), method: "GET", path, body: redact(body), status: 0 };
    ctx.log.push(entry);
    const res = await respond(ctx, path, request, body, lang, handler, options);
    entry.status = res.type === "error" ? 0 : res.status;
    return res;
  });
}

async function respond(
  ctx: GatewayContext, path: string, request: Request, body: unknown, lang: GatewayLanguage,
  handler: Handler<Session> | Handler<undefined>, options: RouteOptions,
): Promise<Response> {
  const fault = ctx.faults.take(path);
  if (fault?.kind === "delay") await delay(Number(fault.value ?? 0));
  // A network error: msw/node rejects the fetch; the loopback server destroys the socket.
  if (fault?.kind === "drop") return HttpResponse.error();
  if (fault?.kind === "status") {
    const status = Number(fault.value ?? 500);
    if (NULL_BODY_STATUSES.has(status)) return new HttpResponse(null, { status });
    return HttpResponse.json({ code: String(status), msg: fault.msg ?? `HTTP ${status}` }, { status });
  }
  if (fault?.kind === "code") {
    const reply: Record<string, unknown> = { code: String(fault.value ?? "500"), data: null };
    if (fault.msg !== undefined) reply.msg = fault.msg;
    return HttpResponse.json(reply);
  }
  if (fault?.kind === "malformed") {
    return HttpResponse.json({ code: "200", msg: "ok", data: options.malformed ?? "oops" });
  }
  if (body === undefined || typeof body !== "object" || body === null || Array.isArray(body)) {
    return fail(lang, MOCK_CODES.badRequest, "badRequest", {}, 400);
  }
  const input = { request, body: body as Record<string, unknown>, lang };
  if (options.auth === false) return (handler as Handler<undefined>)({ ...input, session: undefined });
  const session = authenticate(ctx, request);
  if (!session) return unauthorized(lang);
  if (options.company !== "optional" && !(request.headers.get("company") ?? "").trim()) return unauthorized(lang);
  const res = await (handler as Handler<Session>)({ ...input, session });
  // POST /__mock/rotation {everyCall: true}: every authenticated call hands out a successor.
  if (ctx.rotation.everyCall && res.type !== "error" && !res.headers.has(TOKEN_RESPONSE_HEADER)) {
    const next = rotateIfDue(ctx, session, true);
    if (next) res.headers.set(TOKEN_RESPONSE_HEADER, next);
  }
  return res;
}
