/**
 * Who may speak to the shell: the windows of our pane frames (and bridge dialogs), each with the
 * one origin it is allowed to have, and the handler the shell installs. Micro-apps call
 * {@link callBridge} through their `bridge` prop; iframes post messages that
 * {@link acceptWindowMessage} checks (source, then exact origin, then schema).
 * The shell asks a pane's app for its own picture with {@link requestAppCapture}: by
 * `postMessage` to the pane's frame (its allowed origin as targetOrigin), or as a
 * {@link APP_REQUEST_EVENT} on a micro-app's container ({@link registerBridgeApp}).
 * @see BRIDGE-01, BRIDGE-02
 */
import {
  APP_REPLY_TYPE, CAPTURE_REQUEST_TYPE, capturedImageSchema, decodeAppReply, decodeShellMessage, isAppReply, REPLY_TYPE,
  type BridgeMessage, type CaptureRequest,
} from "./protocol";
import { recordBridgeRejection } from "./rejections";

/** A sender the shell knows: a pane (`key` is its pane key) or a bridge dialog. */
export interface BridgeSender {
  key: string;
  kind: "iframe" | "micro" | "dialog";
  /** The exact origin this sender must have (its URL's or module's origin). */
  origin: string;
}

/** The shell's reaction to a decoded message; its result (if any) is the answer. */
export type BridgeHandler = (message: BridgeMessage, sender: BridgeSender) => unknown;

const frames = new Map<MessageEventSource, BridgeSender>();
let handler: BridgeHandler | null = null;

/** Registers a frame's window as a sender; returns the unregister function. */
export function registerBridgeFrame(win: Window, sender: BridgeSender): () => void {
  frames.set(win, sender);
  return () => {
    if (frames.get(win) === sender) frames.delete(win);
  };
}

/** Installs the shell's handler (one at a time); returns the uninstall function. */
export function setBridgeHandler(next: BridgeHandler): () => void {
  handler = next;
  return () => {
    if (handler === next) handler = null;
  };
}

/**
 * A micro-app's call (same protocol as a frame's message). Resolves with the answer.
 * @throws Error whose message is the rejection reason (also logged and counted)
 */
export async function callBridge(sender: BridgeSender, type: unknown, data?: unknown): Promise<unknown> {
  const decoded = decodeShellMessage({ type, data });
  if (!decoded.ok) {
    recordBridgeRejection(decoded.reason, { origin: sender.origin, type });
    throw new Error(decoded.reason);
  }
  if (!handler) throw new Error("bridge not ready");
  return handler(decoded.message, sender);
}

/**
 * Handles one window `message` event: only from a registered frame (`event.source`) whose
 * `event.origin` equals its allowed origin exactly, with a decodable payload. An answer is
 * posted back to that window with an explicit targetOrigin. Never throws.
 */
export function acceptWindowMessage(event: MessageEvent): void {
  try {
    const sender = event.source ? frames.get(event.source) : undefined;
    const type = (event.data as { type?: unknown } | null)?.type;
    if (!sender) return recordBridgeRejection("unknown-source", { origin: event.origin, type });
    if (event.origin !== sender.origin) return recordBridgeRejection("origin-mismatch", { origin: event.origin, type });
    if (isAppReply(event.data)) return settleAppReply(sender.key, event.data);
    const decoded = decodeShellMessage(event.data);
    if (!decoded.ok) return recordBridgeRejection(decoded.reason, { origin: event.origin, type });
    const { message } = decoded;
    const target = event.source as Window;
    const reply = (ok: boolean, data: unknown) => {
      if (message.requestId !== null) target.postMessage({ type: REPLY_TYPE, requestId: message.requestId, ok, data }, sender.origin);
    };
    if (!handler) return reply(false, "bridge not ready");
    Promise.resolve()
      .then(() => handler!(message, sender))
      .then(
        (data) => reply(true, data ?? null),
        (error: unknown) => reply(false, error instanceof Error ? error.message : "failed"),
      );
  } catch (error) {
    console.warn("[bridge] message not handled", error);
  }
}

/** The event a micro-app's container receives for a shell request (detail: {@link AppRequestDetail}). */
export const APP_REQUEST_EVENT = "shell:request";

/** A shell request as a micro-app receives it: answer once with `reply`. */
export interface AppRequestDetail {
  type: typeof CAPTURE_REQUEST_TYPE;
  requestId: string;
  data: CaptureRequest;
  reply(ok: boolean, data?: unknown): void;
}

const apps = new Map<string, HTMLElement>();
const pending = new Map<string, { key: string; resolve(data: unknown): void }>();
let requestSeq = 0;

/** Registers a micro-app pane's container (it receives shell requests); returns the unregister function. */
export function registerBridgeApp(key: string, container: HTMLElement): () => void {
  apps.set(key, container);
  return () => {
    if (apps.get(key) === container) apps.delete(key);
  };
}

/** Settles the pending request an answer names, when it came from the pane it was sent to. */
function settleAppReply(key: string, raw: unknown): void {
  const reply = decodeAppReply(raw);
  if (!reply) return recordBridgeRejection("bad-payload", { type: APP_REPLY_TYPE });
  const waiter = pending.get(reply.requestId);
  // A late answer (its request timed out) is dropped quietly; an answer for another pane's request is refused.
  if (!waiter) return;
  if (waiter.key !== key) return recordBridgeRejection("unknown-source", { type: APP_REPLY_TYPE });
  pending.delete(reply.requestId);
  waiter.resolve(reply.ok ? reply.data : null);
}

/** The registered frame window of pane `key`, with its allowed origin. */
function frameOf(key: string): { win: Window; origin: string } | null {
  for (const [win, sender] of frames) if (sender.key === key && sender.kind === "iframe") return { win: win as Window, origin: sender.origin };
  return null;
}

/**
 * Asks the app of pane `key` (a registered iframe or micro-app) for its own picture, as a JPEG
 * at `request`'s scale and quality.
 * @returns the picture (a JPEG or PNG Blob of at most CAPTURE_MAX_BYTES), or null when the pane
 *   has no app to ask, the app refused, answered something else, or did not answer within
 *   `timeoutMs`. Never rejects.
 */
export function requestAppCapture(key: string, request: CaptureRequest, timeoutMs: number): Promise<Blob | null> {
  const frame = frameOf(key);
  const container = frame ? null : apps.get(key);
  if (!frame && !container) return Promise.resolve(null);
  const requestId = `c${(requestSeq += 1)}-${Math.random().toString(36).slice(2, 10)}`;
  return new Promise<unknown>((resolve) => {
    const timer = setTimeout(() => {
      pending.delete(requestId);
      resolve(null);
    }, timeoutMs);
    pending.set(requestId, { key, resolve: (data) => (clearTimeout(timer), resolve(data)) });
    try {
      if (frame) frame.win.postMessage({ type: CAPTURE_REQUEST_TYPE, requestId, data: request }, frame.origin);
      else {
        const reply = (ok: boolean, data?: unknown) => settleAppReply(key, { type: APP_REPLY_TYPE, requestId, ok, data });
        const detail: AppRequestDetail = { type: CAPTURE_REQUEST_TYPE, requestId, data: request, reply };
        container!.dispatchEvent(new CustomEvent(APP_REQUEST_EVENT, { detail }));
      }
    } catch {
      pending.get(requestId)?.resolve(null);
      pending.delete(requestId);
    }
  }).then((data) => {
    const image = capturedImageSchema.safeParse(data);
    return image.success ? image.data : null;
  });
}
