/**
 * Socket control calls of the /__mock API (issue 8 "Mock"):
 * - `POST /__mock/sockets/close {username?, socket?, code?, reason?}` closes the matching open
 *   sockets (all when both are left out) with `code` (default 4000) → `{closed}`;
 * - `POST /__mock/sockets/unreachable {seconds}` closes every socket with 1001 and refuses
 *   upgrades for `seconds` of the mock clock (real time, or sooner when `POST /__mock/clock`
 *   advances it; 0 ends it at once) → `{until}` (mock-clock epoch ms, 0 = reachable);
 * - `GET /__mock/sockets` → `{open, unreachable}`.
 * @module mock-gateway/control/sockets
 */
import { HttpResponse, http, type RequestHandler } from "msw";
import { z } from "zod";
import type { GatewayContext } from "../core/context";
import { SOCKET_KINDS, type SocketKind } from "../sockets/registry";

const kindSchema = z.enum(SOCKET_KINDS as [SocketKind, ...SocketKind[]]);
/** Close codes a server may send: 1000–1003, 1007–1014, 3000–4999. */
const closeCode = z.number().int().refine(
  (c) => (c >= 1000 && c <= 1014 && ![1004, 1005, 1006].includes(c)) || (c >= 3000 && c <= 4999),
  "not a sendable close code",
);
const closeSchema = z.object({
  username: z.string().min(1).optional(),
  socket: kindSchema.optional(),
  code: closeCode.optional(),
  reason: z.string().max(120).optional(),
});
/** At most one hour. */
const unreachableSchema = z.object({ seconds: z.number().min(0).max(3600) });

async function parse<T>(request: Request, schema: z.ZodType<T>): Promise<{ data?: T; error?: string }> {
  let body: unknown;
  try {
    const text = await request.text();
    body = text.trim() ? JSON.parse(text) : {};
  } catch {
    return { error: "body: invalid JSON" };
  }
  const r = schema.safeParse(body);
  return r.success ? { data: r.data } : { error: r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") };
}

/** The socket control handlers of one gateway. */
export function socketControlHandlers(ctx: GatewayContext): RequestHandler[] {
  return [
    http.post("*/__mock/sockets/close", async ({ request }) => {
      const r = await parse(request, closeSchema);
      if (!r.data) return HttpResponse.json({ error: r.error }, { status: 400 });
      const { username, socket, code = 4000, reason = "closed by mock" } = r.data;
      return HttpResponse.json({ closed: ctx.sockets.close({ username, kind: socket }, code, reason) });
    }),
    http.post("*/__mock/sockets/unreachable", async ({ request }) => {
      const r = await parse(request, unreachableSchema);
      if (!r.data) return HttpResponse.json({ error: r.error }, { status: 400 });
      return HttpResponse.json({ until: ctx.sockets.unreachableFor(r.data.seconds * 1000) });
    }),
    http.get("*/__mock/sockets", () =>
      HttpResponse.json({ open: ctx.sockets.count(), unreachable: ctx.sockets.unreachable() }),
    ),
  ];
}
