// @vitest-environment happy-dom
/**
 * Message classification names as the seller sees them in the notification list's type filter:
 * classificationName in zh_CN, classificationEnName in en_US, classificationKrName in ko_KR, and
 * classificationName when the language's own name is missing or blank.
 */
import { ChakraProvider } from "@chakra-ui/react";
import fc from "fast-check";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { portalSystem } from "~/components/ui/system";
import type { ClassificationItem } from "~/features/notices/client-api";
import { NotificationFilters } from "~/features/notices/components/NotificationFilters";
import { classificationName } from "~/features/notices/model";
import { sharedI18n } from "~/i18n/i18next.server";

const CLASSES = [
  { messageType: 3, classificationName: "系统通知", classificationEnName: "System notices", classificationKrName: "시스템 알림" },
  { messageType: 4, classificationName: "订单提醒", classificationEnName: "", classificationKrName: "  " },
  { messageType: 5, classificationName: "库存预警", classificationEnName: null, classificationKrName: null },
] as unknown as ClassificationItem[];

const EXPECTED = {
  "zh-CN": ["全部", "系统通知", "订单提醒", "库存预警"],
  "en-US": ["All", "System notices", "订单提醒", "库存预警"],
  "ko-KR": ["전체", "시스템 알림", "订单提醒", "库存预警"],
} as const;

async function typeButtons(lng: keyof typeof EXPECTED): Promise<string[]> {
  const i18n = await sharedI18n(lng);
  const el = document.createElement("div");
  el.innerHTML = renderToString(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={portalSystem()}>
        <NotificationFilters classifications={CLASSES} filter={{ msgType: null, hasRead: null }} onChange={() => {}} />
      </ChakraProvider>
    </I18nextProvider>,
  );
  return [...el.querySelectorAll("[data-filter-type] button")].map((b) => b.textContent ?? "");
}

describe("message classification names", () => {
  for (const lng of ["zh-CN", "en-US", "ko-KR"] as const) {
    it(`[I18N-07] ${lng}: the type filter names each classification in the language's field, falling back to classificationName`, async () => {
      expect(await typeButtons(lng)).toEqual(EXPECTED[lng]);
    });
  }

  it("[I18N-07] for any names: zh_CN shows classificationName, en_US classificationEnName, ko_KR classificationKrName, each falling back to classificationName when missing or blank", () => {
    const own = fc.oneof(fc.string({ minLength: 1 }).filter((s) => s.trim() !== ""), fc.constantFrom("", " ", "\t", null, undefined));
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), own, own, (zh, en, ko) => {
        const c = { classificationName: zh, classificationEnName: en, classificationKrName: ko };
        const filled = (v: string | null | undefined) => typeof v === "string" && v.trim() !== "";
        expect(classificationName(c, "zh-CN")).toBe(zh);
        expect(classificationName(c, "zh_CN")).toBe(zh);
        expect(classificationName(c, "en-US")).toBe(filled(en) ? en : zh);
        expect(classificationName(c, "en_US")).toBe(filled(en) ? en : zh);
        expect(classificationName(c, "ko-KR")).toBe(filled(ko) ? ko : zh);
        expect(classificationName(c, "ko_KR")).toBe(filled(ko) ? ko : zh);
      }),
    );
  });
});
