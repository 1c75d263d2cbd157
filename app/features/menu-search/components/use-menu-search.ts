/**
 * The state of one menu-search box: the query, the popover, the active option, and what each
 * option does. The search engine (its own chunk) is imported on first focus and the
 * index built then (once per tree); a query typed meanwhile is kept and searched once it is
 * there. Each keystroke runs `searchMenus` narrowed by the previous outcome.
 * @see MENU-24 @see MENU-25 @see MENU-26 @see MENU-27 @see MENU-28 @see MENU-29
 */
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import type { MenuNode } from "~/gateway/schemas";
import { emitShellEvent } from "~/utils/shell-events";
import { pushHistory, readHistory, writeHistory } from "../model/history";
import type { LangSlot } from "../model/lang-slot";
import type { SearchHit, SearchOutcome } from "../model/ranking";
import type { SearchIndex } from "../model/search-index";

type Engine = typeof import("../model/engine");
let engineLoad: Promise<Engine> | null = null;
/** The search engine, imported once per page; a failed import (offline) is tried again at the next focus. */
function loadEngine(): Promise<Engine> {
  engineLoad ??= import("../model/engine").catch((error: unknown) => {
    engineLoad = null;
    throw error;
  });
  return engineLoad;
}

/** Hits shown in the popover; the view-all fallback shows up to {@link ALL_LIMIT}. */
export const POPOVER_LIMIT = 8;
const ALL_LIMIT = 200;
/** The popover closes this long after the box loses focus, so a click on an option lands (MENU-29). */
export const BLUR_CLOSE_MS = 200;

/** One selectable row of the popover. */
export type SearchOption =
  | { kind: "hit"; id: string; hit: SearchHit }
  | { kind: "related"; id: string; name: string; leaf: MenuNode | null }
  | { kind: "history"; id: string; term: string }
  | { kind: "all"; id: string };

export interface MenuSearchState {
  query: string;
  open: boolean;
  activeId: string | null;
  options: SearchOption[];
  outcome: SearchOutcome | null;
  history: string[];
  expanded: boolean;
  setQuery(q: string): void;
  choose(option: SearchOption): void;
  clearHistory(): void;
  onKeyDown(e: KeyboardEvent<HTMLInputElement>): void;
  onFocus(): void;
  onBlur(): void;
  setActiveId(id: string | null): void;
}

