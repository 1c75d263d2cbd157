/**
 * What every part of the drawer reads: the page's assistant, its state and the confirmation
 * dialog.
 */
import { createContext, useContext } from "react";
import type { Assistant } from "../store/controller";
import type { AssistantState } from "../store/store";

export interface DrawerContext {
  a: Assistant;
  s: AssistantState;
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
