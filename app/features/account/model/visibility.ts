/**
 * Which header-toolbar and avatar-dropdown items show, and which warn in demo mode, pure.
 * @module features/account/model/visibility
 * @see LAYOUT-24..LAYOUT-30 @see MENU-49 @see DEMO-04
 */
import type { AccountFacts } from "./facts";

/** The guide button's classification and activation threshold (shell §6, §9). */
export const GUIDE_CLASSIFICATION = "TIKTOK";
export const GUIDE_ACTIVE_AFTER = "2023-12-15";
/** MENU-49: the version switch shows below this many open tabs besides home. */
export const VERSION_SWITCH_MAX_PANES = 6;

/** The avatar dropdown's items, in LAYOUT-24's order. */
export type AvatarItem = "userCenter" | "accountSettings" | "authority" | "storeAuth" | "moneyAssistant" | "appMarket" | "liveReplay" | "menuStyle" | "language" | "logout";

/**
 * The avatar items that show, in order. Authority needs menus and a selected permissions child
 * (LAYOUT-25); store authorization needs menus and the shop-auth leaf (LAYOUT-26); money
 * assistant needs no demo and authStatus 1 (LAYOUT-27); app market no demo and ERP (LAYOUT-28).
 * @param moneyUrl the money-assistant lookup's url (null: not authorised or not looked up)
 */
export function avatarItems(facts: AccountFacts, moneyUrl: string | null): AvatarItem[] {
  const items: AvatarItem[] = ["userCenter", "accountSettings"];
  if (facts.hasMenus && facts.authoritySelected) items.push("authority");
  if (facts.hasMenus && facts.shopAuthPath) items.push("storeAuth");
  if (!facts.isDemo && moneyUrl) items.push("moneyAssistant");
  if (!facts.isDemo && facts.systemCode === "ERP") items.push("appMarket");
  items.push("liveReplay", "menuStyle", "language", "logout");
  return items;
}

/** In demo mode every avatar item but logout warns instead of acting (LAYOUT-30). */
export function avatarItemWarns(item: AvatarItem, isDemo: boolean): boolean {
  return isDemo && item !== "logout";
}

/** MENU-49: packageStyle 1, system ERP and fewer than 6 open tabs besides home. */
export function showVersionSwitch(facts: Pick<AccountFacts, "packageStyle" | "systemCode">, openPanes: number): boolean {
  return facts.packageStyle === 1 && facts.systemCode === "ERP" && openPanes < VERSION_SWITCH_MAX_PANES;
}

/** The guide button: classification TIKTOK whose ERP was activated after 2023-12-15 (shell §6). */
export function showGuideButton(facts: Pick<AccountFacts, "classification" | "erpServiceActive">): boolean {
  const active = facts.erpServiceActive?.slice(0, 10) ?? "";
  return facts.classification === GUIDE_CLASSIFICATION && /^\d{4}-\d{2}-\d{2}$/.test(active) && active > GUIDE_ACTIVE_AFTER;
}

/** A system's state as the welcome page shows it, by the switcher's order (ENTRY-12). */
export type SystemBadge = "stopped" | "abandoned" | "deploying" | "external" | "active" | "pending";

/** The badge of a subscribed system: status 3, status 9, serviceDeploy ≤ 2, embedded 2, then status 2/4 active. */
export function systemBadge(system: { status: number; serviceDeploy: number; embedded: number }): SystemBadge {
  if (system.status === 3) return "stopped";
  if (system.status === 9) return "abandoned";
  if (system.serviceDeploy <= 2) return "deploying";
  if (system.embedded === 2) return "external";
  return system.status === 4 || system.status === 2 ? "active" : "pending";
}
