/**
 * Menu tree helpers: labels per language, leaves, and how a leaf opens (its app and hash path).
 * @see I18N-06 names per language with fallback to menuName
 * @see ROUTE-12..ROUTE-16 sub-paths `sso-web#…`, `iframe#/m_{menuId}`, `{microApp}#…`
 */
import { deepFreeze } from "~/utils/deep-freeze";
import type { MenuNode } from "~/gateway/schemas";

/** The node's name in a language: menuEnName (en), menuKrName (ko), else menuName (I18N-06). */
export function menuLabel(node: Pick<MenuNode, "menuName" | "menuEnName" | "menuKrName">, lng: string): string {
  const translated = lng.startsWith("en") ? node.menuEnName : lng.startsWith("ko") ? node.menuKrName : null;
  return translated && translated.trim() ? translated : node.menuName;
}

/**
 * True for a leaf (lastMenu 2, or no children). A node marked lastMenu 1 is a group even with
 * no children in hand (a trimmed first-paint group whose children load later).
 * @see MENU-05
 */
export function isLeaf(node: MenuNode): boolean {
  if (node.lastMenu === 2) return true;
  return node.lastMenu !== 1 && (!node.childMenus || node.childMenus.length === 0);
}

/** All leaves, depth first, in menu order. */
export function leavesOf(nodes: readonly MenuNode[]): MenuNode[] {
  const out: MenuNode[] = [];
  const walk = (list: readonly MenuNode[]) => {
    for (const n of list) {
      if (isLeaf(n)) out.push(n);
      else walk(n.childMenus ?? []);
    }
  };
  walk(nodes);
  return out;
}

/** Where a leaf opens: the route's `{appName}` and the hash path. */
export interface MenuTarget {
  appName: string;
  hashPath: string;
}

/** App names allowed in a route segment: lower-case letters, digits, `-` and `_`, ≤ 40 characters. */
export const APP_NAME_PATTERN = /^[a-z][a-z0-9_-]{0,39}$/;

/**
 * Parses a leaf's target. Uses its `path` (`app#/route`) when present; otherwise an absolute
 * menuUrl is an iframe (`iframe#/m_{menuId}`) and a relative one a portal page (`sso-web#…`).
 * Returns null when nothing usable is there.
 */
