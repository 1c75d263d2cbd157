/**
 * The shell's in-page event bus: toolbar buttons, the bridge and features ask each other for
 * things (open the assistant, open a portal page…) without importing each other.
 * Each feature that handles an event subscribes with {@link onShellEvent}; a new event is one
 * more member of {@link ShellEvent}.
 */

/** Every event the shell knows. */
export type ShellEvent =
  /** Open the AI assistant drawer; `screenshot`: analyse the page in front of the user. */
  | { type: "assistant:open"; screenshot?: boolean }
  /** Open a portal (sso-web) page in a tab, e.g. `/notification?id=3`. */
  | { type: "page:open"; path: string; title?: string }
  /** A msgType 7 socket message (lite-guide info) for the guide feature (SOCK-10). */
  | { type: "guide:info"; message: Record<string, unknown> };

type Handler<T extends ShellEvent["type"]> = (event: Extract<ShellEvent, { type: T }>) => void;

const handlers = new Map<string, Set<(event: ShellEvent) => void>>();

/**
 * Subscribes to one event type. Returns the unsubscribe function (call it on unmount).
 */
export function onShellEvent<T extends ShellEvent["type"]>(type: T, handler: Handler<T>): () => void {
  const set = handlers.get(type) ?? new Set();
  handlers.set(type, set);
  const wrapped = handler as (event: ShellEvent) => void;
  set.add(wrapped);
  return () => void set.delete(wrapped);
}

/**
 * Sends an event to its subscribers. A throwing subscriber is reported to the console and does
 * not stop the others. Returns how many subscribers received it (0: nobody handles it yet).
 */
export function emitShellEvent(event: ShellEvent): number {
  const set = handlers.get(event.type);
  if (!set) return 0;
  for (const handler of [...set]) {
    try {
      handler(event);
    } catch (error) {
      console.error("shell event handler failed", event.type, error);
    }
  }
  return set.size;
}
