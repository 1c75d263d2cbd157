// @vitest-environment happy-dom
/**
 * The server's style tag is adopted, not moved (issue 10, shell_tbt_ms): the browser cache
 * knows the server's style names (so it does not insert them again) and leaves the tag where
 * it is; global tags and other caches' tags keep emotion's own handling.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createEmotionCache, markServerStyles, SERVER_STYLES_ATTR } from "~/components/ui/emotion";

const name = fc.stringMatching(/^[a-z0-9]{4,8}$/);

describe("emotion cache and the server's styles", () => {
  it("marks exactly the main tags; global tags and other text are unchanged", () => {
    fc.assert(
      fc.property(fc.array(name, { minLength: 1, maxLength: 6 }), name, (names, g) => {
        const main = `<style data-emotion="css ${names.join(" ")}" nonce="n">.css-${names[0]}{color:red}</style>`;
        const global = `<style data-emotion="css-global ${g}" nonce="n">body{margin:0}</style>`;
        const out = markServerStyles(global + main);
        expect(out).toBe(global + `<style ${SERVER_STYLES_ATTR}="css ${names.join(" ")}" nonce="n">.css-${names[0]}{color:red}</style>`);
      }),
    );
  });

  it("a browser cache takes the marked tag's names as inserted and leaves the tag in place", () => {
    document.head.innerHTML = "";
    const marker = document.createElement("meta");
    document.head.append(marker);
    document.head.insertAdjacentHTML("beforeend", markServerStyles(`<style data-emotion="css abc123 def456">.css-abc123{color:red}</style>`));
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
});