export function menuTarget(node: MenuNode): MenuTarget | null {
  const path = typeof node.path === "string" ? node.path : null;
  if (path && path.includes("#")) {
    const [appName, ...rest] = path.split("#");
    const hashPath = rest.join("#");
    if (APP_NAME_PATTERN.test(appName) && hashPath.startsWith("/")) return { appName, hashPath };
  }
  const url = node.menuUrl ?? "";
  if (/^https?:\/\//i.test(url)) return { appName: "iframe", hashPath: `/m_${node.menuId}` };
  if (url.startsWith("/")) return { appName: "sso-web", hashPath: url };
  return null;
}

/** Finds the leaf a route addresses: by `iframe#/m_{id}`, else by app and hash path. */
export function findLeafByTarget(nodes: readonly MenuNode[], target: MenuTarget): MenuNode | null {
  const leaves = leavesOf(nodes);
  if (target.appName === "iframe") {
    const m = /^\/m_(\d+)$/.exec(target.hashPath);
    if (m) return leaves.find((l) => String(l.menuId) === m[1]) ?? null;
  }
  const bare = target.hashPath.split("?")[0];
  return (
    leaves.find((l) => {
      const t = menuTarget(l);
      return t && t.appName === target.appName && t.hashPath.split("?")[0] === bare;
    }) ?? null
  );
}

/** Finds a node by menuId anywhere in the tree. */
export function findMenuById(nodes: readonly MenuNode[], menuId: number | string): MenuNode | null {
  for (const n of nodes) {
    if (String(n.menuId) === String(menuId)) return n;
    const hit = findMenuById(n.childMenus ?? [], menuId);
    if (hit) return hit;
  }
  return null;
}

/** The fields of a menu node the shell uses in the browser (the rest stays on the server). */
export const SHELL_MENU_FIELDS = [
  "key", "tab", "menuId", "menuName", "menuEnName", "menuKrName", "menuUrl", "path", "lastMenu",
  "menuIcon", "icon", "updateFlag", "updatePackageId", "updatePackageIds", "collectFlag", "closable",
  "noCache", "selectFlag", "functionClass", "external", "assetsType", "platformExpireTime",
  "assetsExpireTime", "relationMenuList", "topicList", "agentId",
] as const;

/**
 * Values left out of the page because they are the default: `lastMenu` (a node without
 * children is a leaf), `closable: true`, `noCache: false`, `updateFlag: 1`, and a `menuUrl`
 * the `path` already says (only iframe leaves need their URL).
 */
function isDefault(field: (typeof SHELL_MENU_FIELDS)[number], node: MenuNode): boolean {
  const v = node[field];
  if (v === undefined || v === null || v === "") return true;
  // lastMenu is implied by the children, unless a leaf (2) carries children (button rows).
  if (field === "lastMenu") return (v === 2) === !(node.childMenus && node.childMenus.length > 0);
  if (field === "closable") return v === true;
  if (field === "noCache") return v === false;
  if (field === "updateFlag" || field === "collectFlag") return v === 1;
  // MENU-04: `m_{menuId}` is what every node's key is; only a different key is carried.
  if (field === "key") return v === `m_${node.menuId}`;
  // The icon is sent once: `icon` only when it differs from `menuIcon` (MENU-06 reads either).
  if (field === "icon") return v === node.menuIcon;
  if (Array.isArray(v)) return v.length === 0;
  if (field === "menuUrl") return !/^https?:\/\//i.test(String(v)) && typeof node.path === "string" && node.path.includes("#");
  return false;
}

/**
 * A copy of the tree with only the {@link SHELL_MENU_FIELDS} that differ from their default
 * (smaller page payload). `lastMenu` is restored by {@link isLeaf}'s rule (no children = leaf).
 * Later features that need more fields add them to the list.
 */
export function slimMenuTree(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.map((n) => {
    const out: Record<string, unknown> = {};
    for (const f of SHELL_MENU_FIELDS) if (!isDefault(f, n)) out[f] = n[f];
    if (n.childMenus && n.childMenus.length > 0) out.childMenus = slimMenuTree(n.childMenus);
    return out as unknown as MenuNode;
  });
}

/**
 * The menu tree as the page carries it: one JSON string (serialising a string into the page is
 * far cheaper than a tree of a few hundred objects). Parse with {@link parseMenuJson}.
 */
export function menuJson(nodes: readonly MenuNode[]): string {
  return JSON.stringify(slimMenuTree(nodes));
}

/** The server's last few parsed trees by their JSON (a cached read's tree is the same string for every render). */
const parsed = new Map<string, MenuNode[]>();
const PARSED_KEEP = 4;

/**
 * Parses {@link menuJson} output; anything unparseable gives an empty tree. On the server the
 * result is deeply frozen and shared: the same JSON string gives the same tree (the last
 * {@link PARSED_KEEP} strings are remembered), so a cached tree is parsed once, not at every
 * render (issue 10: ≈ 0.6 ms of a shell document). The browser parses each time it is asked
 * (its callers memoise), as before.
 */
export function parseMenuJson(json: string | null | undefined): MenuNode[] {
  if (!json) return [];
  const server = typeof document === "undefined";
  const known = server ? parsed.get(json) : undefined;
  if (known) return known;
  let tree: MenuNode[] = [];
  try {
    const value = JSON.parse(json) as unknown;
    if (Array.isArray(value)) tree = value as MenuNode[];
  } catch {
    tree = [];
  }
  if (!server) return tree;
  deepFreeze(tree);
  if (parsed.size >= PARSED_KEEP) parsed.delete(parsed.keys().next().value!);
  parsed.set(json, tree);
  return tree;
}
