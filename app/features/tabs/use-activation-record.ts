/**
 * The menu statistics call of each activation of a menu pane (TAB-23, GW-22): fire and forget,
 * when the page is next idle, at the latest 2 s later, so the request is not made in the frames
 * of the switch; a plain request, so the shell does not re-render for it. An activation left
 * within that time is still recorded; any failure is ignored.
 * @see TAB-23
 */
import { useEffect } from "react";
import { withBase } from "~/utils/base-path";
import { whenIdle } from "~/utils/when-idle";

/** Latest moment of the call after the activation, ms. */
const RECORD_WITHIN_MS = 2_000;

/** Posts `/api/menu-opt` for one activation; a failure is ignored. */
function recordActivation(menuId: number, system: { serviceId: number; systemCode: string }): void {
  const body = new URLSearchParams({ menuId: String(menuId), serviceId: String(system.serviceId), systemCode: system.systemCode });
  fetch(withBase("/api/menu-opt"), { method: "POST", body, credentials: "same-origin", headers: { accept: "application/json" } }).catch(() => undefined);
}

/**
 * Records each activation: a change of `activeKey` whose pane has a menu (`menuId` not null).
 * @param activeKey the active pane's key
 * @param menuId the active pane's menu, null for none (home without a home menu)
 */
export function useActivationRecord(activeKey: string, menuId: number | null, system: { serviceId: number; systemCode: string }): void {
  const { serviceId, systemCode } = system;
  useEffect(() => {
    if (menuId === null) return;
    let done = false;
    const record = () => {
      if (done) return;
      done = true;
      recordActivation(menuId, { serviceId, systemCode });
    };
    const cancel = whenIdle(record, RECORD_WITHIN_MS);
    return () => {
      cancel();
      record();
    };
  }, [activeKey, menuId, serviceId, systemCode]);
}
