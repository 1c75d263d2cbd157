/**
 * Emotion cache shared by SSR and hydration (DESIGN.md §4: Chakra v3 under single fetch).
 * Styles extracted on the server are inserted after the `emotion-insertion-point` meta tag;
 * the browser cache inserts new styles at the same point so the order matches.
 */
import createCache, { type EmotionCache } from "@emotion/cache";

/** Key of the emotion cache (class prefix `css-`). */
export const EMOTION_KEY = "css";

/** Creates the emotion cache; in the browser it inserts after the insertion-point meta tag. */
export function createEmotionCache(nonce?: string): EmotionCache {
  const insertionPoint =
    typeof document === "undefined"
      ? undefined
      : (document.querySelector<HTMLMetaElement>('meta[name="emotion-insertion-point"]') ?? undefined);
  return createCache({ key: EMOTION_KEY, insertionPoint, nonce });
}
