import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { frameableUrl } from "~/shell/components/Panes";
import { frameOriginsOf } from "~/shell/shell.server";
import { safeDecode } from "~/features/tabs";

describe("pane safety", () => {
  it("an iframe leaf is framed only on a system's origin, never on the portal's own", () => {
    const allowed = ["http://127.0.0.1:3100", "https://erp.example.com"];
    expect(frameableUrl("http://127.0.0.1:3100/apps/page/1", allowed, "http://127.0.0.1:3000")).toBe("http://127.0.0.1:3100/apps/page/1");
    expect(frameableUrl("https://evil.example/x", allowed, "http://127.0.0.1:3000")).toBeNull();
    expect(frameableUrl("http://127.0.0.1:3000/login", [...allowed, "http://127.0.0.1:3000"], "http://127.0.0.1:3000")).toBeNull();
    expect(frameableUrl("javascript:alert(1)", allowed, null)).toBeNull();
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string()), (url) => {
        const out = frameableUrl(url, allowed, "http://127.0.0.1:3000");
        if (out !== null) expect(allowed).toContain(new URL(out).origin);
      }),
    );
  });

  it("the frame allow-list comes from the systems' domains only", () => {
    const systems = [
      { serviceId: 1, systemCode: "ERP", systemName: "ERP", status: 4, serviceDeploy: 4, embedded: 1, systemDomain: "http://127.0.0.1:3100" },
      { serviceId: 2, systemCode: "LISTING", systemName: "L", status: 4, serviceDeploy: 4, embedded: 2, systemDomain: "http://127.0.0.1:3100/apps/listing/" },
      { serviceId: 3, systemCode: "X", systemName: "X", status: 4, serviceDeploy: 4, embedded: 1, systemDomain: "javascript:alert(1)" },
    ];
    expect(frameOriginsOf(systems)).toEqual(["http://127.0.0.1:3100"]);
  });

  it("a hostile hash never throws while decoding", () => {
    expect(safeDecode("/%E0%A4%A")).toBe("/%E0%A4%A");
    expect(safeDecode("/company/notice%2Fx")).toBe("/company/notice/x");
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(typeof safeDecode(s)).toBe("string");
      }),
    );
  });
});
