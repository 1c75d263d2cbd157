// @vitest-environment happy-dom
/**
 * The announcement modal's tabs as the seller sees them (ANN-04): every announcement of type 7
 * under Key features, every one of types 1, 2, 4 and 5 under Version updates, whatever the
 * order the gateway gives them in. Rendered inline (as the server renders it), in zh_CN.
 */
import { ChakraProvider } from "@chakra-ui/react";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { portalSystem } from "~/components/ui/system";
import { AnnouncementModal } from "~/features/notices/components/AnnouncementModal";
import type { Announcement } from "~/gateway/notice-schemas";
import { sharedI18n } from "~/i18n/i18next.server";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

const KEY_CONTENT = JSON.stringify({ fileList: [], visitLink: null });
const of = (announcementId: number, announcementType: number): Announcement => ({
  announcementId, announcementType, subType: 1, announcementTitle: `公告 ${announcementId}（类型 ${announcementType}）`,
  announcementContent: announcementType === 7 ? KEY_CONTENT : `<p>正文 ${announcementId}</p>`, enclosureList: [],
});

describe("the announcement modal's tabs", () => {
  it("[ANN-04] type 7 is shown under 重点功能 (Key features); types 1, 2, 4 and 5 under 版本更新 (Version updates)", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ ok: true })));
    // The gateway's order mixes them.
    const list = [of(1, 5), of(2, 7), of(3, 1), of(4, 4), of(5, 2), of(6, 7)];
    const i18n = await sharedI18n("zh-CN");
    const el = document.createElement("div");
    document.body.append(el);
    root = createRoot(el);
    await act(async () => {
      root!.render(
        <I18nextProvider i18n={i18n}>
          <ChakraProvider value={portalSystem()}>
            <AnnouncementModal list={list} open onClose={() => {}} inline />
          </ChakraProvider>
        </I18nextProvider>,
      );
    });
    const selectedTab = () => [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.getAttribute("aria-selected") === "true")?.textContent?.trim();
    const title = () => document.querySelector("[data-announcement-title]")?.textContent;
    expect([...document.querySelectorAll('[role="tab"]')].map((t) => t.textContent?.trim())).toEqual(["重点功能", "版本更新"]);
    const seen: Array<[string | undefined, string | null | undefined]> = [[selectedTab(), title()]];
    for (let i = 1; i < list.length; i += 1) {
      const next = [...document.querySelectorAll<HTMLElement>("button")].find((b) => b.textContent?.trim() === "下一条")!;
      await act(async () => void next.click());
      await act(async () => void (await new Promise((r) => setTimeout(r, 400))));
      seen.push([selectedTab(), title()]);
    }
    const tabOf = (id: number) => seen.find(([, t]) => t === of(id, list.find((a) => a.announcementId === id)!.announcementType).announcementTitle)?.[0];
    // Every announcement is shown once, under its type's tab.
    expect(seen).toHaveLength(6);
    expect(new Set(seen.map(([, t]) => t)).size).toBe(6);
    expect([tabOf(2), tabOf(6)]).toEqual(["重点功能", "重点功能"]);
    expect([tabOf(3), tabOf(5), tabOf(4), tabOf(1)]).toEqual(["版本更新", "版本更新", "版本更新", "版本更新"]);
  });
});
