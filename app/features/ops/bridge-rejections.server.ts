/**
 * Counting the sub-app bridge's rejections (issue 11 "Metrics: bridge rejections by reason").
 * The bridge runs in the browser; the shell counts the messages it rejected and sends the counts
 * in batches (`navigator.sendBeacon`, a same-origin form POST) to `/api/bridge/rejections`; the
 * portal logs each report and counts it in `portal_bridge_rejections_total{reason}`
 * (server/ops/metrics.ts) through the request context's `onBridgeRejection`.
 *
 * The route only counts: logged-in sessions only (401 otherwise), the cross-site check of every
 * POST applies (server/hostile-input.ts → 403), only the reasons of
 * {@link BRIDGE_REJECTION_REASONS} are read (so the label set stays bounded), at most
 * {@link MAX_COUNT_PER_REPORT} per reason and report, and at most {@link REPORTS_PER_MINUTE}
 * reports per session per minute (429 with Retry-After), counted across instances in Redis when
 * `REDIS_URL` is set (~/utils/shared-limiter.server.ts), else in this process's memory.
 */
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { readForm } from "~/features/security";
import { requestContext } from "~/utils/request-context.server";
import { getSession, readLogin } from "~/utils/session.server";
import { createSharedLimiter } from "~/utils/shared-limiter.server";
import { socketSessionKey } from "~/utils/socket-sessions.server";

/**
 * Why the bridge rejected a message, as features/bridge names them (its `RejectionReason`):
 * `unknown-source` (not one of the panes' windows), `origin-mismatch` (not the pane's allowed
 * origin, BRIDGE-02), `not-an-object`, `unknown-type` (not a BRIDGE-01 type), `bad-payload`.
 */
export const BRIDGE_REJECTION_REASONS = ["unknown-source", "origin-mismatch", "not-an-object", "unknown-type", "bad-payload"] as const;
export type BridgeRejectionReason = (typeof BRIDGE_REJECTION_REASONS)[number];

/** Reports accepted per session per minute (the shell sends at most one every 5 s). */
export const REPORTS_PER_MINUTE = 60;

let limiter: RateLimiterAbstract | undefined;
/** The reports' limiter (created on first use, when the process's Redis client is known). */
const reportLimiter = () => (limiter ??= createSharedLimiter({ keyPrefix: "bridge-rejections", points: REPORTS_PER_MINUTE, duration: 60 }));

/** Counts one rejection in the metrics (a no-op when metrics are off). */
function countBridgeRejection(reason: BridgeRejectionReason): void {
  requestContext()?.onBridgeRejection?.(reason);
}

/** Counted per reason and report at most: a report's count above it is capped. */
export const MAX_COUNT_PER_REPORT = 1000;

const json = (status: number, body: object, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers } });

/**
 * The counts of a report: each known reason with a positive whole count (capped at
 * {@link MAX_COUNT_PER_REPORT}); unknown fields and other values are left out.
 */
export function reportCounts(form: FormData): Partial<Record<BridgeRejectionReason, number>> {
  const counts: Partial<Record<BridgeRejectionReason, number>> = {};
  for (const reason of BRIDGE_REJECTION_REASONS) {
    const value = form.get(reason);
    const n = typeof value === "string" && /^\d{1,15}$/.test(value) ? Number(value) : 0;
    if (n > 0) counts[reason] = Math.min(n, MAX_COUNT_PER_REPORT);
  }
  return counts;
}

/**
 * `POST /api/bridge/rejections`: the shell's batched counts of the bridge messages it refused
 * (`features/bridge/rejections.ts`, a beacon at most every 5 s and when the page is hidden), as
 * form fields `reason=count`. Each count goes into `portal_bridge_rejections_total{reason}` and
 * the report is logged as one line.
 * @returns 204 counted; 400 no known reason with a positive count; 401 not logged in; 405 not a
 *   POST; 415 not a form; 429 over {@link REPORTS_PER_MINUTE} reports per session (with
 *   `Retry-After`, seconds)
 * @see BRIDGE-02
 */
export async function bridgeRejectionsAction(request: Request): Promise<Response> {
  if (request.method !== "POST") return json(405, { error: "method" }, { Allow: "POST" });
  const session = await getSession(request);
  const login = readLogin(session);
  if (!login) return json(401, { error: "login" });
  const counts = reportCounts(await readForm(request));
  if (Object.keys(counts).length === 0) return json(400, { error: "reason", allowed: BRIDGE_REJECTION_REASONS });
  const key = socketSessionKey({ userName: login.userName, loginAt: session.get("loginAt"), token: login.token }) ?? "anonymous";
  try {
    await reportLimiter().consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) return json(429, { error: "rate" }, { "Retry-After": String(Math.max(1, Math.ceil(err.msBeforeNext / 1000))) });
    throw err;
  }
  for (const [reason, n] of Object.entries(counts) as [BridgeRejectionReason, number][]) for (let i = 0; i < n; i++) countBridgeRejection(reason);
  const log = requestContext()?.log;
  if (log) log.warn({ event: "bridge.rejections", user: login.userName, counts }, "bridge messages rejected");
  else console.warn("bridge messages rejected", counts);
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
