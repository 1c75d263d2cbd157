// @vitest-environment happy-dom
/** Announcements in the user's language: title and content (I18N-08). */
import { ChakraProvider } from "@chakra-ui/react";
import fc from "fast-check";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { portalSystem } from "~/components/ui/system";
import { localContent, localField, localTitle } from "~/features/notices/announcements";
import { AnnouncementView } from "~/features/notices/components/AnnouncementView";
import type { Announcement } from "~/gateway/notice-schemas";
import { sharedI18n } from "~/i18n/i18next.server";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const notice = {
  announcementId: 8002,
  announcementType: 1,
  subType: 1,
  announcementTitle: "版本说明",
  announcementContent: "<h2>订单</h2><p>支持批量拆分订单。</p>",
  announcementContentEn: "<h2>Orders</h2><p>Orders can be split in bulk.</p>",
  announcementContentKr: "  ",
  enclosureList: [],
} as Announcement;

/** The body's text once it is in the page (the HTML, sanitised by the server before it comes). */
async function shown(lng: "zh-CN" | "en-US" | "ko-KR"): Promise<string> {
  const i18n = await sharedI18n(lng);
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => {
    root.render(
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={portalSystem()}>
          <AnnouncementView announcement={notice} />
        </ChakraProvider>
      </I18nextProvider>,
    );
  });
  await expect.poll(() => host.textContent ?? "").not.toBe("");
  const text = (host.textContent ?? "").replace(/\s+/g, " ").trim();
  act(() => root.unmount());
  host.remove();
  return text;
}

describe("announcements in the user's language", () => {
  it("[I18N-08] the content shows in the user's language, else the gateway's unsuffixed field", async () => {
    expect(await shown("en-US")).toMatch(/^Orders ?Orders can be split in bulk\.$/);
    // A blank translation falls back to the unsuffixed field; zh_CN has no suffix.
    expect(await shown("ko-KR")).toMatch(/^订单 ?支持批量拆分订单。$/);
    expect(await shown("zh-CN")).toMatch(/^订单 ?支持批量拆分订单。$/);
  });

  it("[I18N-08] a field in a language: the suffixed field when it is non-blank text, else the unsuffixed one", () => {
    const language = fc.constantFrom("zh-CN", "zh_CN", "en-US", "en_US", "ko-KR", "ko_KR");
    const value = fc.oneof(fc.string(), fc.constant("   "), fc.constant(null), fc.constant(undefined), fc.integer());
    fc.assert(
      fc.property(fc.string(), value, value, language, (base, en, kr, lng) => {
        const a: Record<string, unknown> & { announcementTitle: string; announcementContent: string } = { announcementTitle: base, announcementContent: base };
        if (en !== undefined) Object.assign(a, { announcementTitleEn: en, announcementContentEn: en });
        if (kr !== undefined) Object.assign(a, { announcementTitleKr: kr, announcementContentKr: kr });
        const own = lng.startsWith("en") ? en : lng.startsWith("ko") ? kr : undefined;
        const expected = typeof own === "string" && own.trim() !== "" ? own : base;
        expect(localField(a, "announcementTitle", lng)).toBe(expected);
        expect(localTitle(a, lng)).toBe(expected);
        expect(localContent(a, lng)).toBe(expected);
      }),
    );
  });
});
