/**
 * The user's custom scenes in the browser: loaded from /api/account/scenes when the switcher
 * first opens, reloaded after a change; the active scene (the menu view chosen in the switcher)
 * is kept and announced by the menu preferences' `chooseScene`. A reload that finds the active
 * scene changed (its menus edited) or gone announces the new view.
 * @see LAYOUT-11 @see MENU-42
 */
import { useCallback, useEffect, useState } from "react";
import { chooseScene, readSceneChoice } from "~/features/menu-prefs";
import { withBase } from "~/utils/base-path";
import { useUserKey } from "~/utils/shell-data";
import type { Scene } from "../model/scenes";
import type { AccountAnswer } from "./client-actions";

/** State of the scene list. `error` holds the failed answer of the last load. */
export function useScenes(serviceId: number) {
  const owner = useUserKey();
  const [scenes, setScenes] = useState<Scene[] | null>(null);
  const [error, setError] = useState<AccountAnswer | null>(null);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const reload = useCallback(async (): Promise<Scene[] | null> => {
    try {
      const res = await fetch(withBase("/api/account/scenes"), { headers: { Accept: "application/json" } });
      const answer = (await res.json()) as AccountAnswer & { scenes?: Scene[] };
      if (answer.ok && answer.scenes) {
        setScenes(answer.scenes);
        setError(null);
        const chosen = readSceneChoice(owner, serviceId);
        if (chosen) {
          const now = answer.scenes.find((s) => s.key === chosen.key);
          if (!now) {
            chooseScene(owner, serviceId, null);
            setActiveKey(null);
          } else if (now.menuIds.join() !== chosen.menuIds.join()) {
            chooseScene(owner, serviceId, { key: now.key, menuIds: now.menuIds });
          }
        }
        return answer.scenes;
      }
      setError(answer);
    } catch {
      setError({ ok: false, error: "errors.network" });
    }
    return null;
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
