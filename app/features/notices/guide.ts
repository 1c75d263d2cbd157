/**
 * The one way the lite guide learns about msgType 7 socket messages: the notice centre emits
 * a `guide:info` shell event per message; the guide subscribes with {@link onGuideInfo}.
 * @module features/notices/guide
 * @see SOCK-10
 */
import { emitShellEvent, onShellEvent } from "~/utils/shell-events";

/**
 * Subscribes to lite-guide info messages (msgType 7, the parsed message object with the
 * gateway's field names). Returns the unsubscribe (call it on unmount).
 * @see SOCK-10
 */
export function onGuideInfo(handler: (message: Record<string, unknown>) => void): () => void {
  return onShellEvent("guide:info", (event) => handler(event.message));
}

/** Hands one msgType 7 message to the guide. Returns how many subscribers got it. @see SOCK-10 */
export function emitGuideInfo(message: Record<string, unknown>): number {
  return emitShellEvent({ type: "guide:info", message });
}
