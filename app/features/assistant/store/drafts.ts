/**
 * The composer's unsent text, one draft per chat (`s:{session_id}` or `a:{user_agent_id}`),
 * kept for the page's life and in the tab's sessionStorage (so a reload keeps it) under the
 * same per-user scheme as the store's cache: the stored drafts carry their owner
 * (`userName@company`), and another user's are never read. Nothing the user typed is lost when
 * the chat pane goes (the drawer closes, another chat is chosen, fullscreen is toggled).
 *
 * Drafts are not part of the store's state and notify nobody: writing one on every keystroke
 * re-renders nothing but the composer that holds the text.
 * @module features/assistant/store/drafts
 */

/** The sessionStorage key of the drafts. */
export const DRAFTS_KEY = "portal.assistant.drafts";

/** The drafts of one user. */
export interface Drafts {
  /** The draft of the chat `key` ("" when none). */
  get(key: string): string;
  /** Keeps `text` as the draft of `key` (an empty text drops it). */
  set(key: string, text: string): void;
  /** Drops the draft of `key` (its question was sent). */
  clear(key: string): void;
}

const storage = (): Storage | null => (typeof sessionStorage === "undefined" ? null : sessionStorage);

/** The tab's stored drafts when they are `owner`'s; none otherwise (another user, unreadable). */
function stored(owner: string): Map<string, string> {
  try {
    const raw = JSON.parse(storage()?.getItem(DRAFTS_KEY) ?? "{}") as { owner?: unknown; drafts?: unknown };
    if (raw.owner !== owner || typeof raw.drafts !== "object" || raw.drafts === null || Array.isArray(raw.drafts)) return new Map();
    return new Map(Object.entries(raw.drafts as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === "string" && e[1] !== ""));
  } catch {
    return new Map();
  }
}

/**
 * The drafts of `owner` (the user key, `userName@company`), seeded from the tab's storage when
 * they are that user's: a tab where another user logs in starts with none.
 */
export function createDrafts(owner: string): Drafts {
  const drafts = stored(owner);
  const save = () => {
    try {
      storage()?.setItem(DRAFTS_KEY, JSON.stringify({ owner, drafts: Object.fromEntries(drafts) }));
    } catch {
      /* storage full or denied: the page keeps the drafts */
    }
  };
  return {
    get: (key) => drafts.get(key) ?? "",
    set(key, text) {
      if ((drafts.get(key) ?? "") === text) return;
      if (text) drafts.set(key, text);
      else drafts.delete(key);
      save();
    },
    clear(key) {
      if (!drafts.delete(key)) return;
      save();
    },
  };
}
