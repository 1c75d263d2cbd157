/**
 * The menu tree in the browser. The shell document carries the first-paint tree (whole for a
 * small tenant; only the top-level groups for a big one, see `firstPaintMenus`); this provider
 * loads the full tree from `/api/menus/tree` when the page has only a part, once per menu
 * version (an in-memory cache per serviceId and version: MENU-02), in an idle moment after the
 * first paint. Search and the menu overlays read it with {@link useMenuTree}.
 * @see MENU-01 @see MENU-02
 */
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { MenuNode } from "~/gateway/schemas";
import { callRoute, type ReplySchema } from "~/utils/route-client";
import { whenIdle } from "~/utils/when-idle";
import { parseMenuJson } from "./model";

/** What {@link useMenuTree} gives. */
export interface MenuTreeState {
  /** The full tree once loaded; until then the first-paint tree (top-level groups only, for a big tenant). */
  tree: MenuNode[];
  /** True while the full tree is being fetched. */
  loading: boolean;
  /** True when `tree` is the whole tree. */
  complete: boolean;
  /** True when the full tree could not be loaded (the first-paint tree stays). */
  failed: boolean;
  /** The full tree's version (its ETag, from the shell loader); null when unknown. */
  version: string | null;
}

const EMPTY: MenuTreeState = { tree: [], loading: false, complete: true, failed: false, version: null };
const MenuTreeContext = createContext<MenuTreeState>(EMPTY);

/** Full trees fetched in this page session, by `serviceId|systemCode|version`. */
const cache = new Map<string, Promise<MenuNode[]>>();

/**
 * The reply of `/api/menus/tree`: the slim tree, a JSON array (nodes as the shell document
 * carries them; not checked node by node, as the first-paint tree is not: the server built it).
 */
const treeReply: ReplySchema<MenuNode[]> = {
  safeParse: (value) => (Array.isArray(value) ? { success: true, data: value as MenuNode[] } : { success: false }),
};

/** The full tree is fetched when the browser is idle, at the latest this many ms after mount. */
const TREE_FETCH_WITHIN_MS = 300;

/** Props of {@link MenuTreeProvider}. */
export interface MenuTreeProviderProps {
  /** Slim JSON of the first-paint tree (from the shell loader). */
  json: string | null | undefined;
  /** Whether `json` is the whole tree. */
  complete: boolean;
  serviceId: number;
  systemCode: string;
  /** The menu version (ETag) of the full tree. */
  version: string | null | undefined;
  children: ReactNode;
}

/** Provides the shell's menu tree to {@link useMenuTree}. */
export function MenuTreeProvider({ json, complete, serviceId, systemCode, version, children }: MenuTreeProviderProps) {
  const initial = useMemo(() => parseMenuJson(json), [json]);
  const key = `${serviceId}|${systemCode}|${version ?? ""}`;
  const [loaded, setLoaded] = useState<{ key: string; tree: MenuNode[] | null; failed: boolean } | null>(null);
  useEffect(() => {
    if (complete) return;
    let live = true;
    const cancel = whenIdle(() => {
      const qs = new URLSearchParams({ serviceId: String(serviceId), systemCode, v: version ?? "" });
      let run = cache.get(key);
      if (!run) {
        run = callRoute(`/api/menus/tree?${qs}`, { schema: treeReply });
        cache.set(key, run);
        run.catch(() => cache.delete(key));
      }
      run.then(
        (tree) => live && setLoaded({ key, tree, failed: false }),
        () => live && setLoaded({ key, tree: null, failed: true }),
      );
    }, TREE_FETCH_WITHIN_MS);
    return () => {
      live = false;
      cancel();
    };
  }, [complete, key, serviceId, systemCode, version]);
  const state = useMemo<MenuTreeState>(() => {
    const v = version ?? null;
    if (complete) return { tree: initial, loading: false, complete: true, failed: false, version: v };
    const mine = loaded && loaded.key === key ? loaded : null;
    if (mine?.tree) return { tree: mine.tree, loading: false, complete: true, failed: false, version: v };
    return { tree: initial, loading: !mine?.failed, complete: false, failed: !!mine?.failed, version: v };
  }, [complete, initial, loaded, key, version]);
  return <MenuTreeContext.Provider value={state}>{children}</MenuTreeContext.Provider>;
}

/**
 * The shell's menu tree: `{tree, loading, complete, failed, version}`. `tree` is the full `MenuNode[]`
 * once loaded (always at once for a small tenant). Use inside the shell layout.
 */
export function useMenuTree(): MenuTreeState {
  return useContext(MenuTreeContext);
}
