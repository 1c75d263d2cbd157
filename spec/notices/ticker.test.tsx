// @vitest-environment happy-dom
/**
 * The header ticker with the list the shell's server render passes (issue 10): its first title is
 * in the server's markup, in the user's language, and the browser does not ask for the list again.
 */
import { ChakraProvider } from "@chakra-ui/react";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { portalSystem } from "~/components/ui/system";
import { AnnouncementTicker } from "~/features/notices/components/AnnouncementTicker";
import { sharedI18n } from "~/i18n/i18next.server";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ITEMS = [
  { announcementId: 8101, announcementTitle: "新功能上线", announcementTitleEn: "New features are live" },
  { announcementId: 8102, announcementTitle: "系统维护", announcementTitleEn: "Maintenance" },
];

afterEach(() => vi.unstubAllGlobals());

/** Renders the ticker for `systemCode` into a detached element; returns the element and its root. */
async function renderTicker(i18n: Parameters<typeof I18nextProvider>[0]["i18n"], systemCode: string, initial: Parameters<typeof AnnouncementTicker>[0]["initial"]) {
  const host = document.createElement("div");
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={portalSystem()}>
          <AnnouncementTicker systemCode={systemCode} initial={initial} listOffered />
        </ChakraProvider>
      </I18nextProvider>,
    ),
  );
  return { host, root };
}

describe("AnnouncementTicker", () => {
  it("the ticker scrolls the announcements it is given: one title at a time, the next every 5 s, round again (ANN-09 with getAnnouncementNotice's list: e2e/notices.spec.ts)", async () => {
    vi.useFakeTimers();
    try {
      const i18n = await sharedI18n("zh-CN");
      const { host, root } = await renderTicker(i18n, "ERP", ITEMS);
      const shown = () => host.querySelector("[data-announcement-ticker]")?.textContent ?? "";
      expect(shown()).toContain("新功能上线");
      expect(shown()).not.toContain("系统维护");
      await act(async () => void vi.advanceTimersByTime(4_900));
      expect(shown()).toContain("新功能上线");
      await act(async () => void vi.advanceTimersByTime(200));
      expect(shown()).toContain("系统维护");
      expect(shown()).not.toContain("新功能上线");
      await act(async () => void vi.advanceTimersByTime(5_000));
      expect(shown()).toContain("新功能上线");
      act(() => root.unmount());
    } finally {
      vi.useRealTimers();
    }
  });

  it("with the server's list, the first title is in the server's markup, in the user's language", async () => {
    const i18n = await sharedI18n("en-US");
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={portalSystem()}>
          <AnnouncementTicker systemCode="ERP" initial={ITEMS} listOffered />
        </ChakraProvider>
      </I18nextProvider>,
    );
    expect(html).toContain("data-announcement-ticker");
    expect(html).toContain("New features are live");
  });

  it("with the server's list the browser asks for nothing; without it, it asks /api/notices/announcements", async () => {
    const i18n = await sharedI18n("zh-CN");
    const fetch = vi.fn((_url: string) => Promise.resolve(new Response(JSON.stringify({ ok: true, popup: [], ticker: ITEMS }), { headers: { "Content-Type": "application/json" } })));
    vi.stubGlobal("fetch", fetch);
    for (const initial of [ITEMS, null]) {
      const { host, root } = await renderTicker(i18n, "SCM", initial);
      await act(async () => await new Promise((r) => setTimeout(r, 0)));
      expect(host.textContent).toContain("新功能上线");
      act(() => root.unmount());
    }
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([expect.stringContaining("/api/notices/announcements?systemCode=SCM")]);
  });
});
