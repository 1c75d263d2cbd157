/**
 * The prompt the tabs show over the workspace: the 401 modal (TAB-05) or an expiry confirm
 * (TAB-08, TAB-10), one at a time. An expired platform or app blocks its page: the confirm
 * shows and the page is not activated (TAB-12); the platform's expiry first (TAB-13, ./expiry.ts).
 * @module features/tabs/use-tabs-prompt
 * @see TAB-05 @see TAB-08 @see TAB-10 @see TAB-12
 */
import { useCallback, useState } from "react";
import type { MenuNode } from "~/gateway/schemas";
import { expiryOf, type Expiry } from "./expiry";
import type { Pane } from "./model";

/** A prompt the tabs show: the 401 modal (TAB-05) or an expiry confirm (TAB-08, TAB-10). */
export type TabsPrompt = { kind: "noAccess" } | { kind: "expiry"; expiry: Expiry; names: Pane["names"] };

/** What {@link useTabsPrompt} gives: the prompt and the ways to show and dismiss it. */
export interface TabsPrompts {
  prompt: TabsPrompt | null;
  /** Shows the 401 modal (TAB-05). */
  noAccess(): void;
  /** Shows the expiry confirm of `leaf`, if it has expired; true when it did (the page is blocked). */
  blockedByExpiry(leaf: MenuNode): boolean;
  dismissPrompt(): void;
}

/** The tabs' prompt state. */
export function useTabsPrompt(): TabsPrompts {
  const [prompt, setPrompt] = useState<TabsPrompt | null>(null);
  const noAccess = useCallback(() => setPrompt({ kind: "noAccess" }), []);
  const blockedByExpiry = useCallback((leaf: MenuNode): boolean => {
    const expiry = expiryOf(leaf, Date.now());
    if (expiry) setPrompt({ kind: "expiry", expiry, names: { menuName: leaf.menuName, menuEnName: leaf.menuEnName, menuKrName: leaf.menuKrName } });
    return expiry !== null;
  }, []);
  const dismissPrompt = useCallback(() => setPrompt(null), []);
  return { prompt, noAccess, blockedByExpiry, dismissPrompt };
}
