/**
 * The assistant's client state: one external store per page (created on the first opening of
 * the drawer and kept, so a reopening shows the cached sessions and agents at once, AI-15),
 * fed by the socket. Components read it with `useSyncExternalStore`.
 * @module features/assistant/store/store
 */
import type { ChatMessage } from "../model/chat";
import type { Quote } from "../model/validators";
import { quotaOf } from "../model/validators";
import type {
  AiSession, Agent, AssistantView, ChatState, Model, PromptGroup, TeamPrompt, TeamUser, UserAgent,
} from "../model/types";
import { DEFAULT_MODEL_CODE } from "../model/types";
import { createDrafts, type Drafts } from "./drafts";
import type { AssistantSocketState } from "../socket/assistant-socket";

/** Everything the drawer shows. */
export interface AssistantState {
  conn: AssistantSocketState;
  /** Why the connection is closed, when not the usual loss: an i18n key the mask shows instead of `socket.closed`. */
  connNote: string | null;
  sessions: AiSession[];
  userAgents: UserAgent[];
  agents: Agent[];
  models: Model[];
  modelCode: string;
  prompts: PromptGroup[];
  teamPrompts: TeamPrompt[];
  users: TeamUser[];
  quota: { used: number; total: number };
  view: AssistantView | null;
  chats: Record<string, ChatState>;
  quotes: Quote[];
  /** The screenshot waiting to be sent with the next message (./analyse). */
  pendingImage: PendingImage | null;
  capturing: boolean;
}

/**
 * An uploaded screenshot: its oss_url, the portal's ticket for it (AI-65: only URLs the portal
 * handed out go upstream) and when that ticket expires (ms since the epoch).
 */
export interface PendingImage {
  url: string;
  ticket: string;
  expiresAt: number;
}

/**
 * A warning for the user: an i18n key of the `assistant` namespace, or the host's own text.
 * `cause: "connection"` marks a failure that only says the socket is not connected: the drawer
 * shows the connection's state instead (the mask, or "reconnecting"), not a toast per failure.
 */
export type Warning = ({ key: string } | { text: string }) & { cause?: "connection" };

export interface Store {
  get(): AssistantState;
  set(patch: Partial<AssistantState> | ((s: AssistantState) => Partial<AssistantState>)): void;
  subscribe(fn: () => void): () => void;
  warn(w: Warning): void;
  onWarn(fn: (w: Warning) => void): () => void;
  /** Updates one chat (created empty when missing). */
  chat(key: string, fn: (c: ChatState) => Partial<ChatState>): void;
  /** Updates one message of a chat. */
  message(key: string, id: string, fn: (m: ChatMessage) => Partial<ChatMessage>): void;
  /** The composers' unsent texts, per chat (outside the state: writing one notifies nobody). */
  drafts: Drafts;
}

const CACHE_KEY = "portal.assistant.cache";

/** The tab's cached sessions and user agents, when they are `owner`'s (another user's are ignored). */
function cached(owner: string): Pick<AssistantState, "sessions" | "userAgents"> {
  try {
    const raw = JSON.parse(sessionStorage.getItem(CACHE_KEY) ?? "{}") as Partial<AssistantState> & { owner?: unknown };
    if (raw.owner !== owner) return { sessions: [], userAgents: [] };
    return { sessions: Array.isArray(raw.sessions) ? raw.sessions : [], userAgents: Array.isArray(raw.userAgents) ? raw.userAgents : [] };
  } catch {
    return { sessions: [], userAgents: [] };
  }
}

/**
 * Creates the store, seeded from the tab's cache (sessions and user agents) when that cache is
 * `owner`'s (the user key, `userName@company`): a tab where another user logs in starts empty.
 * The composers' drafts are kept the same way (./drafts.ts).
 * @see AI-15
 */
export function createStore(owner: string): Store {
  let state: AssistantState = {
    conn: "connecting",
    connNote: null,
    ...(typeof sessionStorage === "undefined" ? { sessions: [], userAgents: [] } : cached(owner)),
    agents: [], models: [], modelCode: DEFAULT_MODEL_CODE, prompts: [], teamPrompts: [], users: [],
    quota: quotaOf(null), view: null, chats: {}, quotes: [], pendingImage: null, capturing: false,
  };
  const fns = new Set<() => void>();
  const warnFns = new Set<(w: Warning) => void>();
  const store: Store = {
    get: () => state,
    set(patch) {
      const p = typeof patch === "function" ? patch(state) : patch;
      state = { ...state, ...p };
      if ("sessions" in p || "userAgents" in p) {
        try {
          sessionStorage.setItem(CACHE_KEY, JSON.stringify({ owner, sessions: state.sessions, userAgents: state.userAgents }));
        } catch {
          /* storage full or denied: the cache is a convenience */
        }
      }
      for (const fn of [...fns]) fn();
    },
    subscribe: (fn) => (fns.add(fn), () => void fns.delete(fn)),
    warn: (w) => warnFns.forEach((fn) => fn(w)),
    onWarn: (fn) => (warnFns.add(fn), () => void warnFns.delete(fn)),
    chat(key, fn) {
      store.set((s) => {
        const c = s.chats[key] ?? { messages: [], phase: "idle" };
        return { chats: { ...s.chats, [key]: { ...c, ...fn(c) } } };
      });
    },
    message(key, id, fn) {
      store.chat(key, (c) => ({ messages: c.messages.map((m) => (m.message_id === id ? { ...m, ...fn(m) } : m)) }));
    },
    drafts: createDrafts(owner),
  };
  return store;
}
