/**
 * The external onboarding-progress endpoint (shell §7, GUIDE-13): the lite guide's progress poll
 * is a GET to it "with params and headers", whose shapes the spec does not show. The portal's
 * (and the mock's) choice, to be confirmed against the real endpoint:
 *
 * - `GET {ONBOARDING_PROGRESS_URL}?userId={userId}` with the headers of a gateway call:
 *   `Authorization` (the session's gateway token, server-side only), `Company` (the encrypted
 *   company code), `Accept-Language`, `Accept: application/json` and `X-Request-Id`;
 * - the reply is the gateway's envelope `{code, msg, data: {listing, inventory, order}}`, each a
 *   percentage 0–100 of the data pull (code `"200"`, 200 or `"0"`/0 is success).
 *
 * Redirects are not followed (the token never reaches another host); the reply is read up to
 * {@link PROGRESS_MAX_BYTES} bytes within {@link PROGRESS_TIMEOUT_MS} ms.
 * @module gateway/onboarding-progress
 * @see GUIDE-13 @see GUIDE-17
 */
import { z } from "zod";
import { ACCEPT_LANGUAGE, REQUEST_ID_HEADER } from "./client.server";
import type { GatewayLanguage } from "./schemas";
import { numeric } from "./wire";
import { requestContext } from "../utils/request-context.server";

/** Deadline of one progress GET, reply included, ms (the poll runs every 60 000 ms). */
export const PROGRESS_TIMEOUT_MS = 10_000;
/** Largest reply read, bytes: the three percentages need a few dozen. */
export const PROGRESS_MAX_BYTES = 64 * 1024;

const percent = numeric.pipe(z.number().min(0).max(100));

/** The reply's envelope and its `data`: the pull's listing, inventory and order percentages. */
export const onboardingProgressReplySchema = z.object({
  code: z.union([z.string(), z.number()]).refine((c) => ["200", "0"].includes(String(c)), "a success code"),
  msg: z.string().nullish(),
  data: z.object({ listing: percent, inventory: percent, order: percent }).passthrough(),
});

/** The pull's progress, percent 0–100 per item (100 = complete, GUIDE-17). */
export interface OnboardingProgress {
  listing: number;
  inventory: number;
  order: number;
}

/** Why a progress GET gave nothing usable: no reply in time or no 2xx (`failed`), or a reply that is not the shape above (`bad`). */
export class OnboardingProgressError extends Error {
  constructor(readonly kind: "failed" | "bad", message: string) {
    super(message);
    this.name = "OnboardingProgressError";
  }
}

/** What one GET needs: where, whose, and the headers' values. */
export interface ProgressRequest {
  /** The configured endpoint (absolute http(s) URL; its own query is kept). */
  url: string;
  /** The user's `userId`, sent as the `userId` param. */
  userId: string | number;
  /** The session's gateway token (`Authorization`). */
  token: string;
  /** The encrypted company code (`Company`). */
  company: string;
  language: GatewayLanguage;
  /** The incoming request's signal: the GET stops with it. */
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/**
 * GETs the pull's progress.
 * @throws {OnboardingProgressError} `failed` on a network error, timeout, redirect or non-2xx
 *   status; `bad` on a reply that is not JSON, too large, or not the shape above
 */
export async function fetchOnboardingProgress(req: ProgressRequest): Promise<OnboardingProgress> {
  const url = new URL(req.url);
  url.searchParams.set("userId", String(req.userId));
  const headers: Record<string, string> = { Accept: "application/json", "Accept-Language": ACCEPT_LANGUAGE[req.language], Authorization: req.token, Company: req.company };
  const requestId = requestContext()?.requestId;
  if (requestId) headers[REQUEST_ID_HEADER] = requestId;
  const signal = req.signal ? AbortSignal.any([req.signal, AbortSignal.timeout(PROGRESS_TIMEOUT_MS)]) : AbortSignal.timeout(PROGRESS_TIMEOUT_MS);
  let text: string;
  try {
    const res = await (req.fetch ?? fetch)(url, { method: "GET", headers, redirect: "manual", signal });
    if (res.status < 200 || res.status > 299) {
      void res.body?.cancel().catch(() => undefined);
      throw new OnboardingProgressError("failed", `HTTP ${res.status}`);
    }
    const length = Number(res.headers.get("content-length") ?? 0);
    if (length > PROGRESS_MAX_BYTES) throw new OnboardingProgressError("bad", "reply too large");
    text = await res.text();
  } catch (err) {
    if (err instanceof OnboardingProgressError) throw err;
    throw new OnboardingProgressError("failed", err instanceof Error ? err.name : "network");
  }
  if (text.length > PROGRESS_MAX_BYTES) throw new OnboardingProgressError("bad", "reply too large");
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new OnboardingProgressError("bad", "not JSON");
  }
  const parsed = onboardingProgressReplySchema.safeParse(body);
  if (!parsed.success) throw new OnboardingProgressError("bad", "unexpected shape");
  const { listing, inventory, order } = parsed.data.data;
  return { listing, inventory, order };
}
