/**
 * Counting the sub-app bridge's rejections (issue 11 "Metrics: bridge rejections by reason").
 * The bridge runs in the browser; the shell reports each message it rejected with a same-origin
 * POST (or `navigator.sendBeacon`) to `/api/bridge-rejection` `{"reason": …}`, and the portal
 * counts it in `portal_bridge_rejections_total{reason}` (server/ops/metrics.ts) through the
 * request context's `onBridgeRejection`.
 *
 * The route only counts: logged-in sessions only (401 otherwise), the cross-site check of every
 * POST applies (server/hostile-input.ts → 403), the reason must be one of
 * {@link BRIDGE_REJECTION_REASONS} (400 otherwise, so the label set stays bounded), and at most
 * {@link REPORTS_PER_MINUTE} reports per session per minute are counted (429 with Retry-After).
 */
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { requestContext } from "~/utils/request-context.server";
import { getSession, readLogin } from "~/utils/session.server";
import { socketSessionKey } from "~/utils/socket-sessions.server";

/**
 * Why the bridge rejected a message: `origin` (sender not the pane's allowed origin, BRIDGE-02),
 * `unknown-type` (not a BRIDGE-01 type), `malformed` (payload of the wrong shape), `too-large`,
 * `rate-limited` (a pane sending too fast), `not-ready` (before the pane was set up).
 */
/** The reasons of features/bridge (its `RejectionReason`). */
export const BRIDGE_REJECTION_REASONS = ["unknown-source", "origin-mismatch", "not-an-object", "unknown-type", "bad-payload"] as const;
export type BridgeRejectionReason = (typeof BRIDGE_REJECTION_REASONS)[number];

/** Reports counted per session per minute. */
export const REPORTS_PER_MINUTE = 60;

const limiter = new RateLimiterMemory({ points: REPORTS_PER_MINUTE, duration: 60 });

/** Whether `value` is a known reason. */
export function isBridgeRejectionReason(value: unknown): value is BridgeRejectionReason {
  return typeof value === "string" && (BRIDGE_REJECTION_REASONS as readonly string[]).includes(value);
}

/** Counts one rejection in the metrics (a no-op when metrics are off). */
export function countBridgeRejection(reason: BridgeRejectionReason): void {
  requestContext()?.onBridgeRejection?.(reason);
}

/** The `reason` of a JSON or form body (a beacon's Blob arrives as text), or null. */
async function reasonOf(request: Request): Promise<unknown> {
  const text = (await request.text()).slice(0, 1024);
  try {
    return (JSON.parse(text) as { reason?: unknown } | null)?.reason ?? null;
  } catch {
    return new URLSearchParams(text).get("reason");
  }
}

const json = (status: number, body: object, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers } });

/**
 * POST /api/bridge-rejection: 204 counted; 400 unknown reason; 401 not logged in; 405 not a
 * POST; 429 over the per-session rate (with `Retry-After`, seconds).
 */
export async function bridgeRejectionAction(request: Request): Promise<Response> {
  if (request.method !== "POST") return json(405, { error: "method" }, { Allow: "POST" });
  const session = await getSession(request);
  const login = readLogin(session);
  if (!login) return json(401, { error: "login" });
  const reason = await reasonOf(request);
  if (!isBridgeRejectionReason(reason)) return json(400, { error: "reason", allowed: BRIDGE_REJECTION_REASONS });
  const key = socketSessionKey({ userName: login.userName, loginAt: session.get("loginAt"), token: login.token }) ?? "anonymous";
  try {
    await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) return json(429, { error: "rate" }, { "Retry-After": String(Math.max(1, Math.ceil(err.msBeforeNext / 1000))) });
    throw err;
  }
  countBridgeRejection(reason);
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
