/**
 * What the shell mounts: the floating AI button and the subscription to the shell event
 * `assistant:open`. The drawer itself (socket, markdown, screenshot code) is a separate chunk,
 * imported on the first opening only. @see AI-11
 */
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { requestAppCapture } from "~/features/bridge";
import { onShellEvent } from "~/utils/shell-events";
import { setSubAppCapture, SUB_APP_CAPTURE_TIMEOUT_MS } from "../screenshot";
import { FloatingButton } from "./FloatingButton";

const AssistantDrawer = lazy(() => import("./AssistantDrawer"));

import type { OpenRequest } from "./open-request";

export function AssistantMount() {
  const [request, setRequest] = useState<OpenRequest | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((screenshot: boolean) => {
    setRequest((r) => ({ n: (r?.n ?? 0) + 1, screenshot }));
    setOpen(true);
  }, []);
  useEffect(() => onShellEvent("assistant:open", (e) => show(!!e.screenshot)), [show]);
  // The page analysis asks an iframe or micro-app pane's app for its own picture over the bridge.
  useEffect(
    () => setSubAppCapture((pane, o) => (pane.key ? requestAppCapture(pane.key, { ...o, type: "image/jpeg" }, SUB_APP_CAPTURE_TIMEOUT_MS) : Promise.resolve(null))),
    [],
  );
  return (
    <>
      <FloatingButton onOpen={() => show(false)} />
      {request && (
        <Suspense fallback={null}>
          <AssistantDrawer open={open} request={request} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
