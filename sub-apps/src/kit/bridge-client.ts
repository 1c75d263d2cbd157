/**
 * The bridge from inside an iframe page: `postMessage` to the shell with its exact origin
 * (never "*"), answers matched by requestId and accepted only from the parent window and the
 * shell's origin.
 */
import { APP_REPLY_TYPE, CAPTURE_REQUEST_TYPE, captureAskOf, captureSelf } from "./capture";

/** The shell's origin: the frame's ancestor (Chromium), else the referrer's origin. */
function shellOrigin(): string {
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0]!;
  try {
    return new URL(document.referrer).origin;
  } catch {
    return location.origin;
  }
}

const pending = new Map<string, { resolve(v: unknown): void; reject(e: Error): void }>();
let seq = 0;
let listening = false;

/**
 * Answers the shell's requests from the parent window with the shell's origin: its own picture
 * (`shell:capturePage`, the page `root` captured), posted back as `shell:reply` to that origin.
 */
export function answerShellRequests(root: () => HTMLElement | null): void {
  const target = shellOrigin();
  window.addEventListener("message", (event) => {
    if (event.source !== window.parent || event.origin !== target) return;
    const request = event.data as { type?: unknown; requestId?: unknown; data?: unknown } | null;
    if (request?.type !== CAPTURE_REQUEST_TYPE || typeof request.requestId !== "string") return;
    const requestId = request.requestId.slice(0, 64);
    const reply = (ok: boolean, data: unknown) => window.parent.postMessage({ type: APP_REPLY_TYPE, requestId, ok, data }, target);
    const el = root();
    if (!el) return reply(false, "not ready");
    captureSelf(el, captureAskOf(request.data)).then((blob) => reply(true, blob), () => reply(false, "capture failed"));
  });
}

/** Sends a bridge message; resolves with the shell's answer (rejects after 10 s or when refused). */
export function bridge(type: string, data?: unknown): Promise<unknown> {
  const target = shellOrigin();
  if (!listening) {
    listening = true;
    window.addEventListener("message", (event) => {
      if (event.source !== window.parent || event.origin !== target) return;
      const reply = event.data as { type?: string; requestId?: string; ok?: boolean; data?: unknown };
      const waiter = reply?.type === "bridge:reply" && reply.requestId ? pending.get(reply.requestId) : undefined;
      if (!waiter) return;
      pending.delete(reply.requestId!);
      if (reply.ok) waiter.resolve(reply.data);
      else waiter.reject(new Error(String(reply.data)));
    });
  }
  const requestId = `r${++seq}`;
  return new Promise((resolve, reject) => {
    pending.set(requestId, { resolve, reject });
    setTimeout(() => {
      if (pending.delete(requestId)) reject(new Error("no answer"));
    }, 10_000);
    window.parent.postMessage(data === undefined ? { type, requestId } : { type, data, requestId }, target);
  });
}
