// @vitest-environment happy-dom
/**
 * An announcement's attachments as the seller sees them: a link that parses is a download link;
 * one that cannot be parsed shows the parameter-error message in the seller's language, and no
 * link (nothing can be downloaded from it).
 */
import { ChakraProvider } from "@chakra-ui/react";
import fc from "fast-check";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { portalSystem } from "~/components/ui/system";
import { AnnouncementView } from "~/features/notices/components/AnnouncementView";
import { attachmentLink } from "~/features/notices/model";
import type { Announcement } from "~/gateway/notice-schemas";
import { sharedI18n } from "~/i18n/i18next.server";

const MESSAGES = {
  "zh-CN": "参数错误：该附件链接无法打开。",
  "en-US": "Parameter error: this attachment link cannot be opened.",
  "ko-KR": "매개변수 오류: 이 첨부 파일 링크를 열 수 없습니다.",
} as const;

const UNPARSEABLE = ["not a url", "", "/upload/V3.8.pdf", "https://", "http://exa mple.com/a.pdf"];

function render(i18n: Awaited<ReturnType<typeof sharedI18n>>, enclosureList: Announcement["enclosureList"]): HTMLElement {
  const announcement = { announcementId: 9001, announcementType: 1, announcementTitle: "V3.8", announcementContent: "<p>说明</p>", enclosureList } as Announcement;
  const el = document.createElement("div");
  el.innerHTML = renderToString(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={portalSystem()}>
        <AnnouncementView announcement={announcement} />
      </ChakraProvider>
    </I18nextProvider>,
  );
  return el;
}

describe("announcement attachments", () => {
  for (const lng of ["zh-CN", "en-US", "ko-KR"] as const) {
    it(`[VALID-02] ${lng}: an attachment whose URL cannot be parsed shows \`${MESSAGES[lng]}\` and no download link; a parseable one is a download link`, async () => {
      const i18n = await sharedI18n(lng);
      const list = [
        { enclosureFileName: "V3.8 说明.pdf", enclosureFileUrl: "https://files.example.com/V3.8.pdf" },
        ...UNPARSEABLE.map((url, i) => ({ enclosureFileName: `bad-${i}.pdf`, enclosureFileUrl: url })),
      ];
      const el = render(i18n, list);
      const links = [...el.querySelectorAll("a")];
      // Only the parseable attachment can be downloaded.
      expect(links.map((a) => [a.textContent, a.getAttribute("href"), a.hasAttribute("download")])).toEqual([["V3.8 说明.pdf", "https://files.example.com/V3.8.pdf", true]]);
      const alerts = [...el.querySelectorAll('[role="alert"]')].map((a) => a.textContent);
      expect(alerts).toEqual(UNPARSEABLE.map((_, i) => `bad-${i}.pdf: ${MESSAGES[lng]}`));
    });
  }

  it("any link the URL parser cannot parse is refused (VALID-02's message on screen: the tests above)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string().map((p) => `https://files.example.com/${p}`), fc.constantFrom("http://", "//host/x", "::", "https://files.example.com/V3.8.pdf")), (raw) => {
        if (!URL.canParse(raw)) expect(attachmentLink(raw)).toBeNull();
        const link = attachmentLink(raw);
        if (link !== null) expect(URL.canParse(link)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
