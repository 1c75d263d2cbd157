/**
 * Emotion cache shared by SSR and hydration (DESIGN.md §4: Chakra v3 under single fetch).
 * Server-extracted styles are appended to the end of <head> (entry.server.tsx); the browser
 * cache appends new styles after them, so the order matches and React's hydration of the
 * head's own elements is untouched.
 *
 * The server's main style tag is marked `data-emotion-ssr` instead of `data-emotion` (issue 10,
 * `shell_tbt_ms`). Emotion moves every `data-emotion` tag it finds when a cache is created, and
 * two are (@emotion/react's default one on import, then ours): each move re-inserts ≈ 45 KB of
 * CSS and makes the browser restyle the whole page, inside the task that evaluates the page's
 * modules. The browser cache instead adopts the marked tag as emotion's hydration would (its
 * style names count as inserted, and it is the sheet's first tag, so `<Global>` styles go
 * before it and new rules right after it), without moving it. The global tags get `data-s`,
 * which keeps the default cache from moving them; `<Global>` still rehydrates them.
 *
 * The adoption writes emotion's private `cache.sheet.tags` (@emotion/sheet 1.4's `StyleSheet`
 * keeps its tags there and inserts after the last). spec/ui/emotion-tags.test.ts fails on an
 * emotion release where that no longer holds. A build with `PORTAL_STOCK=emotion-tags`
 * (docs/performance.md) writes emotion's own tags and lets emotion hydrate them, to measure
 * what the adoption buys.
 */
import createCache, { type EmotionCache } from "@emotion/cache";
import { modernPrefixer } from "./css-prefixer";

/** Key of the emotion cache (class prefix `css-`). */
export const EMOTION_KEY = "css";

/** The attribute that marks the server's (non-global) style tags. */
export const SERVER_STYLES_ATTR = "data-emotion-ssr";

/** What emotion's `extractCriticalToChunks` returns: one entry per cache key. */
export interface StyleChunks {
  styles: readonly { key: string; ids: readonly string[]; css: string }[];
}

/**
 * The server's style tags for `chunks`, as emotion's `constructStyleTagsFromChunks` writes
 * them (`<style data-emotion="{key} {ids}" nonce>{css}</style>`), except that the main tag
 * (key `css`) is marked {@link SERVER_STYLES_ATTR} instead and the others (`css-global`) get
 * `data-s=""`. `nonce` is the request's CSP nonce (base64: no quote to escape).
 */
export function serverStyleTags(chunks: StyleChunks, nonce: string): string {
  const nonceAttr = nonce ? ` nonce="${nonce}"` : "";
  if (import.meta.env.VITE_STOCK_EMOTION_TAGS) {
    return chunks.styles.map(({ key, ids, css }) => `<style data-emotion="${key} ${ids.join(" ")}"${nonceAttr}>${css}</style>`).join("");
  }
  return chunks.styles
    .map(({ key, ids, css }) =>
      key === EMOTION_KEY
        ? `<style ${SERVER_STYLES_ATTR}="${key} ${ids.join(" ")}"${nonceAttr}>${css}</style>`
        : `<style data-s="" data-emotion="${key} ${ids.join(" ")}"${nonceAttr}>${css}</style>`,
    )
    .join("");
}

/**
 * Adopts the marked server tags into `cache` where they are: their style names count as
 * inserted and they become the sheet's tags (what emotion's `sheet.hydrate` does, minus the move).
 */
function adoptServerStyles(cache: EmotionCache, doc: Document): void {
  const tags = (cache.sheet as unknown as { tags: HTMLStyleElement[] }).tags;
  for (const tag of doc.querySelectorAll<HTMLStyleElement>(`style[${SERVER_STYLES_ATTR}]`)) {
    const [key, ...names] = (tag.getAttribute(SERVER_STYLES_ATTR) ?? "").split(" ");
    if (key !== cache.key) continue;
    for (const name of names) if (name) cache.inserted[name] = true;
    tags.push(tag);
  }
}

/**
 * Creates the emotion cache: on the server with `nonce` (its style tags carry the CSP nonce);
 * in the browser (no `nonce`), knowing the styles the server's marked tags hold. Both prefix only
 * what the supported browsers need ({@link modernPrefixer}).
 */
export function createEmotionCache(nonce?: string): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY, nonce, stylisPlugins: [modernPrefixer] });
  if (nonce === undefined && typeof document !== "undefined" && !import.meta.env.VITE_STOCK_EMOTION_TAGS) adoptServerStyles(cache, document);
  return cache;
}
