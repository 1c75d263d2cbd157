/**
 * The floating AI button's position rules, pure. @see AI-12 @see AI-13 @see AI-14
 * @module features/assistant/model/drag
 */

/** A move of at most this many px between press and release is a click. @see AI-14 */
export const CLICK_THRESHOLD_PX = 3;

export interface Point {
  x: number;
  y: number;
}

/** True when the pointer moved at most 3 px (Euclidean) between press and release. @see AI-14 */
export function isClick(from: Point, to: Point): boolean {
  return Math.hypot(to.x - from.x, to.y - from.y) <= CLICK_THRESHOLD_PX;
}

/**
 * Keeps a `size`×`size` button at `p` (its top-left, px) inside a `w`×`h` viewport; a
 * non-finite coordinate goes to the bottom-right corner. @see AI-13
 */
export function clampToViewport(p: Point, size: number, w: number, h: number): Point {
  const maxX = Math.max(0, w - size);
  const maxY = Math.max(0, h - size);
  const fix = (v: number, max: number) => (Number.isFinite(v) ? Math.min(max, Math.max(0, v)) : max);
  return { x: fix(p.x, maxX), y: fix(p.y, maxY) };
}

/** Reads a saved position (JSON `{x, y}`); null when absent or malformed. @see AI-12 */
export function parseSaved(raw: string | null): Point | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<Point>;
    return typeof v.x === "number" && typeof v.y === "number" && Number.isFinite(v.x) && Number.isFinite(v.y) ? { x: v.x, y: v.y } : null;
  } catch {
    return null;
  }
}
