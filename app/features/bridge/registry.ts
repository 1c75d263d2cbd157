/**
 * Who may speak to the shell: the windows of our pane frames (and bridge dialogs), each with the
 * one origin it is allowed to have, and the handler the shell installs. Micro-apps call
 * {@link callBridge} through their `bridge` prop; iframes post messages that
 * {@link acceptWindowMessage} checks (source, then exact origin, then schema).
 * @see BRIDGE-01, BRIDGE-02
 */
import { decodeBridgeMessage, REPLY_TYPE, type BridgeMessage } from "./protocol";
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
  const decoded = decodeBridgeMessage({ type, data });
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
    const decoded = decodeBridgeMessage(event.data);
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
