/**
 * The micro-apps of a system (MICRO-02): every app name its menu uses other than the portal's
 * own (`sso-web`, `iframe`, `home`), each an ES module at `{system origin}/apps/micro/{name}.js`.
 * The system origin (its `systemDomain`'s) is what the CSP's `script-src` then lists.
 */
import type { MenuNode } from "~/gateway/schemas";
import { leavesOf, menuTarget } from "~/features/menus";
import { originOf } from "~/features/security";
import type { MicroAppDef } from "./contract";
import { poolSize } from "./pool";

/** What the shell's loader passes to the browser about micro-apps. */
export interface MicroAppsConfig {
  /** The system's origin: micro-app modules load from it (null: no usable systemDomain). */
  origin: string | null;
  /**
   * Every subscribed system's origin, for the CSP's `script-src`: a client-side switch to
   * another system (no new document, so no new CSP) can still load that system's micro-apps.
   */
  scriptOrigins: string[];
  /** Hidden live panes kept (MICRO_APP_POOL_SIZE, default 10). */
  poolSize: number;
  apps: MicroAppDef[];
}

const NOT_MICRO = new Set(["sso-web", "iframe", "home"]);

/** The micro-app module path on a system's origin. */
export const microAppPath = (name: string) => `/apps/micro/${name}.js`;

/**
 * @param system the current system (`systemDomain` gives the origin)
 * @param tree its menu tree (null when the menu failed to load: no micro-apps)
 * @param systemOrigins the origins of every subscribed system
 */
export function microAppsConfig(
  system: { systemCode: string; systemDomain?: string | null },
  tree: readonly MenuNode[] | null,
  systemOrigins: readonly string[],
  env: Record<string, string | undefined> = process.env,
): MicroAppsConfig {
  const origin = originOf(system.systemDomain);
  const names = new Set<string>();
  for (const leaf of tree ? leavesOf(tree) : []) {
    const name = menuTarget(leaf)?.appName;
    if (name && !NOT_MICRO.has(name)) names.add(name);
  }
  const apps = origin
    ? [...names].sort().map((name) => ({ name, entry: `${origin}${microAppPath(name)}`, systemCode: system.systemCode, packageName: `micro-${name}` }))
    : [];
  return { origin, scriptOrigins: [...systemOrigins], poolSize: poolSize(env.MICRO_APP_POOL_SIZE), apps };
}
