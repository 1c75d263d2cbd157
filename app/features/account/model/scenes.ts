/**
 * A custom group as the portal uses it (MENU-31): id from `id` or `groupId`, menus from
 * `groupMenuBindDTOS`, key `c_{groupId}` unless the gateway gives one (the default scene's is
 * `c_default`, MENU-44).
 * @module features/account/model/scenes
 */
import { DEFAULT_SCENE_KEY, sceneKey } from "./scene-rules";

/** One custom scene. */
export interface Scene {
  groupId: number;
  key: string;
  customMenuName: string;
  remark: string;
  menuIds: number[];
  /** False for the default scene. */
  closable: boolean;
}

/** The wire group's fields the portal reads. */
export interface WireGroup {
  id?: number | null;
  groupId?: number | null;
  key?: string | null;
  customMenuName: string;
  remark?: string | null;
  closable?: boolean | null;
  groupMenuBindDTOS?: Array<{ menuId: number }> | null;
}

/** Reads a wire group. @see MENU-31 @see MENU-44 */
export function toScene(group: WireGroup): Scene {
  const groupId = Number(group.groupId ?? group.id ?? 0);
  const key = group.key || sceneKey(groupId);
  return {
    groupId,
    key,
    customMenuName: group.customMenuName,
    remark: group.remark ?? "",
    menuIds: (group.groupMenuBindDTOS ?? []).map((b) => Number(b.menuId)),
    closable: key === DEFAULT_SCENE_KEY ? false : group.closable !== false,
  };
}
