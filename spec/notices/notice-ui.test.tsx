// @vitest-environment happy-dom
import fc from "fast-check";
import { act, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { onGuideInfo } from "~/features/notices";
import { CLOSED_KEY, closedAnnouncementIds, localTitle, migrateLegacyClosed, rememberClosed } from "~/features/notices/announcements";
import { closedCookieOf } from "~/features/notices/model";
import { toastsToEvict } from "~/features/notices/toasts";
import { secondsLeft } from "~/features/notices/use-countdown";
import { useNoticeCenter } from "~/features/notices/use-notice-center";
import { noticeSocket } from "~/features/notices/use-notice-socket";
import { FakeWebSocket, installFakeWebSocket } from "../support/fake-websocket";

installFakeWebSocket();
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Center(): ReactNode {
  useNoticeCenter();
  return null;
}

afterEach(() => vi.unstubAllGlobals());

describe("notice centre", () => {
  it("hands msgType 7 messages, and only those, to the guide subscription", async () => {
    vi.stubGlobal("fetch", vi.fn(() => Promise.reject(new Error("offline"))));
    const seen: Record<string, unknown>[] = [];
    const off = onGuideInfo((m) => void seen.push(m));
    const el = document.createElement("div");
    const root = createRoot(el);
    await act(async () => root.render(<Center />));
    const ws = FakeWebSocket.all.at(-1)!;
    act(() => ws.onopen?.());
    act(() => ws.onmessage?.({ data: JSON.stringify({ msgType: 7, msgTitle: "guide", guideSchedule: "1100" }) }));
    act(() => ws.onmessage?.({ data: JSON.stringify({ msgType: 3, msgTitle: "notice", eject: 0 }) }));
    expect(seen).toEqual([expect.objectContaining({ msgType: 7, guideSchedule: "1100" })]);
    off();
    act(() => ws.onmessage?.({ data: JSON.stringify({ msgType: 7 }) }));
    expect(seen).toHaveLength(1);
    act(() => root.unmount());
    expect(noticeSocket().state).toBe("closed");
  });
});

describe("toast eviction", () => {
  it("removes the oldest notice toasts so that at most 3 show when one or several come, never another feature's (LAYOUT-37 on screen: e2e/notices)", () => {
    const toast = fc.record({ id: fc.oneof(fc.nat(50).map((n) => `notice-${n}`), fc.nat(50).map((n) => `other-${n}`)) });
    fc.assert(fc.property(fc.uniqueArray(toast, { selector: (t) => t.id, maxLength: 8 }), fc.integer({ min: 1, max: 3 }), (shown, incoming) => {
      const evicted = incoming === 1 ? toastsToEvict(shown) : toastsToEvict(shown, incoming);
      expect(evicted.every((id) => id.startsWith("notice-"))).toBe(true);
      const notices = shown.filter((t) => t.id.startsWith("notice-")).map((t) => t.id);
      expect(evicted).toEqual(notices.slice(notices.length - evicted.length));
      const left = shown.length - evicted.length + incoming;
      if (notices.length >= shown.length + incoming - 3) expect(left).toBeLessThanOrEqual(3);
      else expect(evicted).toEqual(notices);
      if (shown.length + incoming <= 3) expect(evicted).toEqual([]);
    }));
  });
});

describe("countdown", () => {
  it("whole seconds left, rounded up, 0 at and after the end", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: -10_000, max: 10_000 }), (end, d) => {
      const left = secondsLeft(end, end - d);
      expect(left).toBe(d <= 0 ? 0 : Math.ceil(d / 1000));
    }));
    expect(secondsLeft(3_000, 0)).toBe(3);
  });
});

describe("announcements on the client", () => {
  it("[I18N-08] the title in the user's language, else the gateway's", () => {
    const a = { announcementTitle: "公告", announcementTitleEn: "Notice", announcementTitleKr: "" };
    expect(localTitle(a, "en_US")).toBe("Notice");
    expect(localTitle(a, "ko_KR")).toBe("公告");
    expect(localTitle(a, "zh_CN")).toBe("公告");
  });

  it("closed popup announcements are remembered in the cookie the server reads; corrupt storage reads as none", () => {
    window.localStorage.setItem(CLOSED_KEY, "{oops");
    expect([...closedAnnouncementIds()]).toEqual([]);
    rememberClosed([8001, 8002]);
    rememberClosed([8002, 8003]);
    expect([...closedAnnouncementIds()].sort()).toEqual([8001, 8002, 8003]);
    expect(closedCookieOf(document.cookie)).toBe("8001.8002.8003");
    expect(window.localStorage.getItem(CLOSED_KEY)).toBeNull();
  });

  it("ids closed while they were kept in localStorage move into the cookie once", () => {
    document.cookie = "portal_ann_closed=; Path=/; Max-Age=0";
    window.localStorage.setItem(CLOSED_KEY, "[8004, 8005]");
    expect([...closedAnnouncementIds()].sort()).toEqual([8004, 8005]);
    expect(migrateLegacyClosed()).toBe(true);
    expect(closedCookieOf(document.cookie)).toBe("8004.8005");
    expect(window.localStorage.getItem(CLOSED_KEY)).toBeNull();
    expect(migrateLegacyClosed()).toBe(false);
  });
});
