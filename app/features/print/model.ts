/**
 * The print-plugin check's pure logic (issue 26): where C-Lodop's local service is looked for,
 * how versions compare, and which state the seller is told about. Runs in the browser (the
 * shell) and on the server (the probe frame's candidates and policy).
 *
 * C-Lodop is a local Windows service. When it runs it serves `CLodopfuncs.js` on
 * `http://localhost:8000` (and a second instance on 18000; the https ports 8443/18443), which
 * defines `getCLodop()` returning the `CLODOP` object: `VERSION` is the print plugin's version,
 * `CVERSION` the cloud print service's, `webskt` the WebSocket the page prints through.
 * @module features/print/model
 * @see PRINT-03 @see PRINT-04 @see PRINT-05 @see PRINT-06 @see PRINT-07 @see PRINT-08
 */
import { z } from "zod";

/** The lowest print-plugin version that passes (shell §9 "plugin at least 6.0"). @see PRINT-05 */
export const PLUGIN_MIN_VERSION = "6.0";

/**
 * What the check tells the seller: one state per message (PRINT-04..08), `ok` when printing may
 * go on (no message).
 */
export type PrintState = "notInstalled" | "notReady" | "pluginUpgrade" | "cloudMissing" | "cloudUpgrade" | "ok";

/**
 * What the probe frame found (untrusted: C-Lodop's own script runs in that frame, so these are
 * its claims; they only ever choose one of the messages).
 * - `found`: a candidate service answered `CLodopfuncs.js`;
 * - `ready`: its `getCLodop()` gave the object and its socket opened in time;
 * - `pluginVersion` / `cloudVersion`: `VERSION` / `CVERSION` as given (null when absent).
 */
export const probeFactsSchema = z
  .object({
    found: z.boolean(),
    ready: z.boolean().default(false),
    pluginVersion: z.string().max(40).nullable().default(null),
    cloudVersion: z.string().max(40).nullable().default(null),
    /** The service that answered, `http(s)://localhost:{port}/`, for the log. */
    service: z.string().max(200).nullable().default(null),
  })
  .strict();

/** Decoded probe facts. */
export type ProbeFacts = z.output<typeof probeFactsSchema>;

/**
 * A version as its numeric segments: `"6.2.1.5"` → `[6, 2, 1, 5]`. Surrounding blanks are
 * ignored; anything else than 1–10 dot-separated groups of 1–9 digits is null (never throws).
 */
export function parseVersion(version: string | null | undefined): number[] | null {
  if (typeof version !== "string") return null;
  const v = version.trim();
  if (!/^\d{1,9}(\.\d{1,9}){0,9}$/.test(v)) return null;
  return v.split(".").map(Number);
}

/**
 * Compares two versions segment by segment, numerically, a missing segment counting as 0
 * (`"10.0"` > `"6.0"`, `"6"` = `"6.0.0"`, `"6.0.1"` > `"6.0"`). Unlike the string comparison of
 * C-Lodop's own sample (`CLODOP.CVERSION < "…"`), which puts "10.0" below "6.0".
 * @returns negative when a < b, 0 when equal, positive when a > b
 * @throws Error when either is not a version ({@link parseVersion} null)
 * @see PRINT-05 @see PRINT-07
 */
export function compareVersions(a: string, b: string): number {
  const x = parseVersion(a);
  const y = parseVersion(b);
  if (!x || !y) throw new Error(`not a version: ${!x ? a : b}`);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

/** Whether `version` is a version at least `min`; an absent or malformed version is not. */
export function atLeast(version: string | null | undefined, min: string): boolean {
  return parseVersion(version) !== null && compareVersions(version!, min) >= 0;
}

/**
 * The state the seller is told about, from what the probe found. In order: no service answered
 * → `notInstalled` (PRINT-04); it answered but C-Lodop is not ready (no object yet, socket not
 * open) → `notReady` (PRINT-08); plugin below 6.0 (or no readable version) → `pluginUpgrade`
 * (PRINT-05); no cloud print service version → `cloudMissing` (PRINT-06); cloud service below
 * `cloudMin` (or unreadable) → `cloudUpgrade` (PRINT-07); else `ok`.
 * @param cloudMin the configured minimum cloud version (PRINT_CLOUD_MIN_VERSION)
 */
export function decidePrintState(facts: ProbeFacts, cloudMin: string): PrintState {
  if (!facts.found) return "notInstalled";
  if (!facts.ready) return "notReady";
  if (!atLeast(facts.pluginVersion, PLUGIN_MIN_VERSION)) return "pluginUpgrade";
  if (facts.cloudVersion === null || facts.cloudVersion.trim() === "") return "cloudMissing";
  if (!atLeast(facts.cloudVersion, cloudMin)) return "cloudUpgrade";
  return "ok";
}

/** Where the probe looks, from configuration (PRINT_LODOP_PORTS, PRINT_LODOP_HTTPS_PORTS). */
export interface ServicePorts {
  /** The plain ports, in order (8000, 18000). */
  http: readonly number[];
  /** The TLS port of each plain port, same order (8443, 18443). */
  https: readonly number[];
}

/**
 * The base URLs of C-Lodop's local service, in the order they are tried (the first that answers
 * wins): the plain ports as listed; on an https page each service's https port first, then its
 * plain one (`https://localhost:8443/`, `http://localhost:8000/`, `https://localhost:18443/`, …).
 * Duplicates dropped.
 * @see PRINT-03
 */
export function serviceCandidates(ports: ServicePorts, securePage: boolean): string[] {
  const out: string[] = [];
  ports.http.forEach((port, i) => {
    const tls = ports.https[i];
    if (securePage && tls !== undefined) out.push(`https://localhost:${tls}/`);
    out.push(`http://localhost:${port}/`);
  });
  return [...new Set(out)];
}
