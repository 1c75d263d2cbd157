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
  /**
   * Show a portal page that needs no menu leaf (the sso-pages registry's `menuFreePage`, e.g. a
   * live broadcast's details) whose address was opened directly, the way it shows outside the
   * tabs (the notices' page drawer); `path` keeps its query (ROUTE-25).
   */
  | { type: "page:show"; path: string }
  /** Open the all-menu overlay (LAYOUT-18), its search box holding `query` when given (MENU-28). */
  | { type: "menus:overlay"; query?: string }
  /** Open the announcement modal (LAYOUT-40: the toolbar's new-function button opens `key-features`). */
  | { type: "announcements:open"; tab: "key-features" | "updates" }
  /** A menu view was chosen in the system switcher: a custom scene's menus, or `key` null for the common menu. */
  | { type: "scene:select"; key: string | null; menuIds: number[] }
  /** Open a menu as a tab, by menuId or by `{appName}#{path}` (TAB-01; `verify`: unknown → 401 modal, TAB-04). */
  | { type: "tabs:open"; menuId?: number; appName?: string; path?: string; verify?: boolean; replace?: boolean }
  /** Close the tab `key`, or the active tab when none is given (TAB-14). */
  | { type: "tabs:close"; key?: string }
  /** Show the 401 modal (TAB-05; also a hosted app's no-permission report, BRIDGE-08/BRIDGE-14). */
  | { type: "tabs:no-permission" }
  /** Reload a micro-app pane: unmount, wait 300 ms, mount (MICRO-05). */
  | { type: "micro:reload"; key: string }
  /** Add a task to the async order task list and track it (EXPORT-17 via BRIDGE-16); `export`: start it first. */
  | { type: "export:task"; taskName: string; taskId?: string | number; export?: { kind: "orders" | "shops"; fileType: "xlsx" | "csv"; filter?: string } }
  /** A download message for the download-socket handling (EXPORT-12/13 via BRIDGE-17). */
  | { type: "download:socket"; message: Record<string, unknown> }
  /**
   * A msgType 8 shell-socket message (export finished), at the moment it is to show: the export
   * feature's notices show it for `durationMs` ms; `link` is already filtered (EXPORT-19/20).
   */
  | { type: "export:finished"; title: string; info: string; link: string | null; durationMs: number }
  /** A msgType 7 socket message (lite-guide info) for the guide feature (SOCK-10). */
  | { type: "guide:info"; message: Record<string, unknown> };

/** A subscriber; returning `false` declines the event (it then does not count as handled). */
type Handler<T extends ShellEvent["type"]> = (event: Extract<ShellEvent, { type: T }>) => void | boolean;

const handlers = new Map<string, Set<(event: ShellEvent) => void | boolean>>();
/** Requests sent before their feature subscribed: the last one of each type, delivered on subscription. */
const pending = new Map<string, ShellEvent>();

/**
 * Subscribes to one event type. Returns the unsubscribe function (call it on unmount).
 */
export function onShellEvent<T extends ShellEvent["type"]>(type: T, handler: Handler<T>): () => void {
  const set = handlers.get(type) ?? new Set();
  handlers.set(type, set);
  const wrapped = handler as (event: ShellEvent) => void | boolean;
  set.add(wrapped);
  const waiting = pending.get(type);
  if (waiting) {
    pending.delete(type);
    try {
      if (wrapped(waiting) === false) pending.set(type, waiting);
    } catch (error) {
      console.error("shell event handler failed", type, error);
    }
  }
  return () => void set.delete(wrapped);
}

/**
 * Sends an event to its subscribers. A throwing subscriber is reported to the console and does
 * not stop the others. Returns how many subscribers handled it (0: nobody handles it; a subscriber that returns
 * `false` declines).
 */
export function emitShellEvent(event: ShellEvent): number {
  const set = handlers.get(event.type);
  if (!set) return 0;
  let handled = 0;
  for (const handler of [...set]) {
    try {
      if (handler(event) !== false) handled++;
    } catch (error) {
      console.error("shell event handler failed", event.type, error);
    }
  }
  return handled;
}

/**
 * Sends an event that must not be lost: when nobody handles it yet (its feature is still
 * mounting, e.g. a click on the toolbar's AI item in the moment after hydration, before the
 * assistant's subscription ran), the last such event of its type waits and goes to the first
 * subscriber of that type. Returns how many subscribers handled it now (0: it waits).
 */
export function requestShellEvent(event: ShellEvent): number {
  const handled = emitShellEvent(event);
  if (handled === 0) pending.set(event.type, event);
  else pending.delete(event.type);
  return handled;
}
