/** ROUTE-39's `linkId` and `source` sanitiser: kept exactly when 1–64 URL-safe characters; anything else dropped, never thrown. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { keepParam, registerParams } from "~/features/account-flows/register-params";

const SAFE = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._~-";

describe("register parameters", () => {
  it("keeps a value exactly when it has 1 to 64 characters of letters, digits, . _ ~ -", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (value) => {
        const expected = value.length >= 1 && value.length <= 64 && [...value].every((c) => SAFE.includes(c));
        expect(keepParam(value)).toBe(expected ? value : undefined);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9._~-]{1,64}$/), (value) => {
        expect(keepParam(value)).toBe(value);
      }),
    );
  });

  it("keeps 64 characters and drops 65, empty, null and unsafe values", () => {
    expect(keepParam("a".repeat(64))).toBe("a".repeat(64));
    expect(keepParam("a".repeat(65))).toBeUndefined();
    expect(keepParam("")).toBeUndefined();
    expect(keepParam(null)).toBeUndefined();
    expect(keepParam("a b")).toBeUndefined();
    expect(keepParam("<script>")).toBeUndefined();
  });

  it("reads the first linkId and source of a query; other parameters never pass", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 80 }), (linkId, source) => {
        const params = registerParams(new URLSearchParams({ linkId, source, register: "1", token: "t" }));
        expect(Object.keys(params).every((k) => k === "linkId" || k === "source")).toBe(true);
        expect(params.linkId).toBe(keepParam(linkId));
        expect(params.source).toBe(keepParam(source));
      }),
    );
    expect(registerParams(new URLSearchParams("linkId=a1&linkId=b2&source=web"))).toEqual({ linkId: "a1", source: "web" });
  });
});
