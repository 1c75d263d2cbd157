/**
 * Emotion cache shared by SSR and hydration (DESIGN.md §4: Chakra v3 under single fetch).
 * Server-extracted styles are appended to the end of <head> (entry.server.tsx); the browser
 * cache appends new styles after them, so the order matches and React's hydration of the
 * head's own elements is untouched.
 */
import createCache, { type EmotionCache } from "@emotion/cache";

/** Key of the emotion cache (class prefix `css-`). */
export const EMOTION_KEY = "css";

/** Creates the emotion cache (`nonce` on the server so its style tags carry the CSP nonce). */
export function createEmotionCache(nonce?: string): EmotionCache {
  return createCache({ key: EMOTION_KEY, nonce });
}
