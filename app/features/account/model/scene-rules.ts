/**
 * Custom scenes (custom menu groups): the form's validators and the scene-list rules, pure.
 * @see MENU-30..MENU-44 @see DEMO-02
 * @module features/account/model/scene-rules
 */

/** Most characters a scene name may have. @see MENU-34 */
export const MAX_SCENE_NAME_CHARS = 30;
/** Most menus one scene may hold. @see MENU-36 */
export const MAX_SCENE_MENUS = 15;
/** Most custom scenes a user may have. @see MENU-41 */
export const MAX_SCENES = 30;
/** The default scene's key; it is never closable nor deletable. @see MENU-44 */
export const DEFAULT_SCENE_KEY = "c_default";

/** The custom-menu form as it is sent (MENU-32): type is always 1. */
export interface SceneForm {
  customMenuName: string;
  menuIds: number[];
  remark: string;
}

/** One invalid field: which, and the i18n key of its message. */
export interface SceneFieldError {
  field: "customMenuName" | "menuIds";
  /** `account:scene.namePlaceholder` (empty: the placeholder is the message, MENU-33), … */
  messageKey: string;
}

/** Characters as a person counts them (code points, so an emoji counts 1). */
export function charCount(text: string): number {
  return [...text].length;
}

/**
 * Every invalid field of the form, in form order; empty when the form may be sent. The remark is
 * free text (MENU-38). A name of spaces only counts as empty.
 * @see MENU-33 @see MENU-34 @see MENU-35 @see MENU-36 @see MENU-39
 */
export function validateSceneForm(form: SceneForm): SceneFieldError[] {
  const errors: SceneFieldError[] = [];
  const name = form.customMenuName.trim();
  if (name === "") errors.push({ field: "customMenuName", messageKey: "scene.namePlaceholder" });
  else if (charCount(name) > MAX_SCENE_NAME_CHARS) errors.push({ field: "customMenuName", messageKey: "scene.nameTooLong" });
  const ids = new Set(form.menuIds);
  if (ids.size === 0) errors.push({ field: "menuIds", messageKey: "scene.menusRequired" });
  else if (ids.size > MAX_SCENE_MENUS) errors.push({ field: "menuIds", messageKey: "scene.menusTooMany" });
  return errors;
}

/** True when the checkbox of `menuId` must be disabled: 15 chosen and it is not one of them. @see MENU-37 */
export function isMenuCheckDisabled(selected: readonly number[], menuId: number): boolean {
  return selected.length >= MAX_SCENE_MENUS && !selected.includes(menuId);
}

/**
 * Toggles `menuId` in the selection; adding beyond 15 leaves the selection unchanged (the same
 * array). Order of choice is kept.
 * @see MENU-36 @see MENU-37
 */
export function toggleMenu(selected: readonly number[], menuId: number): readonly number[] {
  if (selected.includes(menuId)) return selected.filter((id) => id !== menuId);
  if (selected.length >= MAX_SCENE_MENUS) return selected;
  return [...selected, menuId];
}

/** What "add a custom scene" does: demo tip (DEMO-02), the 30-scene warning (MENU-41), or open. */
export function addSceneDecision(sceneCount: number, isDemo: boolean): "demo" | "limit" | "open" {
  if (isDemo) return "demo";
  if (sceneCount >= MAX_SCENES) return "limit";
  return "open";
}

/** A scene as the list shows it. */
export interface SceneRef {
  key: string;
  closable: boolean;
}

/**
 * What deleting `scene` does: nothing for the default scene (it offers no delete, MENU-44),
 * the "current scene" warning for the active one (MENU-42), else ask to confirm (MENU-43).
 */
export function deleteSceneDecision(scene: SceneRef, activeKey: string | null, isDemo: boolean): "forbidden" | "demo" | "active" | "confirm" {
  if (scene.key === DEFAULT_SCENE_KEY || !scene.closable) return "forbidden";
  if (isDemo) return "demo";
  if (scene.key === activeKey) return "active";
  return "confirm";
}

/** A scene's key from its id (`c_{groupId}`). @see MENU-04 */
export function sceneKey(groupId: number | string): string {
  return `c_${groupId}`;
}
