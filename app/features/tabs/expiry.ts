/**
 * Expiry of a menu's platform and app asset (TAB-08..TAB-13): which prompt an activation meets,
 * and where renewing leads.
 * @see TAB-08..TAB-13
 */
import type { MenuNode } from "~/gateway/schemas";

/** Service management, where a platform or service asset is renewed (TAB-09, TAB-11). */
export const SERVICE_MANAGEMENT_PATH = "/company/serve/serve-manage";
/** The app store, where an app asset (assetsType 2) is renewed (TAB-11). */
export const APP_STORE_PATH = "/app/home";

const GATEWAY_OFFSET_MS = 8 * 3_600_000;

/** A gateway time `yyyy-MM-dd HH:mm:ss` (UTC+8) as epoch ms; NaN when it is not one. */
export function gatewayTimeMs(value: string | null | undefined): number {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(value.trim()) : null;
  if (!m) return NaN;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number);
  return Date.UTC(y, mo - 1, d, h, mi, s) - GATEWAY_OFFSET_MS;
}

/** The prompt an expired menu meets. */
export type Expiry = { kind: "platform" } | { kind: "assets"; assetsType: number | null };

/**
 * Which expiry blocks the menu at `now` (epoch ms): the platform first (TAB-13), then the app
 * asset; null when neither has passed. A missing or unreadable time counts as not expired (TAB-12).
 */
export function expiryOf(leaf: Pick<MenuNode, "platformExpireTime" | "assetsExpireTime" | "assetsType">, now: number): Expiry | null {
  const platform = gatewayTimeMs(leaf.platformExpireTime);
  if (platform < now) return { kind: "platform" };
  const assets = gatewayTimeMs(leaf.assetsExpireTime);
  if (assets < now) return { kind: "assets", assetsType: leaf.assetsType ?? null };
  return null;
}

/** The portal page renewing leads to: the app store for an app asset (assetsType 2), else service management. */
export function renewPath(expiry: Expiry): string {
  return expiry.kind === "assets" && expiry.assetsType === 2 ? APP_STORE_PATH : SERVICE_MANAGEMENT_PATH;
}
