/** The announcement body's key-feature image: lazy in lists, at once in the modal (issue 10). */
import { ChakraProvider } from "@chakra-ui/react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import type { i18n as I18n } from "i18next";
import { describe, expect, it } from "vitest";
import { portalSystem } from "~/components/ui/system";
import { AnnouncementView } from "~/features/notices/components/AnnouncementView";
import type { Announcement } from "~/gateway/notice-schemas";
import { sharedI18n } from "~/i18n/i18next.server";

const keyFeature = {
  announcementId: 8001,
  announcementType: 7,
  announcementTitle: "AI",
  announcementContent: JSON.stringify({ fileList: [{ fileName: "a.png", fileUrl: "https://cdn.example/a.png" }, { fileName: "b.png", fileUrl: "https://cdn.example/b.png" }], visitLink: "" }),
  enclosureList: [],
} as Announcement;

const html = (i18n: I18n, eagerFirstImage: boolean) =>
  renderToString(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={portalSystem()}>
        <AnnouncementView announcement={keyFeature} eagerFirstImage={eagerFirstImage} />
      </ChakraProvider>
    </I18nextProvider>,
  );
const loadingOf = (markup: string) => [...markup.matchAll(/<img[^>]*loading="(\w+)"/g)].map((m) => m[1]);

describe("AnnouncementView", () => {
  it("a key feature's image files (ANN-05) show as images: lazily in a list, the first at once in the modal", async () => {
    const i18n = await sharedI18n("en-US");
    expect(loadingOf(html(i18n, false))).toEqual(["lazy", "lazy"]);
    expect(loadingOf(html(i18n, true))).toEqual(["eager", "lazy"]);
  });
});
