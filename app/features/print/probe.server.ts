/**
 * The print probe's document (`GET /print-probe`) and the check's public configuration
 * (`GET /api/print/config`).
 *
 * Why a frame: C-Lodop is reached by loading a script from the seller's own machine
 * (`http://localhost:8000/CLodopfuncs.js`). Allowing that in the shell's `script-src` would let
 * whatever listens on those ports run code with the seller's session. So the shell's policy
 * stays as it is, and the script loads in a frame of its own: sandboxed (`allow-scripts` only,
 * so an opaque origin: no cookies, no storage, no access to the shell), with its own policy that
 * allows nothing but its one inline script (by hash) and `CLodopfuncs.js` on the configured
 * local ports, and sockets to those ports. It reports what it found to the shell by
 * `postMessage`; the shell accepts that only from the frame it made (./check.ts).
 * @see PRINT-03 @see PRINT-07
 */
import { createHash } from "node:crypto";
import { serverEnv } from "~/utils/env.server";
import { serviceCandidates } from "./model";
import { PROBE_SCRIPT } from "./probe-script";

/** How long one candidate's `CLodopfuncs.js` may take to load before the next is tried, ms. */
export const PROBE_LOAD_TIMEOUT_MS = 4_000;
/** How long the probe waits for C-Lodop's socket to open once its script loaded, ms. */
export const PROBE_READY_TIMEOUT_MS = 3_000;

const scriptHash = `'sha256-${createHash("sha256").update(PROBE_SCRIPT, "utf8").digest("base64")}'`;

/** The probe's candidates for a request: https ports first when the portal page is https. */
export function probeCandidates(request: Request): string[] {
  const env = serverEnv();
  const secure = new URL(request.url).protocol === "https:";
  return serviceCandidates({ http: env.PRINT_LODOP_PORTS, https: env.PRINT_LODOP_HTTPS_PORTS }, secure);
}

/**
 * The probe document's Content-Security-Policy: a sandbox with scripts only; scripts are its own
 * (by hash) and `CLodopfuncs.js` of the candidates; connections only to the candidates (HTTP and
 * WebSocket); nothing else (no images, styles, frames, forms, base).
 */
export function probeCsp(candidates: readonly string[]): string {
  const scripts = candidates.map((c) => `${c}CLodopfuncs.js`);
  const origins = candidates.map((c) => c.replace(/\/$/, ""));
  const sockets = origins.map((o) => o.replace(/^http/, "ws"));
  return [
    "default-src 'none'",
    `script-src ${scriptHash} ${scripts.join(" ")}`,
    `connect-src ${[...origins, ...sockets].join(" ")}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
    "sandbox allow-scripts",
  ].join("; ");
}

/** JSON safe to put inside a `<script type="application/json">` (no `<`, `>`, `&`, U+2028/9). */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** The probe document, with its own policy; never cached (it follows the configuration). */
export function probeResponse(request: Request): Response {
  const candidates = probeCandidates(request);
  const config = { candidates, loadTimeoutMs: PROBE_LOAD_TIMEOUT_MS, readyTimeoutMs: PROBE_READY_TIMEOUT_MS };
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>C-Lodop</title><script type="application/json" id="print-probe-config">${inlineJson(config)}</script></head><body><script>${PROBE_SCRIPT}</script></body></html>`;
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": probeCsp(candidates),
      "Cache-Control": "no-store",
      "Referrer-Policy": "no-referrer",
    },
  });
}

/** What the shell needs to decide and to say what to do: `GET /api/print/config`. */
export interface PrintConfig {
  /** PRINT_CLOUD_MIN_VERSION (PRINT-07). */
  cloudMin: string;
  /** PRINT_PLUGIN_DOWNLOAD_URL: the download and upgrade action's address. */
  downloadUrl: string;
}

/** The check's configuration, as JSON (no secret in it; not cached, so a change shows at once). */
export function printConfigResponse(): Response {
  const env = serverEnv();
  const body: PrintConfig = { cloudMin: env.PRINT_CLOUD_MIN_VERSION, downloadUrl: env.PRINT_PLUGIN_DOWNLOAD_URL };
  return Response.json(body, { headers: { "Cache-Control": "no-store" } });
}
