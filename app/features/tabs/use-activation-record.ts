/**
 * The menu statistics call of each activation of a menu pane (TAB-23, GW-22): fire and forget,
 * when the page is next idle, at the latest 2 s later, so the request is not made in the frames
 * of the switch; a plain request, so the shell does not re-render for it. An activation left
 * within that time is still recorded; any failure is ignored.
 * @see TAB-23
 */
import { useEffect } from "react";
import { tryRoute } from "~/utils/route-client";
import { whenIdle } from "~/utils/when-idle";

/** Latest moment of the call after the activation, ms. */
const RECORD_WITHIN_MS = 2_000;

/** Posts `/api/menu-opt` for one activation through the route client; a failure is ignored. */
function recordActivation(menuId: number, system: { serviceId: number; systemCode: string }): void {
  void tryRoute("/api/menu-opt", { form: { menuId, serviceId: system.serviceId, systemCode: system.systemCode } });
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
