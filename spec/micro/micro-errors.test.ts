import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countFailedFetch, microAppErrorReport } from "~/features/micro-apps/errors";
import { microAppsConfig } from "~/features/micro-apps/registry.server";
import { buildCsp, collectScriptOrigins } from "~/features/security";

describe("micro-app errors", () => {
  it("[MICRO-06] an error without errorCode is reported with 404; one with its own keeps it", () => {
    expect(microAppErrorReport("erp", new Error("boom"))).toEqual({ app: "erp", errorCode: 404, message: "boom" });
    expect(microAppErrorReport("erp", Object.assign(new Error("x"), { errorCode: 502 })).errorCode).toBe(502);
    expect(microAppErrorReport("erp", "text").errorCode).toBe(404);
  });

  it("only the third 'Failed to fetch' rejection redirects; other rejections are not counted (MICRO-07 whole, to /500: e2e/micro-errors.spec.ts)", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constant(new TypeError("Failed to fetch")), fc.constant(new Error("other")), fc.string())), (reasons) => {
        let count = 0;
        const redirects: number[] = [];
        reasons.forEach((r, i) => {
          const next = countFailedFetch(count, r);
          count = next.count;
          if (next.redirect) redirects.push(i);
        });
        const failed = reasons.map((r, i) => [r, i] as const).filter(([r]) => r instanceof Error && r.message === "Failed to fetch");
        expect(redirects).toEqual(failed.length >= 3 ? [failed[2]![1]] : []);
      }),
    );
  });
});

describe("micro-app registry and CSP", () => {
  const tree = [
    { menuId: 1, menuName: "a", path: "erp#/order/list", childMenus: [] },
    { menuId: 2, menuName: "b", path: "iframe#/m_2", menuUrl: "http://x.test/p", childMenus: [] },
    { menuId: 3, menuName: "c", path: "sso-web#/notice", childMenus: [] },
  ];

  it("a micro-app is its name, entry on the system's origin, systemCode and packageName", () => {
    const config = microAppsConfig({ systemCode: "ERP", systemDomain: "https://erp.example.com/app" }, tree as never, ["https://erp.example.com"], { MICRO_APP_POOL_SIZE: "3" });
    expect(config).toEqual({
      origin: "https://erp.example.com",
      scriptOrigins: ["https://erp.example.com"],
      poolSize: 3,
      apps: [{ name: "erp", entry: "https://erp.example.com/apps/micro/erp.js", systemCode: "ERP", packageName: "micro-erp" }],
    });
  });

  it("script-src adds the micro-app origins and stays nonce-only otherwise", () => {
    const origins = collectScriptOrigins({ layout: { microApps: { scriptOrigins: ["https://erp.example.com", "javascript:alert(1)"] } } });
    const csp = buildCsp({ nonce: "n0", frameOrigins: [], scriptOrigins: origins });
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src "));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-n0' https://erp.example.com");
    expect(csp).not.toContain("unsafe-eval");
  });
});
