/**
 * The chosen custom scene in the browser: {@link chooseScene} keeps the choice per system in
 * local storage and announces it (`scene:select`); {@link useSceneTree} gives the menus the
 * header groups and the sider show under it. The choice outlives a reload; until hydration the
 * server-rendered menus are the whole tree.
 * @see LAYOUT-11
 */
import { useEffect, useMemo, useState } from "react";
import type { MenuNode } from "~/gateway/schemas";
import { useMenuTree } from "~/features/menus";
import { emitShellEvent, onShellEvent } from "~/utils/shell-events";
import { useUserKey } from "~/utils/shell-data";
import { decodeSceneView, encodeSceneView, filterSceneMenus, parseSceneChoice, sceneChoiceStorageKey, sceneViewStorageKey, type SceneChoice } from "../model/scene-view";
import { filterPaidMenus } from "../model/paid";
import { useNavSystem } from "./NavPrefsProvider";

/**
 * The stored choice of `owner` (the user key, `userName@company`) for a system; null (common
 * menu) when none, unreadable or storage is blocked.
 */
export function readSceneChoice(owner: string, serviceId: number | string): SceneChoice | null {
  try {
    return parseSceneChoice(window.localStorage.getItem(sceneChoiceStorageKey(owner, serviceId)));
  } catch {
    return null;
  }
}

/**
 * Chooses `owner`'s menu view of a system: a scene's `{ key, menuIds }`, or null for the common
 * menu. Saved in local storage (when storage is blocked or full, the choice holds for this
 * page only) and announced to the menus with the `scene:select` shell event.
 */
export function chooseScene(owner: string, serviceId: number | string, choice: SceneChoice | null): void {
  try {
    const key = sceneChoiceStorageKey(owner, serviceId);
    if (choice) window.localStorage.setItem(key, JSON.stringify({ key: choice.key, menuIds: choice.menuIds }));
    else window.localStorage.removeItem(key);
  } catch {
    // storage full or blocked: the event below still switches this page's menus
  }
  emitShellEvent({ type: "scene:select", key: choice?.key ?? null, menuIds: choice ? [...choice.menuIds] : [] });
}

/** Local storage's item, or null when storage is blocked. */
function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * `tree` as the chosen scene of the current system shows it (the same array for the common menu).
 * While the page has only the first-paint groups, the scene's saved view (under the eye button's
 * flag) stands in for it; each time the full tree is there, its view is saved for the next page.
 */
export function useSceneTree(tree: readonly MenuNode[]): readonly MenuNode[] {
  const { system, paidFlag } = useNavSystem();
  const { serviceId } = system;
  const owner = useUserKey();
  const { tree: wholeTree, complete, version } = useMenuTree();
  const [menuIds, setMenuIds] = useState<readonly number[] | null>(null);
  useEffect(() => {
    setMenuIds(readSceneChoice(owner, serviceId)?.menuIds ?? null);
    return onShellEvent("scene:select", (e) => setMenuIds(e.key === null ? null : e.menuIds));
  }, [owner, serviceId]);
  const view = useMemo(() => {
    if (menuIds === null) return tree;
    if (!complete) {
      const saved = decodeSceneView(readItem(sceneViewStorageKey(owner, serviceId)), version, menuIds);
      if (saved) return filterPaidMenus(saved, paidFlag);
    }
    return filterSceneMenus(tree, menuIds);
  }, [tree, menuIds, complete, version, owner, serviceId, paidFlag]);
  useEffect(() => {
    if (!complete || menuIds === null || !version) return;
    const raw = encodeSceneView(version, menuIds, filterSceneMenus(wholeTree, menuIds));
    try {
      const key = sceneViewStorageKey(owner, serviceId);
      if (raw === null) window.localStorage.removeItem(key);
      else if (window.localStorage.getItem(key) !== raw) window.localStorage.setItem(key, raw);
    } catch {
      // storage full or blocked: the next page waits for its full tree, as without the saved view
    }
  }, [complete, menuIds, version, wholeTree, owner, serviceId]);
  return view;
}
