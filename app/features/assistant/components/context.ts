/**
 * What every part of the drawer reads: the page's assistant and the confirmation dialog (both
 * stable for the drawer's life), and the state, a slice at a time: a part re-renders only when
 * the slice it reads changes, so a streamed answer re-renders the chat it streams into, not the
 * sidebar, the templates or the composer's prompt list.
 */
import { createContext, useCallback, useContext, useSyncExternalStore } from "react";
import type { ChatMessage } from "../model/chat";
import type { Assistant } from "../store/controller";
import type { AssistantState } from "../store/store";

export interface DrawerContext {
  a: Assistant;
  /** Asks for confirmation (an i18n key of `assistant`), then runs `run`. */
  confirm(key: string, run: () => void): void;
}

export const Ctx = createContext<DrawerContext | null>(null);

/** The drawer's context. @throws Error outside the drawer. */
export function useDrawer(): DrawerContext {
  const c = useContext(Ctx);
  if (!c) throw new Error("useDrawer outside the assistant drawer");
  return c;
}

/**
 * A value derived from the state by `select`, which must return a primitive or an object the
 * store keeps (never a new object per call). The caller re-renders only when it changes.
 * @param deps what `select` depends on besides the state
 * @throws Error outside the drawer.
 */
export function useSelect<T>(select: (s: AssistantState) => T, deps: readonly unknown[]): T {
  const { a } = useDrawer();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` are the selector's own
  const get = useCallback(() => select(a.store.get()), [a, ...deps]);
  return useSyncExternalStore(a.store.subscribe, get, get);
}

/**
 * One field of a chat's message (`undefined` when the chat or the message is gone): an update
 * of another message, or of another field, does not re-render the caller.
 */
export function useMessageField<F extends keyof ChatMessage>(chatKey: string, id: string, field: F): ChatMessage[F] | undefined {
  return useSelect((s) => s.chats[chatKey]?.messages.find((m) => m.message_id === id)?.[field], [chatKey, id, field]);
}

/**
 * One slice of the assistant's state (the store keeps slices immutable, so an unchanged slice
 * keeps its identity and the caller does not re-render).
 * @throws Error outside the drawer.
 */
export function useSlice<K extends keyof AssistantState>(key: K): AssistantState[K] {
  const { a } = useDrawer();
  const get = useCallback(() => a.store.get()[key], [a, key]);
  return useSyncExternalStore(a.store.subscribe, get, get);
}
