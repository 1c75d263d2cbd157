/** The probe frame's document: its own policy (a sandbox allowing only CLodopfuncs.js on the configured ports), the order of its candidates. */
import { afterEach, describe, expect, it } from "vitest";
import { probeCsp, probeResponse, printConfigResponse } from "~/features/print/index.server";
import { buildCsp } from "~/features/security";
import { resetServerEnv } from "~/utils/env.server";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetServerEnv();
});

function withEnv(env: Record<string, string>) {
  Object.assign(process.env, { SESSION_SECRET: "print-spec-secret-0123456789", ...env });
  resetServerEnv();
}

const config = async (res: Response) => JSON.parse(/id="print-probe-config">([^<]*)</.exec(await res.text())![1]!) as { candidates: string[] };

describe("print probe document", () => {
  it("looks on 8000 then 18000 by default, and on an https page tries each https port first", async () => {
    withEnv({});
    delete process.env.PRINT_LODOP_PORTS;
    delete process.env.PRINT_LODOP_HTTPS_PORTS;
    resetServerEnv();
    expect((await config(probeResponse(new Request("http://portal.example/print-probe")))).candidates).toEqual(["http://localhost:8000/", "http://localhost:18000/"]);
    expect((await config(probeResponse(new Request("https://portal.example/print-probe")))).candidates).toEqual([
      "https://localhost:8443/", "http://localhost:8000/", "https://localhost:18443/", "http://localhost:18000/",
    ]);
  });

  it("takes its ports from PRINT_LODOP_PORTS, and its policy allows nothing else", async () => {
    withEnv({ PRINT_LODOP_PORTS: "41001, 41002" });
    const res = probeResponse(new Request("http://portal.example/print-probe"));
    const csp = res.headers.get("content-security-policy")!;
    expect((await config(res)).candidates).toEqual(["http://localhost:41001/", "http://localhost:41002/"]);
    expect(csp).toMatch(/^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/=]+' http:\/\/localhost:41001\/CLodopfuncs\.js http:\/\/localhost:41002\/CLodopfuncs\.js; connect-src http:\/\/localhost:41001 http:\/\/localhost:41002 ws:\/\/localhost:41001 ws:\/\/localhost:41002; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox allow-scripts$/);
    expect(csp).not.toMatch(/unsafe|\*|8000/);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses a malformed port list at start-up", () => {
    for (const bad of ["", "8000,abc", "0", "70000", "1,2,3,4,5"]) {
      withEnv({ PRINT_LODOP_PORTS: bad });
      expect(() => probeResponse(new Request("http://portal.example/print-probe"))).toThrow(/PRINT_LODOP_PORTS/);
    }
  });

  it("hands the shell the configured minimum cloud version and download address", async () => {
    withEnv({ PRINT_CLOUD_MIN_VERSION: "4.0.0.0" });
    expect(await printConfigResponse().json()).toEqual({ cloudMin: "4.0.0.0", downloadUrl: "https://www.lodop.net/download.html" });
    withEnv({ PRINT_CLOUD_MIN_VERSION: "4.0-beta" });
    expect(() => printConfigResponse()).toThrow(/PRINT_CLOUD_MIN_VERSION/);
  });

  it("the shell's own policy names no local service (the probe's sources are its own)", () => {
    const shell = buildCsp({ nonce: "n", frameOrigins: ["http://erp.example.com"], scriptOrigins: ["http://erp.example.com"] });
    expect(shell).not.toMatch(/localhost|CLodop|sandbox/);
    expect(probeCsp(["http://localhost:8000/"])).toContain("http://localhost:8000/CLodopfuncs.js");
  });
});
