/**
 * Renders the Chakra system's global styles to one CSS text, once per process, with emotion's
 * own serialiser (the same CSS the provider would inject), plus a content hash for the URL.
 */
import { createHash } from "node:crypto";
import createCache from "@emotion/cache";
import { CacheProvider, Global } from "@emotion/react";
import { renderToString } from "react-dom/server";
import { portalGlobalStyles, portalSystem } from "./system";

let cached: { css: string; version: string } | undefined;

/** The global stylesheet and its version (first 12 hex characters of its SHA-256). */
export function chakraGlobalCss(): { css: string; version: string } {
  if (cached) return cached;
  const cache = createCache({ key: "chakra-global" });
  const html = renderToString(
    <CacheProvider value={cache}>
      {portalGlobalStyles().map((styles, i) => (
        <Global key={i} styles={styles as never} />
      ))}
    </CacheProvider>,
  );
  const rules = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("\n");
  // The layer order first, as the provider declares it before any layered rule.
  const layerOrder = String((portalSystem() as unknown as { layers: { atRule: string } }).layers.atRule ?? "");
  const css = `${layerOrder}\n${rules}`;
  cached = { css, version: createHash("sha256").update(css).digest("hex").slice(0, 12) };
  return cached;
}
