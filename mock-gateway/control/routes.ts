/**
 * The /__mock control API (mock mode only; FIXTURE.md "The control API"). Every reply is JSON;
 * invalid bodies get HTTP 400 `{error}`, unknown users or systems HTTP 404 `{error}`.
 * Control calls are not logged and never hit injected faults. A request from a web page, or to a
 * non-loopback Host, is refused with HTTP 403 `{error}` before any handler runs (./guard.ts).
 * @module mock-gateway/control/routes
 */
import { HttpResponse, http, type RequestHandler } from "msw";
import { z } from "zod";
import type { GatewayContext } from "../core/context";
import { expireCodes, failNextSends } from "../core/codes";
import { mintAutoLogin } from "../core/tokens";
import { SOCKET_KINDS, type SocketKind } from "../sockets/registry";
import { faultSchema } from "./faults";
import { controlRequestHeaders, refuseControlRequest } from "./guard";
import { patchSystem, patchSystemParam, patchUser, systemParamPatchSchema, systemPatchSchema, userPatchSchema } from "./patches";
import { socketControlHandlers } from "./sockets";

const pushSchema = z.object({
  username: z.string().min(1),
  socket: z.enum(SOCKET_KINDS as [SocketKind, ...SocketKind[]]),
  message: z.unknown(),
  /** With no such socket open (a dropped socket reconnecting), keep it for the user's next one. */
  hold: z.boolean().optional(),
});
const tokenSchema = z.object({ username: z.string().min(1), ageMs: z.number().min(0).optional() });
const rotationSchema = z.object({ everyCall: z.boolean(), graceMs: z.number().int().min(0).max(86_400_000).optional() });
const clockSchema = z.object({ advanceMs: z.number().min(0) });
const expireSchema = z.object({ identifier: z.string().max(254).optional() });
const failSendsSchema = z.object({ times: z.number().int().min(0).max(1000) });

const bad = (error: string, status = 400) => HttpResponse.json({ error }, { status });

async function json(request: Request): Promise<unknown> {
  const text = await request.text();
  try {
    return text.trim() ? JSON.parse(text) : {};
  } catch {
    return undefined;
  }
}

/** The control API handlers of one gateway. */
export function controlHandlers(ctx: GatewayContext): RequestHandler[] {
  const parse = async <T>(request: Request, schema: z.ZodType<T>) => {
    const r = schema.safeParse(await json(request));
    return r.success ? { data: r.data } : { error: r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") };
  };
  return [
    // Falls through (undefined) to the handlers below unless the request is refused.
    http.all("*/__mock/*", ({ request }) => {
      const refused = refuseControlRequest(controlRequestHeaders(request), ctx.publicUrl);
      return refused === undefined ? undefined : bad(refused, 403);
    }),
    http.post("*/__mock/reset", () => {
      ctx.reset();
      return HttpResponse.json({ ok: true, now: ctx.clock.now() });
    }),
    http.post("*/__mock/push", async ({ request }) => {
      const r = await parse(request, pushSchema);
      if (!r.data) return bad(r.error);
      const { username, socket, message, hold } = r.data;
      const delivered = ctx.sockets.push(username, socket, message);
      if (delivered === 0 && hold) ctx.sockets.hold(username, socket, message);
      return HttpResponse.json(hold ? { delivered, held: delivered === 0 } : { delivered });
    }),
    http.post("*/__mock/fault", async ({ request }) => {
      const r = await parse(request, faultSchema);
      if (!r.data) return bad(r.error);
      if (r.data.kind === "close-socket") {
        const code = typeof r.data.value === "number" ? r.data.value : 4000;
        return HttpResponse.json({ fault: null, closed: ctx.sockets.closeUser(r.data.match, code, r.data.msg ?? "mock fault") });
      }
      return HttpResponse.json({ fault: ctx.faults.add(r.data) });
    }),
    http.get("*/__mock/faults", () => HttpResponse.json(ctx.faults.list())),
    http.delete("*/__mock/faults", () => {
      const cleared = ctx.faults.list().length;
      ctx.faults.clear();
      return HttpResponse.json({ cleared });
    }),
    http.patch("*/__mock/systems/:serviceId", async ({ request, params }) => {
      const r = await parse(request, systemPatchSchema);
      if (!r.data) return bad(r.error);
      const row = patchSystem(ctx, Number(params.serviceId), r.data);
      return row ? HttpResponse.json(row) : bad(`unknown serviceId ${String(params.serviceId)}`, 404);
    }),
    http.patch("*/__mock/users/:username", async ({ request, params }) => {
      const r = await parse(request, userPatchSchema);
      if (!r.data) return bad(r.error);
      const row = patchUser(ctx, String(params.username), r.data);
      return row ? HttpResponse.json(row) : bad(`unknown user ${String(params.username)}`, 404);
    }),
    http.patch("*/__mock/system-params/:systemName", async ({ request, params }) => {
      const r = await parse(request, systemParamPatchSchema);
      if (!r.data) return bad(r.error);
      const row = patchSystemParam(ctx, String(params.systemName), r.data);
      return row ? HttpResponse.json(row) : bad(`unknown system parameter ${String(params.systemName)}`, 404);
    }),
    http.get("*/__mock/log", () => HttpResponse.json(ctx.log)),
    http.post("*/__mock/token", async ({ request }) => {
      const r = await parse(request, tokenSchema);
      if (!r.data) return bad(r.error);
      try {
        return HttpResponse.json({ token: mintAutoLogin(ctx, r.data.username, r.data.ageMs ?? 0) });
      } catch (e) {
        return bad((e as Error).message, 404);
      }
    }),
    http.post("*/__mock/clock", async ({ request }) => {
      const r = await parse(request, clockSchema);
      if (!r.data) return bad(r.error);
      ctx.clock.advance(r.data.advanceMs);
      return HttpResponse.json({ now: ctx.clock.now() });
    }),
    http.post("*/__mock/rotation", async ({ request }) => {
      const r = await parse(request, rotationSchema);
      if (!r.data) return bad(r.error);
      ctx.rotation = { everyCall: r.data.everyCall, graceMs: r.data.graceMs ?? ctx.rotation.graceMs };
      return HttpResponse.json(ctx.rotation);
    }),
    http.get("*/__mock/clock", () => HttpResponse.json({ now: ctx.clock.now() })),
    // Verification codes (AUTH-17): expire the live codes of an identifier (all when left out)…
    http.post("*/__mock/codes/expire", async ({ request }) => {
      const r = await parse(request, expireSchema);
      if (!r.data) return bad(r.error);
      return HttpResponse.json({ expired: expireCodes(ctx, r.data.identifier) });
    }),
    // …or make the next `times` code sends fail with the gateway's "could not be sent" reply.
    http.post("*/__mock/codes/fail-sends", async ({ request }) => {
      const r = await parse(request, failSendsSchema);
      if (!r.data) return bad(r.error);
      failNextSends(ctx, r.data.times);
      return HttpResponse.json({ failing: r.data.times });
    }),
    ...socketControlHandlers(ctx),
  ];
}
