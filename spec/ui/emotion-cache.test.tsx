// @vitest-environment happy-dom
/**
 * The server's style tag is adopted, not moved (issue 10, shell_tbt_ms): the browser cache
 * knows the server's style names (so it does not insert them again) and leaves the tag where
 * it is; global tags and other caches' tags keep emotion's own handling.
 */
import { CacheProvider, Global } from "@emotion/react";
import fc from "fast-check";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { createEmotionCache, serverStyleTags, SERVER_STYLES_ATTR } from "~/components/ui/emotion";

const name = fc.stringMatching(/^[a-z0-9]{4,8}$/);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe("emotion cache and the server's styles", () => {
  it("writes emotion's tags, the main one marked and the global ones with data-s", () => {
    fc.assert(
      fc.property(fc.array(name, { minLength: 1, maxLength: 6 }), name, fc.base64String({ minLength: 4, maxLength: 24 }), (names, g, nonce) => {
        const out = serverStyleTags({ styles: [{ key: "css-global", ids: [g], css: "body{margin:0}" }, { key: "css", ids: names, css: `.css-${names[0]}{color:red}` }] }, nonce);
        expect(out).toBe(
          `<style data-s="" data-emotion="css-global ${g}" nonce="${nonce}">body{margin:0}</style>` +
            `<style ${SERVER_STYLES_ATTR}="css ${names.join(" ")}" nonce="${nonce}">.css-${names[0]}{color:red}</style>`,
        );
      }),
    );
  });

  it("a browser cache takes the marked tag's names as inserted and leaves the tag in place", () => {
    document.head.innerHTML = "";
    const marker = document.createElement("meta");
    document.head.append(marker);
    document.head.insertAdjacentHTML("beforeend", serverStyleTags({ styles: [{ key: "css", ids: ["abc123", "def456"], css: ".css-abc123{color:red}" }] }, "n"));
    document.head.insertAdjacentHTML("beforeend", `<style data-emotion-ssr="other zzz999">.other-zzz999{}</style>`);
    const tag = document.head.querySelector(`style[${SERVER_STYLES_ATTR}]`);
    const cache = createEmotionCache();
    expect(cache.inserted.abc123).toBe(true);
    expect(cache.inserted.def456).toBe(true);
    expect(cache.inserted.zzz999).toBeUndefined();
    expect(document.head.firstElementChild).toBe(marker);
    expect(document.head.children[1]).toBe(tag);
    // A server cache (it has a nonce) adopts nothing.
    expect(createEmotionCache("nonce").inserted.abc123).toBeUndefined();
  });

  it("global styles stay before the adopted tag and new rules go right after it, as after emotion's own hydration", () => {
    document.head.innerHTML = serverStyleTags(
      { styles: [{ key: "css-global", ids: ["g1"], css: ".nav{color:black}" }, { key: "css", ids: ["abc123"], css: ".css-abc123{color:red}" }] },
      "n",
    );
    document.head.insertAdjacentHTML("beforeend", `<meta name="after">`);
    const server = document.head.querySelector(`style[${SERVER_STYLES_ATTR}]`)!;
    const cache = createEmotionCache();
    const root = createRoot(document.createElement("div"));
    act(() =>
      root.render(
        <CacheProvider value={cache}>
          <Global styles={{ ".late": { color: "blue" } }} />
        </CacheProvider>,
      ),
    );
    cache.sheet.insert(".css-new{color:green}");
    const styles = [...document.head.querySelectorAll("style")];
    const at = styles.indexOf(server as HTMLStyleElement);
    expect(at).toBeGreaterThan(0);
    // Every global tag (the server's and the one just rendered) precedes the server's main tag.
    for (const tag of styles.slice(0, at)) expect(tag.getAttribute("data-emotion")).toMatch(/^css-global/);
    expect(styles.slice(0, at).some((t) => t.textContent?.includes(".late"))).toBe(true);
    // The new rule's tag is the next element after the server's tag.
    expect(server.nextElementSibling?.tagName).toBe("STYLE");
    expect(server.nextElementSibling?.getAttribute("data-emotion")).toBe("css");
    act(() => root.unmount());
  });
});
