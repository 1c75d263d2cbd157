/**
 * The guide's local config: the lite progress per item (listing, inventory, order) as last read,
 * and `-1` for an item the seller dismissed, which is not shown again. Kept in local storage
 * under {@link LOCAL_PROGRESS_KEY}; unreadable or missing storage reads as empty.
 * @see GUIDE-19
 */
import { visibleItems } from "./model";

/** The data-pull items, in the order the guide shows them. */
export const PULL_ITEMS = ["listing", "inventory", "order"] as const;
export type PullItem = (typeof PULL_ITEMS)[number];

/** Local-storage key (the shell's `pro__` prefix, CONST-01). */
export const LOCAL_PROGRESS_KEY = "pro__liteGuideProgress";

function read(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(LOCAL_PROGRESS_KEY) ?? "{}");
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function write(value: Record<string, unknown>): void {
  try {
    window.localStorage.setItem(LOCAL_PROGRESS_KEY, JSON.stringify(value));
  } catch {
    // storage full or refused: the dismissal lasts for this page only
  }
}

/** The items still to show (not dismissed). */
export function shownItems(): PullItem[] {
  return visibleItems(PULL_ITEMS, read());
}

/** Keeps the latest percentages (percent 0–100 per item), dismissed items staying `-1`. */
export function keepProgress(percents: Partial<Record<PullItem, number>>): void {
  const kept = read();
  for (const item of PULL_ITEMS) {
    const p = percents[item];
    if (Number(kept[item]) !== -1 && typeof p === "number" && Number.isFinite(p)) kept[item] = p;
  }
  write(kept);
}

/** Dismisses one item: it is kept as `-1` and not shown again. */
export function dismissItem(item: PullItem): void {
  write({ ...read(), [item]: -1 });
}
