/** The rendered-document cache of the anonymous pages (app/utils/document-cache.server.ts). */
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { cachedDocument, clearDocumentCache, documentCacheKey, isDocumentCacheable, storeDocument, type RenderInputs } from "~/utils/document-cache.server";

const json: fc.Arbitrary<unknown> = fc.jsonValue();
const inputs: fc.Arbitrary<RenderInputs> = fc.record({
  method: fc.constantFrom("GET", "HEAD"),
  url: fc.webUrl({ withQueryParameters: true }),
  language: fc.constantFrom("zh-CN", "en-US", "ko-KR"),
  status: fc.constantFrom(200, 401, 404),
  loaderData: fc.dictionary(fc.constantFrom("root", "routes/login"), json),
  actionData: fc.constant(null),
  errors: fc.constant(null),
  day: fc.constantFrom("Mon Nov 23 2026", "Fri Jan 01 2027"),
});
const nonce = fc.base64String({ minLength: 24, maxLength: 24 }).filter((n) => n.length === 24);

describe("document cache", () => {
  beforeEach(() => clearDocumentCache());

  it("equal render inputs give equal keys; a change in any one of them gives another key", () => {
    fc.assert(
      fc.property(inputs, inputs, fc.constantFrom<keyof RenderInputs>("url", "language", "status", "loaderData", "day"), (a, b, field) => {
        const key = documentCacheKey(a);
        expect(key).toMatch(/^[0-9a-f]{64}$/);
        expect(documentCacheKey(structuredClone(a))).toBe(key);
        const changed = { ...a, [field]: b[field] };
        if (JSON.stringify(changed[field]) !== JSON.stringify(a[field])) expect(documentCacheKey(changed)).not.toBe(key);
      }),
    );
  });

  it("is not keyed: other methods, an action's data, route errors, data that is not plain JSON", () => {
    const unsafe = [Promise.resolve(1), new Map([["a", 1]]), new Set([1]), new Error("x"), () => 1, 1n, new Uint8Array(2), { then: () => undefined }];
    fc.assert(
      fc.property(inputs, fc.constantFrom(...unsafe), fc.constantFrom("POST", "PUT", "DELETE", "PATCH"), (base, bad, method) => {
        expect(documentCacheKey({ ...base, method })).toBeNull();
        expect(documentCacheKey({ ...base, actionData: { "routes/login": { error: "x" } } })).toBeNull();
        expect(documentCacheKey({ ...base, errors: { root: { message: "x" } } })).toBeNull();
        expect(documentCacheKey({ ...base, loaderData: { root: { nested: [{ value: bad }] } } })).toBeNull();
      }),
    );
  });

  it("serves a kept document with the new request's nonce in every place of the old one", () => {
    fc.assert(
      fc.property(nonce, nonce, fc.array(fc.string({ maxLength: 40 }), { minLength: 1, maxLength: 6 }), (first, second, parts) => {
        fc.pre(first !== second && !parts.join("").includes(first) && !parts.join("").includes(second));
        const html = parts.map((p) => `${p}<script nonce="${first}">x</script>`).join("");
        clearDocumentCache();
        storeDocument("k", html, first);
        const served = cachedDocument("k", second)!;
        expect(served.includes(first)).toBe(false);
        expect(served.split(`nonce="${second}"`).length - 1).toBe(parts.length);
        expect(served).toBe(html.split(first).join(second));
      }),
    );
  });

  it("keeps nothing rendered without a nonce, and misses an unknown key", () => {
    storeDocument("a", "<html>no nonce here</html>", "");
    storeDocument("b", "<html>short</html>", "short");
    storeDocument("c", "<html>other</html>", "AAAAAAAAAAAAAAAAAAAAAA==");
    expect(cachedDocument("a", "N".repeat(24))).toBeUndefined();
    expect(cachedDocument("b", "N".repeat(24))).toBeUndefined();
    expect(cachedDocument("c", "N".repeat(24))).toBeUndefined();
    expect(cachedDocument("missing", "N".repeat(24))).toBeUndefined();
  });

  it("a route opts in only with handle.documentCache === true", () => {
    expect(isDocumentCacheable({ documentCache: true })).toBe(true);
    for (const handle of [undefined, null, {}, { documentCache: "true" }, { documentCache: 1 }, "documentCache", { documentCache: false }]) expect(isDocumentCacheable(handle)).toBe(false);
  });
});
