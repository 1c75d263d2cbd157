/** The flagship demo window's address (app/features/toolbar/flagship/flagship-url.ts). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { flagshipUrl } from "~/features/toolbar/flagship/flagship-url";

const nonBlank = fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim() !== "");
const baseArb = fc.webUrl({ validSchemes: ["http", "https"], withQueryParameters: true, withFragments: true }).filter((u) => {
  const url = new URL(u);
  return !url.username && !url.password;
});

describe("flagshipUrl", () => {
  it("carries serviceId and token as query parameters, read back exactly, on the environment's own origin and path", () => {
    fc.assert(fc.property(baseArb, nonBlank, nonBlank, (base, serviceId, token) => {
      const href = flagshipUrl({ url: base, serviceId, token });
      expect(href).not.toBeNull();
      const url = new URL(href!);
      const from = new URL(base);
      expect(url.origin).toBe(from.origin);
      expect(url.pathname).toBe(from.pathname);
      expect(url.searchParams.getAll("serviceId")).toEqual([serviceId]);
      expect(url.searchParams.getAll("token")).toEqual([token]);
    }));
  });

  it("keeps the environment's other parameters and replaces a same-named one", () => {
    const url = new URL(flagshipUrl({ url: "https://demo.example.com/erp/?lang=zh&token=stale#/home", serviceId: "9001", token: "a&b=c" })!);
    expect(url.searchParams.get("lang")).toBe("zh");
    expect(url.searchParams.getAll("token")).toEqual(["a&b=c"]);
    expect(url.searchParams.get("serviceId")).toBe("9001");
    expect(url.hash).toBe("#/home");
  });

  it("opens nothing but an absolute http(s) address without credentials, and nothing without a serviceId or token", () => {
    for (const bad of ["javascript:alert(1)//", "data:text/html,x", "ftp://demo.example.com/", "/apps/flagship/", "//evil.example/", "https://u:p@demo.example.com/", "not a url", ""]) {
      expect(flagshipUrl({ url: bad, serviceId: "9001", token: "t" }), bad).toBeNull();
    }
    expect(flagshipUrl({ url: "https://demo.example.com/", serviceId: " ", token: "t" })).toBeNull();
    expect(flagshipUrl({ url: "https://demo.example.com/", serviceId: "9001", token: "" })).toBeNull();
  });
});