export function useMenuSearch(opts: {
  tree: readonly MenuNode[];
  slot: LangSlot;
  idPrefix: string;
  historyOwner: string;
  onOpen(leaf: MenuNode): boolean;
  onViewAll?: (query: string) => void;
}): MenuSearchState {
  const { tree, slot, idPrefix, historyOwner, onOpen, onViewAll } = opts;
  const [query, setQueryState] = useState("");
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [history, setHistory] = useState<string[]>([]);
  const [index, setIndex] = useState<{ tree: readonly MenuNode[]; index: SearchIndex; engine: Engine } | null>(null);
  const previous = useRef<{ index: SearchIndex; slot: LangSlot; outcome: SearchOutcome } | null>(null);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (blurTimer.current && clearTimeout(blurTimer.current)), []);

  const current = index && index.tree === tree ? index.index : null;
  const engine = index?.engine;
  const ensureIndex = useCallback(() => {
    void loadEngine().then(
      (loaded) => setIndex((prev) => (prev && prev.tree === tree ? prev : { tree, index: loaded.buildSearchIndex(tree), engine: loaded })),
      () => undefined,
    );
  }, [tree]);
  // A tree that changes once indexed (a big tenant's full tree arriving after the first paint) is
  // indexed again at once, so the open search covers it.
  const indexed = index !== null;
  useEffect(() => {
    if (indexed) ensureIndex();
  }, [indexed, ensureIndex]);

  const outcome = useMemo(() => {
    if (!current || !engine || !query.trim()) return null;
    const prev = previous.current && previous.current.index === current && previous.current.slot === slot ? previous.current.outcome : undefined;
    const out = engine.searchMenus(current, query, slot, expanded ? ALL_LIMIT : POPOVER_LIMIT, prev);
    previous.current = { index: current, slot, outcome: out };
    return out;
  }, [current, engine, query, slot, expanded]);

  const options = useMemo<SearchOption[]>(() => {
    if (!outcome && query.trim()) return []; // The engine is still loading: the hits follow.
    if (!outcome) return history.map((term, i) => ({ kind: "history", id: `${idPrefix}-h${i}`, term }));
    const out: SearchOption[] = outcome.hits.map((hit) => ({ kind: "hit", id: `${idPrefix}-m${hit.entry.leaf.menuId}`, hit }));
    if (current && engine) engine.relatedSuggestions(current, outcome.hits).forEach((s, i) => out.push({ kind: "related", id: `${idPrefix}-r${i}`, ...s }));
    if (outcome.hits.length > 0 && !expanded) out.push({ kind: "all", id: `${idPrefix}-all` });
    return out;
  }, [outcome, query, history, idPrefix, current, engine, expanded]);

  const setQuery = useCallback(
    (q: string) => {
      setQueryState(q);
      setActiveId(null);
      setExpanded(false);
      setOpen(true);
      ensureIndex();
    },
    [ensureIndex],
  );

  const remember = useCallback(
    (term: string) => {
      const next = pushHistory(readHistory(historyOwner), term);
      writeHistory(historyOwner, next);
      setHistory(next);
    },
    [historyOwner],
  );

  const choose = useCallback(
    (option: SearchOption) => {
      if (option.kind === "history") return setQuery(option.term);
      if (option.kind === "all") {
        if (onViewAll) onViewAll(query);
        else if (emitShellEvent({ type: "menus:overlay", query }) === 0) return setExpanded(true);
        setOpen(false);
        return;
      }
      const leaf = option.kind === "hit" ? option.hit.entry.leaf : option.leaf;
      if (!leaf) return setQuery(option.kind === "related" ? option.name : query);
      remember(query);
      if (onOpen(leaf)) {
        setQueryState("");
        setOpen(false);
        setActiveId(null);
      }
    },
    [setQuery, onViewAll, onOpen, query, remember],
  );

  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLInputElement>) => {
      if (e.nativeEvent.isComposing) return;
      const at = options.findIndex((o) => o.id === activeId);
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        e.preventDefault();
        setOpen(true);
        ensureIndex();
        if (options.length === 0) return;
        const next = e.key === "ArrowDown" ? (at + 1) % options.length : at <= 0 ? options.length - 1 : at - 1;
        setActiveId(options[next].id);
      } else if (e.key === "Enter") {
        const option = at >= 0 ? options[at] : options.find((o) => o.kind === "hit");
        if (!option) return;
        e.preventDefault();
        choose(option);
      } else if (e.key === "Escape") {
        e.preventDefault();
        if (open) setOpen(false);
        else setQueryState("");
        setActiveId(null);
      }
    },
    [options, activeId, choose, open, ensureIndex],
  );

  const onFocus = useCallback(() => {
    if (blurTimer.current) clearTimeout(blurTimer.current);
    setHistory(readHistory(historyOwner));
    ensureIndex();
    setOpen(true);
  }, [historyOwner, ensureIndex]);

  const onBlur = useCallback(() => {
    if (blurTimer.current) clearTimeout(blurTimer.current);
    blurTimer.current = setTimeout(() => {
      setOpen(false);
      setActiveId(null);
    }, BLUR_CLOSE_MS);
  }, []);

  const clearHistory = useCallback(() => {
    writeHistory(historyOwner, []);
    setHistory([]);
  }, [historyOwner]);

  return { query, open, activeId, options, outcome, history, expanded, setQuery, choose, clearHistory, onKeyDown, onFocus, onBlur, setActiveId };
}
