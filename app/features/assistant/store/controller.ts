/**
 * The assistant of a page: socket, store, actions and answers, created once on the first
 * opening of the drawer and kept for the page's life (the cache of AI-15).
 * @module features/assistant/store/controller
 */
import { BASE_PATH } from "~/utils/base-path";
import type { SocketCtor } from "~/utils/socket-types";
import { createAssistantSocket, NOT_LOGGED_IN, TOO_MANY_SOCKETS, type AssistantSocket } from "../socket/assistant-socket";
import { createActions, type ActionTexts, type Actions } from "./actions";
import { createAnswers, type Answers } from "./answers";
import { createHistory } from "./history";
import { createStore, type Store } from "./store";

/** The page's assistant. */
export interface Assistant {
  store: Store;
  socket: AssistantSocket;
  actions: Actions;
  answers: Answers;
}

let current: (Assistant & { owner: string }) | null = null;
/** The texts the actions send, in the user's language (set by the drawer, {@link setAssistantTexts}). */
let texts: ActionTexts = { newSessionTitle: () => "new session" };

/** Sets the texts the assistant sends in the user's language (the drawer does, on each render). */
export function setAssistantTexts(next: ActionTexts): void {
  texts = next;
}

/** The socket URL: same origin, `{base}ws/assistant`. */
function socketUrl(): string {
  return `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${BASE_PATH}ws/assistant`;
}

/**
 * The page's assistant for `owner` (the user key, `userName@company`), created (and connected)
 * on first use. Another owner (a different user signed in without a page load) stops the old
 * socket and gets an assistant of their own.
 */
export function getAssistant(loggedIn: boolean, owner: string): Assistant {
  if (current?.owner === owner) return current;
  current?.socket.stop();
  const store = createStore(owner);
  const socket = createAssistantSocket({ url: socketUrl(), WebSocket: WebSocket as unknown as SocketCtor, loggedIn });
  const history = createHistory(store, (data) =>
    socket.request<{ chats?: unknown }>("getSessionDetail", data).catch((err: unknown) => void actions.detailFailed(data, err)),
  );
  const actions = createActions(store, socket, history, { newSessionTitle: () => texts.newSessionTitle() });
  const answers = createAnswers(store, socket, history);
  let loadedOnce = false;
  socket.onState((conn) => {
    store.set(conn === "closed" ? { conn } : { conn, connNote: null });
    if (conn !== "connected") return;
    if (!loadedOnce) {
      loadedOnce = true;
      void actions.open();
    } else void actions.load();
  });
  socket.onError((message) => {
    // Refused for too many tabs: the mask says so, calmly, until Reconnect, whose connection
    // then counts as the first (the refused one opened for an instant and loaded nothing).
    if (message === TOO_MANY_SOCKETS) {
      loadedOnce = false;
      return store.set({ connNote: "socket.tooManyTabs" });
    }
    store.warn(message === NOT_LOGGED_IN ? { key: "socket.notLoggedIn" } : { text: message });
  });
  current = { store, socket, actions, answers, owner };
  socket.connect();
  return current;
}
