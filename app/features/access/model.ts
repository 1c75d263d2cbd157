/**
 * Entry access rules and system-switcher checks: pure functions of the subscribed system.
 *
 * @see ENTRY-01..ENTRY-05 entry rules, first match decides.
 * @see ENTRY-07..ENTRY-12 switcher checks, first match decides.
 * @see ENTRY-13 no rule reads a role name.
 */
import { httpUrl } from "~/features/security";

/** The fields of a subscribed system the rules read (gateway names). */
export interface AccessSystem {
  serviceId: number;
  systemCode: string;
  status: number;
  serviceDeploy: number;
  embedded: number;
  packageId?: number | null;
  systemDomain?: string | null;
  serviceBillingValueDTOList?: Array<{ keyValue: string; billingItemValue?: number | null; unlimitedUse?: number | null }> | null;
}

/** Systems that need status 4 to enter (ENTRY-01). */
export const STATUS_GATED_CODES: readonly string[] = ["ERP", "AMAZON_OPERATE", "BI"];

/** The decision of the entry rules: where to go instead, or `null` to open the entry route. */
export type EntryDecision = { rule: "ENTRY-01" | "ENTRY-02" | "ENTRY-03" | "ENTRY-04"; to: string } | null;

/** The billed quantity and unlimitedUse of the `packageQuantity` billing item (ENTRY-02). */
export function billedQuantity(system: AccessSystem): { quantity: number; unlimitedUse: number } {
  const item = system.serviceBillingValueDTOList?.find((b) => b.keyValue === "packageQuantity");
  return { quantity: Number(item?.billingItemValue ?? 0), unlimitedUse: Number(item?.unlimitedUse ?? 0) };
}

function hasPackage(system: AccessSystem): boolean {
  return system.packageId !== null && system.packageId !== undefined && String(system.packageId) !== "";
}

/**
 * Applies ENTRY-01..04 in order; the first that matches decides (ENTRY-05).
 * Paths: `/401/{systemCode}`, `/entry/{serviceId}/{systemCode}/402`, `/401`.
 */
export function entryDecision(system: AccessSystem): EntryDecision {
  const code = system.systemCode;
  const enc = encodeURIComponent(code);
  if (STATUS_GATED_CODES.includes(code) && system.status !== 4) return { rule: "ENTRY-01", to: `/401/${enc}` };
  if (code === "ERP") {
    const { quantity, unlimitedUse } = billedQuantity(system);
    if (quantity <= 0 && unlimitedUse !== 1) return { rule: "ENTRY-02", to: `/401/${enc}` };
  }
  if ((system.status === 3 || system.status === 9) && hasPackage(system)) {
    return { rule: "ENTRY-03", to: `/entry/${system.serviceId}/${enc}/402` };
  }
  if (system.status === 3 || system.status === 9) return { rule: "ENTRY-04", to: "/401" };
  return null;
}

/** What the system switcher does with a system (ENTRY-07..12). */
export type SwitcherDecision =
  | { kind: "warn"; messageKey: "access.stopped" | "access.abandoned" | "access.deploying" | "errors.badParam" }
  | { kind: "open-window"; url: string }
  | { kind: "navigate"; to: string };

/** Applies the switcher checks in order: status 3, status 9, deploy ≤ 2, embedded 2, else navigate. */
export function switcherDecision(system: AccessSystem): SwitcherDecision {
  if (system.status === 3) return { kind: "warn", messageKey: "access.stopped" };
  if (system.status === 9) return { kind: "warn", messageKey: "access.abandoned" };
  if (system.serviceDeploy <= 2) return { kind: "warn", messageKey: "access.deploying" };
  if (system.embedded === 2) {
    const url = httpUrl(system.systemDomain)?.href ?? null;
    return url ? { kind: "open-window", url } : { kind: "warn", messageKey: "errors.badParam" };
  }
  return { kind: "navigate", to: `/entry/${system.serviceId}/${encodeURIComponent(system.systemCode)}` };
}

/** The first system with status 2 and serviceDeploy 4, the `redirectPath` target (ROUTE-45). */
export function redirectPathTarget(systems: readonly AccessSystem[]): string | null {
  const s = systems.find((x) => x.status === 2 && x.serviceDeploy === 4);
  return s ? `/entry/${s.serviceId}/${encodeURIComponent(s.systemCode)}` : null;
}

/**
 * The system to land on after login or at `/`: ERP first, then the first system whose entry
 * route opens (no rule matches). Null when none opens.
 */
export function landingTarget(systems: readonly AccessSystem[]): string | null {
  const open = systems.filter((s) => entryDecision(s) === null && s.embedded !== 2);
  const pick = open.find((s) => s.systemCode === "ERP") ?? open[0];
  return pick ? `/entry/${pick.serviceId}/${encodeURIComponent(pick.systemCode)}` : null;
}
