/**
 * Who may have the gateway token from the bridge's hand-out (`POST /api/bridge/token`): pure
 * decisions of the server, apart from the session and the capability's MAC (token.server.ts).
 *
 * A hand-out is refused unless, in this order:
 * 1. the fetch metadata, where the browser sends it, says a same-origin `fetch()`:
 *    `Sec-Fetch-Site: same-origin`, `Sec-Fetch-Mode: cors | same-origin`, `Sec-Fetch-Dest: empty`
 *    (a form post, a navigation, an embedded or cross-site request is refused);
 * 2. the shell document's capability is this login's (capability.server.ts);
 * 3. the system asked for is one of the user's (serviceId and systemCode);
 * 4. its entry opens under the entry rules (ENTRY-01..ENTRY-05: no rule matches);
 * 5. the origin asked for is exactly that system's origin (its `systemDomain`'s, serialised as
 *    a browser writes `event.origin`: lower case, no path, no default port) — no other spelling;
 * 6. the capability was issued for that same system (a pane of one system's shell gets no
 *    token for another).
 * @see BRIDGE-03, BRIDGE-05, MICRO-03 (Resolutions: only to a pane whose origin is its system's)
 * @module features/bridge/token-rules
 */
import { entryDecision, type AccessSystem } from "~/features/access";
import { originOf } from "~/features/security";

/** Why a hand-out was refused (logged with what was asked). */
export type TokenRefusal =
  | "fetch-metadata"
  | "capability"
  | "unknown-system"
  | "entry-rule"
  | "origin"
  | "capability-system";

/** The fetch metadata request headers (null when the browser did not send one). */
export interface FetchMetadata {
  site: string | null;
  mode: string | null;
  dest: string | null;
}

/** True when the fetch metadata that is present says a same-origin `fetch()` (absent = not known, allowed). */
export function fetchMetadataAllows({ site, mode, dest }: FetchMetadata): boolean {
  if (site !== null && site.trim().toLowerCase() !== "same-origin") return false;
  if (mode !== null && !["cors", "same-origin"].includes(mode.trim().toLowerCase())) return false;
  if (dest !== null && dest.trim().toLowerCase() !== "empty") return false;
  return true;
}

/** What a hand-out request asks for. */
export interface TokenAsk {
  origin: string;
  serviceId: number;
  systemCode: string;
}

/** The decision on the system and origin: the system, or the refusal (with the entry rule that matched). */
export type SystemVerdict<S> = { ok: true; system: S } | { ok: false; reason: TokenRefusal; rule?: string };

/**
 * Steps 3–6 of the module doc.
 * @param capabilitySystem the system the (valid) capability names
 * @param systems the user's subscribed systems (gateway data)
 */
export function systemVerdict<S extends AccessSystem>(ask: TokenAsk, capabilitySystem: { serviceId: number; systemCode: string }, systems: readonly S[]): SystemVerdict<S> {
  const system = systems.find((s) => Number(s.serviceId) === ask.serviceId && s.systemCode === ask.systemCode);
  if (!system) return { ok: false, reason: "unknown-system" };
  const rule = entryDecision(system);
  if (rule) return { ok: false, reason: "entry-rule", rule: rule.rule };
  const origin = originOf(system.systemDomain);
  if (origin === null || ask.origin !== origin) return { ok: false, reason: "origin" };
  if (capabilitySystem.serviceId !== ask.serviceId || capabilitySystem.systemCode !== ask.systemCode) return { ok: false, reason: "capability-system" };
  return { ok: true, system };
}
