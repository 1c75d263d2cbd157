/**
 * The user's custom scenes in the browser: loaded from /api/account/scenes when the switcher
 * first opens, reloaded after a change; the active scene (the menu view chosen in the switcher)
 * is kept and announced by the menu preferences' `chooseScene`. A reload that finds the active
 * scene changed (its menus edited) or gone announces the new view.
 * @see LAYOUT-11 @see MENU-42
 */
import { useCallback, useEffect, useState } from "react";
import { chooseScene, readSceneChoice } from "~/features/menu-prefs";
import { tryRoute, type RouteError } from "~/utils/route-client";
import { useUserKey } from "~/utils/shell-data";
import { scenesReply } from "../model/replies";
import type { Scene } from "../model/scenes";

/** State of the scene list. `error` holds the failure of the last load. */
export function useScenes(serviceId: number) {
  const owner = useUserKey();
  const [scenes, setScenes] = useState<Scene[] | null>(null);
  const [error, setError] = useState<RouteError | null>(null);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const reload = useCallback(async (): Promise<Scene[] | null> => {
    const answer = await tryRoute("/api/account/scenes", { schema: scenesReply });
    if (!answer.ok) {
      setError(answer.error);
      return null;
    }
    const { scenes } = answer.value;
    setScenes(scenes);
    setError(null);
    const chosen = readSceneChoice(owner, serviceId);
    if (chosen) {
      const now = scenes.find((s) => s.key === chosen.key);
      if (!now) {
        chooseScene(owner, serviceId, null);
        setActiveKey(null);
      } else if (now.menuIds.join() !== chosen.menuIds.join()) {
        chooseScene(owner, serviceId, { key: now.key, menuIds: now.menuIds });
      }
    }
    return scenes;
  }, [owner, serviceId]);
  useEffect(() => {
    setActiveKey(readSceneChoice(owner, serviceId)?.key ?? null);
    void reload();
  }, [owner, serviceId, reload]);
  const select = useCallback(
    (scene: Scene | null) => {
      setActiveKey(scene?.key ?? null);
      chooseScene(owner, serviceId, scene ? { key: scene.key, menuIds: scene.menuIds } : null);
    },
    [owner, serviceId],
  );
  return { scenes, error, activeKey, reload, select };
}
