/**
 * The sider's history list: the menus opened in this browser for one system, by visit count,
 * highest first (TAB-21), kept in localStorage (at most 50 menus remembered, 10 shown).
 * @see TAB-21 @see LAYOUT-13
 */
import { useEffect, useMemo, useState } from "react";
import type { MenuNode } from "~/gateway/schemas";
import { findMenuById } from "~/features/menus";

const KEEP = 50;
const SHOW = 10;

type Counts = Record<string, number>;

function read(key: string): Counts {
  try {
    const v = JSON.parse(window.localStorage.getItem(key) ?? "{}") as unknown;
    return v && typeof v === "object" && !Array.isArray(v) ? (v as Counts) : {};
  } catch {
    return {};
  }
}

/** Visits of `m_{menuId}` panes counted per system; returns the most visited leaves. */
export function useVisitHistory(systemKey: string, activeKey: string, tree: readonly MenuNode[]): MenuNode[] {
  const storageKey = `nav.history.${systemKey}`;
  const [counts, setCounts] = useState<Counts>({});
  useEffect(() => setCounts(read(storageKey)), [storageKey]);
  useEffect(() => {
    const m = /^m_(\d+)$/.exec(activeKey);
    if (!m) return;
    const next = { ...read(storageKey) };
    next[m[1]] = (next[m[1]] ?? 0) + 1;
    const kept = Object.fromEntries(Object.entries(next).sort((a, b) => b[1] - a[1]).slice(0, KEEP));
    try {
      window.localStorage.setItem(storageKey, JSON.stringify(kept));
    } catch {
      // storage full or denied: the list stays in memory
    }
    setCounts(kept);
  }, [activeKey, storageKey]);
  return useMemo(
    () =>
      Object.entries(counts)
        .sort((a, b) => b[1] - a[1])
        .map(([id]) => findMenuById(tree, id))
        .filter((n): n is MenuNode => !!n)
        .slice(0, SHOW),
    [counts, tree],
  );
}
