import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildCsp, collectFrameOrigins, originOf } from "~/features/security";

describe("content security policy", () => {
  it("scripts need the nonce, frames come only from the given origins, framing only by self", () => {
    const csp = buildCsp({ nonce: "abc123", frameOrigins: ["http://127.0.0.1:3100/apps/page/1", "https://erp.example.com", "javascript:alert(1)", "not a url"] });
    const directives = Object.fromEntries(csp.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));
    expect(directives["script-src"]).toEqual(["'self'", "'nonce-abc123'"]);
    expect(directives["frame-src"]).toEqual(["'self'", "http://127.0.0.1:3100", "https://erp.example.com"]);
    expect(directives["frame-ancestors"]).toEqual(["'self'"]);
    expect(directives["object-src"]).toEqual(["'none'"]);
    expect(csp).not.toContain("unsafe-eval");
  });

  it("no input can inject a directive: every frame origin is a parsed http(s) origin", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.webUrl(), fc.string())), (urls) => {
        const csp = buildCsp({ nonce: "n", frameOrigins: urls });
        expect(csp.split("; ").length).toBe(11);
        const frames = csp.split("; ").find((d) => d.startsWith("frame-src"))!.split(" ").slice(2);
        for (const f of frames) expect(originOf(f)).toBe(f);
      }),
    );
  });

  it("images may come from the given origins (the systems', the gateway's), exactly; no scheme opens wider", () => {
    const csp = buildCsp({
      nonce: "n",
      frameOrigins: ["http://127.0.0.1:3401"],
      imgOrigins: ["http://127.0.0.1:3401/apps/static/live-cover.png", "https://erp.example.com", "http://127.0.0.1:3401", "*", "http:", "data:text/html,x", "javascript:alert(1)", "x; script-src *"],
    });
    const directives = Object.fromEntries(csp.split("; ").map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));
    expect(directives["img-src"]).toEqual(["'self'", "data:", "blob:", "https:", "http://127.0.0.1:3401", "https://erp.example.com"]);
    expect(directives["script-src"]).toEqual(["'self'", "'nonce-n'"]);
    // Without image origins the list is as before: http images from elsewhere stay blocked.
    expect(buildCsp({ nonce: "n", frameOrigins: [] })).toContain("img-src 'self' data: blob: https:;");
  });

  it("no image origin can inject a directive or a wildcard: each added source is a parsed http(s) origin", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.webUrl(), fc.string(), fc.constantFrom("*", "http:", "'unsafe-inline'", "a; b"))), (urls) => {
        const csp = buildCsp({ nonce: "n", frameOrigins: [], imgOrigins: urls });
        expect(csp.split("; ").length).toBe(11);
        const images = csp.split("; ").find((d) => d.startsWith("img-src"))!.split(" ").slice(5);
        for (const i of images) expect(originOf(i)).toBe(i);
      }),
    );
  });

  it("frame origins are collected from every route's loader data", () => {
    expect(collectFrameOrigins({ root: { lng: "zh-CN" }, "routes/entry": { frameOrigins: ["https://a.example", 5] }, x: null })).toEqual(["https://a.example"]);
  });
});
