/** ETag and 304 of cacheable resource responses (app/utils/http-cache.server.ts). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cacheableResponse, etagMatches } from "~/utils/http-cache.server";

const req = (ifNoneMatch?: string) => new Request("http://portal.test/chakra.css", { headers: ifNoneMatch ? { "If-None-Match": ifNoneMatch } : {} });

describe("http cache", () => {
  it("answers 200 with ETag and Cache-Control, then 304 without a body to the same validator", async () => {
    const first = cacheableResponse(req(), { body: "a{}", contentType: "text/css", cacheControl: "public, max-age=60" });
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=60");
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = cacheableResponse(req(`W/${etag}, "other"`), { body: "a{}", contentType: "text/css", cacheControl: "public, max-age=60" });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(cacheableResponse(req(etag), { body: "b{}", contentType: "text/css", cacheControl: "no-cache" }).status).toBe(200);
  });

  it("a validator matches only itself (or *)", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\w-]{1,20}$/), fc.stringMatching(/^[\w-]{1,20}$/), (a, b) => {
        expect(etagMatches(`"${a}"`, `"${b}"`)).toBe(a === b);
        expect(etagMatches("*", `"${b}"`)).toBe(true);
        expect(etagMatches(null, `"${b}"`)).toBe(false);
      }),
    );
  });
});
