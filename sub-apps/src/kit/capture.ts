/**
 * The sample apps' answer to the shell's request for their own picture (the portal's bridge
 * protocol, app/features/bridge/protocol.ts: `shell:capturePage` → `shell:reply`): the app's
 * root captured with modern-screenshot as a JPEG at the scale and quality asked (loaded on the
 * first request only).
 */

/** The shell's request type, and the event a micro-app's container receives it as. */
export const CAPTURE_REQUEST_TYPE = "shell:capturePage";
export const APP_REQUEST_EVENT = "shell:request";
/** The answer's type (iframes post it to the shell). */
export const APP_REPLY_TYPE = "shell:reply";

/** What the shell asks for. */
export interface CaptureAsk {
  scale: number;
  quality: number;
}

/** The request's scale and quality, bounded (the shell's defaults when missing). */
export function captureAskOf(data: unknown): CaptureAsk {
  const d = (data ?? {}) as { scale?: unknown; quality?: unknown };
  const scale = typeof d.scale === "number" && d.scale > 0 && d.scale <= 4 ? d.scale : 1.5;
  const quality = typeof d.quality === "number" && d.quality >= 0 && d.quality <= 1 ? d.quality : 0.8;
  return { scale, quality };
}

/** Captures `root` as a JPEG Blob. @throws Error when the capture fails or is empty. */
export async function captureSelf(root: HTMLElement, ask: CaptureAsk): Promise<Blob> {
  const { domToBlob } = await import("modern-screenshot");
  const blob = await domToBlob(root, { scale: ask.scale, quality: ask.quality, type: "image/jpeg", backgroundColor: "#ffffff", workerNumber: 0, font: false, timeout: 5_000 });
  if (!blob || blob.size === 0) throw new Error("empty capture");
  return blob;
}
