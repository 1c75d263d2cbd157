/**
 * Saving and restoring a workspace's tabs: the open panes, the active key and the visit history
 * per serviceId + systemCode under the `pro__` prefix (TAB-24, TAB-25). Restoring is pure
 * ({@link restoreTabs}); {@link loadStoredTabs} / {@link saveStoredTabs} touch local storage and
 * never throw (storage full, disabled or holding garbage: the workspace starts at home).
 * @see TAB-24..TAB-27
 */
import { z } from "zod";
import { LONG_KEY } from "./keys";
import { HOME_KEY, initialTabs, type HistoryEntry, type Pane, type TabsState } from "./model";

const namesSchema = z.object({ menuName: z.string(), menuEnName: z.string().nullish(), menuKrName: z.string().nullish() });
const paneSchema = z.object({
  key: z.string().min(1).max(200),
  scope: z.string().max(120),
  menuId: z.number().int().nullable(),
  appName: z.string().max(40),
  hashPath: z.string().max(2000),
  names: namesSchema,
  closable: z.boolean(),
  noCache: z.boolean().optional(),
});
const historySchema = z.object({
  key: z.string().min(1).max(200),
  menuId: z.number().int().nullable(),
  appName: z.string().max(40),
  hashPath: z.string().max(2000),
  names: namesSchema,
  count: z.number().int().positive(),
});
const storedSchema = z.object({
  v: z.literal(1),
  homeMenuId: z.number().int().nullable(),
  panes: z.array(paneSchema).max(200),
  activeKey: z.string().max(1000),
  history: z.array(historySchema).max(500),
});

/** What is stored for a workspace. */
export type StoredTabs = z.infer<typeof storedSchema>;

/** The stored form of a state. */
export function toStored(state: TabsState, homeMenuId: number | null): StoredTabs {
  return { v: 1, homeMenuId, panes: state.panes, activeKey: state.activeKey, history: state.history };
}

/**
 * The state to start with from what was stored (`raw`, any value):
 * - nothing valid stored → only home;
 * - TAB-27: the home menu changed and the saved active tab was the old home → only home;
 * - else home plus every stored pane that `resolve` still finds in the menu (refreshed from it),
 *   without duplicates; the stored history without noCache pages;
 * - TAB-26: an active key of 40+ characters, or one no longer open → home is active.
 * Only the active pane is visited: the others mount when first activated.
 */
export function restoreTabs(home: Pane, homeMenuId: number | null, raw: unknown, resolve: (pane: Pane) => Pane | null): TabsState {
  const parsed = storedSchema.safeParse(raw);
  const fresh = initialTabs(home);
  if (!parsed.success) return fresh;
  const stored = parsed.data;
  if (stored.homeMenuId !== homeMenuId && stored.activeKey === HOME_KEY) return fresh;
  const panes: Pane[] = [fresh.panes[0]];
  for (const saved of stored.panes) {
    if (saved.key === HOME_KEY) continue;
    const pane = resolve(saved);
    if (pane && !panes.some((p) => p.key === pane.key)) panes.push(pane);
  }
  const activeKey = stored.activeKey.length < LONG_KEY && panes.some((p) => p.key === stored.activeKey) ? stored.activeKey : HOME_KEY;
  const noCache = new Set(panes.filter((p) => p.noCache).map((p) => p.key));
  const history: HistoryEntry[] = stored.history.filter((h) => !noCache.has(h.key) && h.key !== HOME_KEY);
  return { panes, activeKey, history, visited: [activeKey] };
}

/** The stored value under `key` (parsed JSON), or null when none or unreadable. */
export function loadStoredTabs(key: string): unknown {
  try {
    const text = window.localStorage.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** Saves a workspace; a full or disabled storage is ignored (the tabs still work, unsaved). */
export function saveStoredTabs(key: string, stored: StoredTabs): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(stored));
  } catch {
    // Storage full or disabled: nothing to do.
  }
}
