/**
 * System names in the user's language (issue 24): a known systemCode is named from the i18n
 * resources in en_US and ko_KR; zh_CN keeps the gateway's Chinese name; an unknown code keeps the
 * gateway's name (or the code). The document title of the shell follows.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sharedI18n } from "~/i18n/i18next.server";
import { systemDisplayName } from "~/i18n/system-name";
import { systemNamesByLanguage } from "~/i18n/system-name.server";
import { shellTitle } from "~/shell";

/** The gateway's (mock's, FIXTURE.md) names and the names a seller reads in each language. */
const KNOWN = {
  ERP: { gateway: "ERP", "zh-CN": "ERP", "en-US": "ERP", "ko-KR": "ERP" },
  AMAZON_OPERATE: { gateway: "亚马逊运营", "zh-CN": "亚马逊运营", "en-US": "Amazon Operations", "ko-KR": "아마존 운영" },
  BI: { gateway: "BI数据分析", "zh-CN": "BI数据分析", "en-US": "BI Analytics", "ko-KR": "BI 데이터 분석" },
  WMS: { gateway: "海外仓WMS", "zh-CN": "海外仓WMS", "en-US": "Overseas Warehouse (WMS)", "ko-KR": "해외 창고 WMS" },
  M2B: { gateway: "M2B分销", "zh-CN": "M2B分销", "en-US": "M2B Distribution", "ko-KR": "M2B 유통" },
  LISTING: { gateway: "刊登系统", "zh-CN": "刊登系统", "en-US": "Listing", "ko-KR": "리스팅" },
  SUPPLY_CHAIN: { gateway: "供应链", "zh-CN": "供应链", "en-US": "Supply Chain", "ko-KR": "공급망" },
  TMS: { gateway: "物流TMS", "zh-CN": "物流TMS", "en-US": "Logistics (TMS)", "ko-KR": "물류 TMS" },
} as const;
const LNGS = ["zh-CN", "en-US", "ko-KR"] as const;
const t = async (lng: (typeof LNGS)[number]) => (await sharedI18n(lng)).t;

describe("system names", () => {
  it("a known system is named in the user's language; zh_CN shows the gateway's name, or its own resource without one", async () => {
    for (const [code, names] of Object.entries(KNOWN)) {
      for (const lng of LNGS) {
        expect(systemDisplayName(await t(lng), lng, { systemCode: code, systemName: names.gateway }), `${code} ${lng}`).toBe(names[lng]);
        expect(systemDisplayName(await t(lng), lng, { systemCode: code, systemName: null }), `${code} ${lng} without a name`).toBe(names[lng]);
      }
      // zh_CN keeps whatever Chinese name the gateway gives.
      expect(systemDisplayName(await t("zh-CN"), "zh-CN", { systemCode: code, systemName: "网关给的名字" })).toBe("网关给的名字");
      // en_US and ko_KR never show the gateway's Chinese name of a known system.
      expect(systemDisplayName(await t("en-US"), "en-US", { systemCode: code, systemName: "网关给的名字" })).toBe(names["en-US"]);
    }
  });

  it("an unknown code keeps the gateway's name in every language, else the code; never empty", async () => {
    const ts = await Promise.all(LNGS.map(t));
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z][A-Z0-9_]{0,20}$/).filter((c) => !(c in KNOWN)),
        fc.option(fc.string({ maxLength: 20 })),
        fc.integer({ min: 0, max: 2 }),
        (code, name, i) => {
          const shown = systemDisplayName(ts[i], LNGS[i], { systemCode: code, systemName: name });
          expect(shown).toBe(name?.trim() ? name.trim() : code);
        },
      ),
    );
    // A code that is not a resource key (a dot, lower case) is never looked up.
    expect(systemDisplayName(ts[1], "en-US", { systemCode: "errors.renew", systemName: "" })).toBe("errors.renew");
  });

  it("the shell's document title: the system in the user's language, then the portal's title", async () => {
    const names = await systemNamesByLanguage({ systemCode: "AMAZON_OPERATE", systemName: "亚马逊运营" });
    expect(names).toEqual({ "zh-CN": "亚马逊运营", "en-US": "Amazon Operations", "ko-KR": "아마존 운영" });
    expect(shellTitle(names, { lng: "en-US", title: "Seller Portal" })).toBe("Amazon Operations · Seller Portal");
    expect(shellTitle(names, { lng: "ko-KR", title: "셀러 포털" })).toBe("아마존 운영 · 셀러 포털");
    expect(shellTitle(names, { lng: "zh-CN", title: "跨境卖家门户" })).toBe("亚马逊运营 · 跨境卖家门户");
    expect(shellTitle(undefined, undefined)).toBe("Seller Portal");
    expect(shellTitle(names, { title: "Seller Portal" })).toBe("Seller Portal");
  });
});
