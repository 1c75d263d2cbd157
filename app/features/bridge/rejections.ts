/**
 * Counting and logging of refused bridge messages. Each refusal is written to the console with
 * its reason and counted; counts are sent to the portal server in batches (a beacon to
 * `/api/bridge/rejections`, at most every 5 s and when the page is hidden), where they are
 * logged (and can become a metric).
 * @see BRIDGE-01, BRIDGE-02
 */
import { withBase } from "~/utils/base-path";
import type { RejectionReason } from "./protocol";

const counts = new Map<RejectionReason, number>();
const unsent = new Map<RejectionReason, number>();
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

/** How often pending counts are sent at most, ms. */
const FLUSH_MS = 5000;

/** The beacon's target (same origin; CSRF-checked like every POST). */
export const REJECTIONS_ROUTE = "/api/bridge/rejections";

/**
 * Records one refused message: logs it with its reason (and a short description of the
 * sender) and counts it.
 */
export function recordBridgeRejection(reason: RejectionReason, detail?: { origin?: string; type?: unknown }): void {
  counts.set(reason, (counts.get(reason) ?? 0) + 1);
  unsent.set(reason, (unsent.get(reason) ?? 0) + 1);
  const type = typeof detail?.type === "string" ? detail.type.slice(0, 64) : typeof detail?.type;
  console.warn(`[bridge] message rejected: ${reason}`, { origin: detail?.origin ?? null, type });
  schedule();
}

/** Rejections counted since page load, per reason. */
export function bridgeRejectionCounts(): Partial<Record<RejectionReason, number>> {
  return Object.fromEntries(counts);
}

function schedule(): void {
  if (typeof window === "undefined") return;
  if (!listening) {
    listening = true;
    window.addEventListener("pagehide", flush);
  }
  timer ??= setTimeout(flush, FLUSH_MS);
}

function flush(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  if (unsent.size === 0) return;
  const body = new FormData();
  for (const [reason, n] of unsent) body.append(reason, String(n));
  unsent.clear();
  try {
    navigator.sendBeacon?.(withBase(REJECTIONS_ROUTE), body);
  } catch {
    /* counting is best effort */
  }
}

