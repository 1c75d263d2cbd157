/**
 * Pane keys: `m_{menuId}` (or the menu's own `key`), replaced by a short deterministic hash when
 * 40 characters or longer (TAB-28), and the workspace scope they live in (TAB-25).
 * @see TAB-25, TAB-28, CONST-01
 */

/** Keys of this many characters or more are hashed (TAB-28). */
export const LONG_KEY = 40;

/** Every local-storage key the shell writes starts with this (CONST-01). */
export const STORAGE_PREFIX = "pro__";

/**
 * 53-bit string hash (cyrb53): deterministic, well spread; returned as base-36 text of at most
 * 11 characters.
 */
function cyrb53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The pane key for a raw key: unchanged below {@link LONG_KEY} characters, else `h_` plus a
 * deterministic hash of the whole key (≤ 13 characters) — TAB-28.
 */
export function paneKey(raw: string): string {
  return raw.length < LONG_KEY ? raw : `h_${cyrb53(raw)}`;
}

/** The workspace scope of a system: `{serviceId}/{systemCode}`. */
export function workspaceScope(serviceId: number | string, systemCode: string): string {
  return `${serviceId}/${systemCode}`;
}

/** The local-storage key of a workspace's tabs: `pro__tabs_{serviceId}_{systemCode}` (TAB-25). */
export function tabsStorageKey(serviceId: number | string, systemCode: string): string {
  return `${STORAGE_PREFIX}tabs_${serviceId}_${systemCode}`;
}
