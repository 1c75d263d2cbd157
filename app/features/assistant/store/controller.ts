/**
 * The assistant of a page: socket, store, actions and answers, created once on the first
 * opening of the drawer and kept for the page's life (the cache of AI-15).
 * @module features/assistant/store/controller
 */
import { BASE_PATH } from "~/utils/base-path";
import { createAssistantSocket, type AssistantSocket, type SocketCtor } from "../socket/assistant-socket";
import { createActions, type Actions } from "./actions";
import { createAnswers, type Answers } from "./answers";
import { createStore, type Store } from "./store";

/** The page's assistant. */
export interface Assistant {
  store: Store;
  socket: AssistantSocket;
  actions: Actions;
  answers: Answers;
}

let current: Assistant | null = null;

/** The socket URL: same origin, `{base}ws/assistant`. */
function socketUrl(): string {
  return `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${BASE_PATH}ws/assistant`;
}

/** The page's assistant, created (and connected) on first use. */
export function getAssistant(loggedIn: boolean): Assistant {
  if (current) return current;
  const store = createStore();
  const socket = createAssistantSocket({ url: socketUrl(), WebSocket: WebSocket as unknown as SocketCtor, loggedIn });
  const actions = createActions(store, socket);
  const answers = createAnswers(store, socket);
  let loadedOnce = false;
  socket.onState((conn) => {
    store.set({ conn });
    if (conn !== "connected") return;
    if (!loadedOnce) {
      loadedOnce = true;
      void actions.open();
    } else void actions.load();
  });
  socket.onError((message) => store.warn(message === "user not logged in" ? { key: "socket.notLoggedIn" } : { text: message }));
  current = { store, socket, actions, answers };
  socket.connect();
  return current;
}
