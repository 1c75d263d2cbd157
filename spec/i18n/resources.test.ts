import { describe, expect, it } from "vitest";
import { fromGatewayLanguage, languageFromCookieHeader, supportedLngs, toGatewayLanguage } from "~/i18n/config";
import { requestLanguage } from "~/i18n/i18next.server";
import { resources } from "~/i18n/resources.server";

function flatten(obj: Record<string, unknown>, prefix = ""): Record<string, unknown> {
  return Object.entries(obj).reduce<Record<string, unknown>>((acc, [k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === "object" && !Array.isArray(v)) Object.assign(acc, flatten(v as Record<string, unknown>, key));
    else acc[key] = v;
    return acc;
  }, {});
}

describe("i18n resources", () => {
  it("exactly zh_CN, en_US and ko_KR exist, with the same keys and no empty value (I18N-01's offered languages, as the seller sees them: e2e/i18n.spec.ts)", () => {
    expect(Object.keys(resources).sort()).toEqual(["en-US", "ko-KR", "zh-CN"]);
    expect([...supportedLngs]).toEqual(["zh-CN", "en-US", "ko-KR"]);
    const zh = flatten(resources["zh-CN"].common);
    for (const lng of ["en-US", "ko-KR"] as const) {
      const other = flatten(resources[lng].common);
      expect(Object.keys(other).sort()).toEqual(Object.keys(zh).sort());
    }
    for (const lng of ["zh-CN", "en-US", "ko-KR"] as const) {
      for (const [key, value] of Object.entries(flatten(resources[lng].common))) {
        expect(typeof value === "string" && value.trim().length > 0, `${lng} ${key}`).toBe(true);
      }
    }
  });

  it("interpolation variables are the same in every language", () => {
    const vars = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const zh = flatten(resources["zh-CN"].common) as Record<string, string>;
    for (const lng of ["en-US", "ko-KR"] as const) {
      const other = flatten(resources[lng].common) as Record<string, string>;
      for (const key of Object.keys(zh)) expect(vars(other[key]), `${lng} ${key}`).toEqual(vars(zh[key]));
    }
  });

  it("the spec's Chinese messages are the zh_CN texts verbatim", () => {
    const zh = resources["zh-CN"].common;
    expect(zh.errors.request).toBe("请求出现错误，请稍后再试");
    expect(zh.errors.subjectService).toBe("异常提醒");
    expect(zh.errors.backHome).toBe("返回首页");
    expect(zh.errors.operationSuccess).toBe("操作成功");
    expect(zh.errors.operationFailed).toBe("操作失败");
    expect(zh.errors.copySuccess).toBe("复制成功");
    expect(zh.errors.copyFailed).toBe("复制失败");
    expect(zh.errors.notOpen).toBe("功能尚未开通，拼命开发中...");
    expect(zh.access.stopped).toBe("当前系统已停用，不支持查看，请联系您的专属销售经理处理");
    expect(zh.access.abandoned.startsWith("当前系统已废弃")).toBe(true);
    expect(zh.access.deploying).toBe("当前系统正在部署中，不支持查看");
  });

  it("[I18N-02][I18N-03] only zh_CN, en_US and ko_KR are recognised; no cookie means zh_CN, whatever the browser prefers", async () => {
    expect(fromGatewayLanguage("zh_CN")).toBe("zh-CN");
    expect(fromGatewayLanguage("en_US")).toBe("en-US");
    expect(fromGatewayLanguage("ko_KR")).toBe("ko-KR");
    expect(fromGatewayLanguage("zh_TW")).toBeNull();
    expect(fromGatewayLanguage("pt_BR")).toBeNull();
    expect(languageFromCookieHeader("a=1; lng=ko_KR")).toBe("ko-KR");
    expect(languageFromCookieHeader("lng=pt_BR")).toBeNull();
    expect(languageFromCookieHeader(null)).toBeNull();
    expect(toGatewayLanguage("garbage")).toBe("zh_CN");
    const page = (headers: Record<string, string>) => requestLanguage(new Request("http://portal.test/login", { headers }));
    expect(await page({})).toBe("zh-CN");
    expect(await page({ "Accept-Language": "en-US,en;q=0.9" })).toBe("zh-CN");
    expect(await page({ Cookie: "lng=zh_TW" })).toBe("zh-CN");
    expect(await page({ Cookie: "lng=en_US" })).toBe("en-US");
  });
});

describe("language cookie", () => {
  it("[I18N-02] a malformed cookie value means no choice (zh_CN), never an error", async () => {
    expect(languageFromCookieHeader("lng=%E0%A4%A")).toBeNull();
    expect(languageFromCookieHeader("x=1; lng=%")).toBeNull();
    expect(await requestLanguage(new Request("http://portal.test/login", { headers: { Cookie: "lng=%E0%A4%A" } }))).toBe("zh-CN");
  });
});
