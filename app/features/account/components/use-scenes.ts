/**
 * The user's custom scenes in the browser: loaded from /api/account/scenes when the switcher
 * first opens, reloaded after a change; the active scene (the menu view chosen in the switcher)
 * is kept per system in local storage (`pro__` prefix, CONST-01) and announced with the
 * `scene:select` shell event.
 * @see LAYOUT-11 @see MENU-42
 */
import { useCallback, useEffect, useState } from "react";
import { withBase } from "~/utils/base-path";
import { emitShellEvent } from "~/utils/shell-events";
import type { Scene } from "../model/scenes";
import type { AccountAnswer } from "./client-actions";

/** The local-storage key of the active scene of a system. */
export const activeSceneStorageKey = (serviceId: number) => `pro__activeScene:${serviceId}`;

function readActive(serviceId: number): string | null {
  try {
    return window.localStorage.getItem(activeSceneStorageKey(serviceId));
  } catch {
    return null;
  }
}

/** State of the scene list. `error` holds the failed answer of the last load. */
export function useScenes(serviceId: number) {
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
        return answer.scenes;
      }
      setError(answer);
    } catch {
      setError({ ok: false, error: "errors.network" });
    }
    return null;
  }, []);
  useEffect(() => {
    setActiveKey(readActive(serviceId));
    void reload();
  }, [serviceId, reload]);
  const select = useCallback(
    (scene: Scene | null) => {
      setActiveKey(scene?.key ?? null);
      try {
        if (scene) window.localStorage.setItem(activeSceneStorageKey(serviceId), scene.key);
        else window.localStorage.removeItem(activeSceneStorageKey(serviceId));
      } catch {
        // storage full or blocked: the choice holds for this page only
      }
      emitShellEvent({ type: "scene:select", key: scene?.key ?? null, menuIds: scene?.menuIds ?? [] });
    },
    [serviceId],
  );
  return { scenes, error, activeKey, reload, select };
}
