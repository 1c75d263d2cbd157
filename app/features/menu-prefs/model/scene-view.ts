/**
 * The menu view of a custom scene (pure): which menus the header groups and the sider show
 * while a scene is chosen in the system switcher, and how that choice is kept in the browser.
 *
 * A scene holds up to 15 menu ids (MENU-36). Its view is the tree cut down to those leaves,
 * each under its own groups, in the tree's order. "Common menu" (no scene) is the whole tree.
 * The search, the bookmarks and the all-menu overlay always see the whole tree.
 * @see LAYOUT-11 @see MENU-31
 */
import type { MenuNode } from "~/gateway/schemas";
import { isLeaf } from "~/features/menus";

/** The chosen scene as kept in local storage: its key and its menu ids. */
export interface SceneChoice {
  key: string;
  menuIds: readonly number[];
}

/**
 * The local-storage key of a user's chosen scene of a system (`pro__` prefix, CONST-01); `owner`
 * is the user key (`userName@company`), so another user of the browser never gets this choice.
 */
export const sceneChoiceStorageKey = (owner: string, serviceId: number | string) => `pro__sceneView:${owner}:${serviceId}`;

/**
 * The tree a scene shows: the leaves whose menuId is in `menuIds`, with the groups above them;
 * groups left empty go. `menuIds` null (common menu) returns the same array. Never mutates its
 * input; order is the tree's.
 */
export function filterSceneMenus(tree: readonly MenuNode[], menuIds: readonly number[] | null): readonly MenuNode[] {
  if (menuIds === null) return tree;
  const wanted = new Set(menuIds.map(Number));
  const walk = (nodes: readonly MenuNode[]): MenuNode[] => {
    const out: MenuNode[] = [];
    for (const node of nodes) {
      if (isLeaf(node)) {
        if (wanted.has(Number(node.menuId))) out.push(node);
        continue;
      }
      const children = walk(node.childMenus ?? []);
      if (children.length > 0) out.push({ ...node, childMenus: children });
    }
    return out;
  };
  return walk(tree);
}

/**
 * Reads a stored choice: `{ key, menuIds }` JSON with a non-empty key (at most 64 characters)
 * and at most 500 integer ids (the portal's form saves 15; the gateway's data may hold more).
 * Anything else (absent, malformed, over 20,000 characters, edited by hand) is null: the
 * common menu.
 */
export function parseSceneChoice(raw: string | null): SceneChoice | null {
  if (!raw || raw.length > 20_000) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { key, menuIds } = value as { key?: unknown; menuIds?: unknown };
    if (typeof key !== "string" || key.length === 0 || key.length > 64) return null;
    if (!Array.isArray(menuIds) || menuIds.length > 500 || !menuIds.every((id) => Number.isSafeInteger(id))) return null;
    return { key, menuIds: menuIds as number[] };
  } catch {
    return null;
  }
}

/**
 * The local-storage key of the last scene view a user saw of a system (`pro__` prefix, CONST-01),
 * kept so that a page whose document carries only the first-paint groups (issue 25) shows the
 * chosen scene's menus before the full tree has loaded.
 */
export const sceneViewStorageKey = (owner: string, serviceId: number | string) => `pro__sceneMenus:${owner}:${serviceId}`;

/** A stored scene view over this many characters is not kept (a scene holds 15 menus: a few KB). */
const SCENE_VIEW_MAX_CHARS = 20_000;
/** Menu levels a stored view may have (a tree deeper than this is not the portal's). */
const SCENE_VIEW_MAX_DEPTH = 8;

/** A stored scene view: the tree version and scene it was cut from, and the cut (slim nodes). */
interface StoredSceneView {
  v: string;
  ids: string;
  tree: readonly MenuNode[];
}

/** Same ids in the same order, as the stored `ids` string. */
const idsKey = (menuIds: readonly number[]) => menuIds.map(Number).join(",");

/**
 * The stored form of a scene view ({@link filterSceneMenus} of the full tree), or null when it
 * would be over {@link SCENE_VIEW_MAX_CHARS} characters (then nothing is kept).
 * @param version the full tree's version (its ETag)
 */
export function encodeSceneView(version: string, menuIds: readonly number[], view: readonly MenuNode[]): string | null {
  const raw = JSON.stringify({ v: version, ids: idsKey(menuIds), tree: view } satisfies StoredSceneView);
  return raw.length <= SCENE_VIEW_MAX_CHARS ? raw : null;
}

function isNodeList(value: unknown, depth: number): value is MenuNode[] {
  if (!Array.isArray(value) || depth > SCENE_VIEW_MAX_DEPTH) return false;
  return value.every((n: unknown) => {
    if (typeof n !== "object" || n === null) return false;
    const { menuId, menuName, childMenus } = n as Record<string, unknown>;
    if (!Number.isSafeInteger(menuId) || typeof menuName !== "string") return false;
    return childMenus === undefined || childMenus === null || isNodeList(childMenus, depth + 1);
  });
}

/**
 * Reads a stored scene view: its tree when it was cut from this very tree `version` and the
 * same scene `menuIds`; null for anything else (absent, another version or scene, malformed, too
 * long, nodes without an integer menuId and a string menuName, deeper than 8 levels).
 */
export function decodeSceneView(raw: string | null, version: string | null, menuIds: readonly number[]): MenuNode[] | null {
  if (!raw || !version || raw.length > SCENE_VIEW_MAX_CHARS) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredSceneView> | null;
    if (typeof value !== "object" || value === null) return null;
    if (value.v !== version || value.ids !== idsKey(menuIds)) return null;
    return isNodeList(value.tree, 1) ? (value.tree as MenuNode[]) : null;
  } catch {
    return null;
  }
}
