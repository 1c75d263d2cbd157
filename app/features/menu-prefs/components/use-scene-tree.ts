/**
 * The chosen custom scene in the browser: {@link chooseScene} keeps the choice per system in
 * local storage and announces it (`scene:select`); {@link useSceneTree} gives the menus the
 * header groups and the sider show under it. The choice outlives a reload; until hydration the
 * server-rendered menus are the whole tree.
 * @see LAYOUT-11
 */
import { useEffect, useMemo, useState } from "react";
import type { MenuNode } from "~/gateway/schemas";
import { emitShellEvent, onShellEvent } from "~/utils/shell-events";
import { useUserKey } from "~/utils/shell-data";
import { filterSceneMenus, parseSceneChoice, sceneChoiceStorageKey, type SceneChoice } from "../model/scene-view";
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

/** `tree` as the chosen scene of the current system shows it (the same array for the common menu). */
export function useSceneTree(tree: readonly MenuNode[]): readonly MenuNode[] {
  const { serviceId } = useNavSystem().system;
  const owner = useUserKey();
  const [menuIds, setMenuIds] = useState<readonly number[] | null>(null);
  useEffect(() => {
    setMenuIds(readSceneChoice(owner, serviceId)?.menuIds ?? null);
    return onShellEvent("scene:select", (e) => setMenuIds(e.key === null ? null : e.menuIds));
  }, [owner, serviceId]);
  return useMemo(() => filterSceneMenus(tree, menuIds), [tree, menuIds]);
}
