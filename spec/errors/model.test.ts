/** The error pages' copy: any status maps to a page whose texts exist in every language. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ERROR_KINDS, copyForFailure, copyForStatus, copyOf } from "~/features/errors/model";
import { resources } from "~/i18n/resources.server";

const LNGS = ["zh-CN", "en-US", "ko-KR"] as const;

function lookup(lng: (typeof LNGS)[number], key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), resources[lng].common);
}

describe("error page copy", () => {
  it("every page kind has a title and a sentence in the three languages, and at least one action", () => {
    for (const kind of ERROR_KINDS) {
      const copy = copyOf(kind);
      expect(copy.actions.length, kind).toBeGreaterThan(0);
      for (const lng of LNGS) {
        for (const key of [copy.titleKey, copy.bodyKey]) {
          const text = lookup(lng, key);
          expect(typeof text === "string" && text.trim().length > 0, `${lng} ${key}`).toBe(true);
        }
      }
    }
  });

  it("the named statuses get their own page and the action that helps", () => {
    expect(copyForStatus(404)).toMatchObject({ kind: "notFound", actions: ["home"] });
    expect(copyForStatus(500)).toMatchObject({ kind: "serverError", actions: ["retry", "home"] });
    expect(copyForStatus(402).actions[0]).toBe("renew");
    expect(copyForStatus(504).kind).toBe("timeout");
    expect(copyForStatus(401).actions).toContain("login");
  });

  it("any other status gets a page with a way on (retry or home), never a blank one", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 100_000 }), (status) => {
        const copy = copyForStatus(status);
        expect(ERROR_KINDS).toContain(copy.kind);
        expect(copy.actions.some((a) => a === "home" || a === "retry" || a === "login")).toBe(true);
      }),
    );
    expect(copyForStatus(418).kind).toBe("unknown");
  });

  it("the go-home failure is the 异常提醒 page with 返回首页 only (GW-10 whole, 返回首页 navigating to /: e2e/gateway-errors.spec.ts, e2e/error-pages.spec.ts)", () => {
    fc.assert(
      fc.property(fc.constantFrom("code", "http", "timeout", "network", "malformed", "go-home"), (kind) => {
        const copy = copyForFailure({ kind, behaviour: "go-home" });
        expect(copy.kind).toBe("subjectService");
        expect(copy.actions).toEqual(["home"]);
      }),
    );
    expect(lookup("zh-CN", copyOf("subjectService").titleKey)).toBe("异常提醒");
    expect(lookup("zh-CN", "errors.backHome")).toBe("返回首页");
  });
});
