// @vitest-environment happy-dom
/**
 * NOTIF-09 as the seller sees it: the header's bell panel and announcement ticker, given what
 * the shell's header computes from the user's menu tree (`noticePagesOffered`), with and without
 * the notice menus. Only the page opener (the shell's event) and the toast are stubbed.
 */
import { ChakraProvider } from "@chakra-ui/react";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";

const opened = vi.hoisted(() => vi.fn());
vi.mock("~/features/notices/page-opener", () => ({ openPortalPage: opened }));
vi.mock("~/components/ui/notify", () => ({ notify: vi.fn() }));

import { portalSystem } from "~/components/ui/system";
import { noticePagesOffered } from "~/features/notices";
import type { BellState } from "~/features/notices/client-api";
import { AnnouncementTicker } from "~/features/notices/components/AnnouncementTicker";
import { BellPopover } from "~/features/notices/components/BellPopover";
import type { MenuNode } from "~/gateway/schemas";
import { sharedI18n } from "~/i18n/i18next.server";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const leaf = (menuId: number, menuName: string, path: string, extra: Partial<MenuNode> = {}): MenuNode => ({ menuId, menuName, path, lastMenu: 2, ...extra });
const group = (menuId: number, menuName: string, childMenus: MenuNode[]): MenuNode => ({ menuId, menuName, lastMenu: 1, childMenus });
const ORDERS = group(10200, "订单管理", [leaf(10201, "订单列表", "erp#/order/list")]);
const ANNOUNCEMENTS = leaf(11101, "公告", "sso-web#/company/notice/announcement");
const NOTIFICATIONS = leaf(11102, "消息通知", "sso-web#/company/notice/notification");
const WITH_BOTH = [ORDERS, group(11100, "消息中心", [ANNOUNCEMENTS, NOTIFICATIONS])];
const WITHOUT = [ORDERS, group(11100, "消息中心", [leaf(11103, "下载中心", "sso-web#/user/download-center")])];

const BELL: BellState = {
  noReadCount: 2,
  preview: [
    { id: 7, msgTitle: "订单同步完成", msgInfo: "共 12 单", sendTime: "2026-11-28 09:00:00" },
    { id: 8, msgTitle: "库存预警", msgInfo: "SKU A-1 低于安全库存", sendTime: "2026-11-28 10:00:00" },
  ] as unknown as BellState["preview"],
};
const TICKER = [{ announcementId: 8101, announcementTitle: "新功能上线", announcementTitleEn: "New features are live" }];

let roots: Root[] = [];
afterEach(() => {
  for (const r of roots) act(() => r.unmount());
  roots = [];
  document.body.innerHTML = "";
  opened.mockReset();
});

/** The header's two notice parts for `tree`, as the header passes them. */
async function header(tree: readonly MenuNode[]) {
  const offered = noticePagesOffered(tree);
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  roots.push(root);
  const i18n = await sharedI18n("zh-CN");
  await act(async () =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={portalSystem()}>
          <AnnouncementTicker systemCode="ERP" initial={TICKER} listOffered={offered.announcements} />
          <BellPopover bell={BELL} connected markAllRead={async () => true} defaultOpen listOffered={offered.notifications} />
        </ChakraProvider>
      </I18nextProvider>,
    ),
  );
  await act(async () => new Promise((r) => setTimeout(r, 50)));
  const panel = document.querySelector<HTMLElement>("[data-bell-panel]")!;
  const ticker = document.querySelector<HTMLElement>("[data-announcement-ticker]")!;
  expect(panel, "the bell panel is open").not.toBeNull();
  expect(ticker).not.toBeNull();
  const buttons = (el: HTMLElement) => [...el.querySelectorAll("button")].map((b) => (b.textContent ?? "").trim());
  return { panel, ticker, buttons };
}

describe("the notice list pages offered by the menu tree (NOTIF-09, each side here in its own test; both sides in one journey: e2e/notices-menu.spec.ts)", () => {
  it("with both notice menus: 查看全部 and each preview open the notification list; the ticker opens the announcement list", async () => {
    const { panel, ticker, buttons } = await header(WITH_BOTH);
    expect(buttons(panel)).toEqual(expect.arrayContaining(["查看全部", expect.stringContaining("订单同步完成"), expect.stringContaining("库存预警")]));
    [...panel.querySelectorAll("button")].find((b) => b.textContent?.trim() === "查看全部")!.click();
    expect(opened).toHaveBeenLastCalledWith("/company/notice/notification", "消息通知");
    [...panel.querySelectorAll("button")].find((b) => b.textContent?.includes("库存预警"))!.click();
    expect(opened).toHaveBeenLastCalledWith("/company/notice/notification?id=8", "库存预警");
    expect(buttons(ticker)).toEqual([expect.stringContaining("新功能上线")]);
    ticker.querySelector("button")!.click();
    expect(opened).toHaveBeenLastCalledWith("/company/notice/announcement?id=8101", "公告");
  });

  it("without them: no 查看全部, the previews and the ticker's title show as text, and nothing opens either list", async () => {
    const { panel, ticker, buttons } = await header(WITHOUT);
    expect(panel.textContent).not.toContain("查看全部");
    expect(panel.textContent).toContain("订单同步完成");
    expect(panel.textContent).toContain("库存预警");
    expect(buttons(panel).filter((b) => b.includes("订单同步完成") || b.includes("库存预警"))).toEqual([]);
    expect(ticker.textContent).toContain("新功能上线");
    expect(ticker.querySelector("button, a")).toBeNull();
    for (const el of [...panel.querySelectorAll<HTMLElement>("*"), ...ticker.querySelectorAll<HTMLElement>("*")]) {
      if (el.textContent?.includes("库存预警") || el.textContent?.includes("新功能上线")) el.click();
    }
    expect(opened).not.toHaveBeenCalled();
  });

  it("each list goes by its own menu, at any depth, by path or menuUrl; an empty or failed menu offers neither", async () => {
    const onlyNotifications = [group(1, "a", [group(2, "b", [leaf(3, "消息通知", "", { menuUrl: "/company/notice/notification" })])])];
    expect(noticePagesOffered(onlyNotifications)).toEqual({ notifications: true, announcements: false });
    expect(noticePagesOffered([ANNOUNCEMENTS])).toEqual({ notifications: false, announcements: true });
    expect(noticePagesOffered(WITH_BOTH)).toEqual({ notifications: true, announcements: true });
    expect(noticePagesOffered(WITHOUT)).toEqual({ notifications: false, announcements: false });
    expect(noticePagesOffered([])).toEqual({ notifications: false, announcements: false });
    // A page of another app with the same hash path is not the notice menu.
    expect(noticePagesOffered([leaf(9, "x", "erp#/company/notice/notification")])).toEqual({ notifications: false, announcements: false });

    const mixed = await header([ORDERS, group(11100, "消息中心", [NOTIFICATIONS])]);
    expect(mixed.buttons(mixed.panel)).toContain("查看全部");
    expect(mixed.ticker.querySelector("button")).toBeNull();
  });
});
