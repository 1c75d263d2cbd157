/**
 * Sockets per session (issue 24 §2c) as a seller meets the cap: the portal allows 20 sockets of a
 * kind per session (WS_MAX_SOCKETS_PER_SESSION's default). With 20 assistant sockets already
 * open in other "tabs" (held by the page), the drawer's own socket is refused with 4429: no
 * retry loop and no error toasts; the drawer's mask says calmly, in the seller's language, that
 * the assistant is open in too many tabs, above its Reconnect button. Once the others close,
 * Reconnect works.
 */
import type { Page } from "@playwright/test";
import { expect, loginAs, shot, test, type DemoUsername, type PortalLanguage } from "./support/fixtures";

type HeldWindow = { __held?: WebSocket[] };

/** Opens `n` assistant sockets in the page (as other tabs of the session would); resolves once all are open. */
async function holdAssistantSockets(page: Page, n: number): Promise<void> {
  await page.evaluate((count) => Promise.all(Array.from({ length: count }, () => new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws/assistant`);
    ws.onopen = () => resolve(ws);
    ws.onclose = (e) => reject(new Error(`closed ${e.code}`));
  }))).then((all) => void ((window as unknown as HeldWindow).__held = all)), n);
}

const NOTE: Record<PortalLanguage, string> = {
  zh_CN: "AI 助手已在过多标签页中打开，请关闭几个标签页后重新连接",
  en_US: "The AI assistant is open in too many tabs. Close a few of them, then reconnect.",
  ko_KR: "AI 어시스턴트가 너무 많은 탭에서 열려 있습니다. 탭 몇 개를 닫은 뒤 다시 연결하세요.",
};
const FAILED: Record<PortalLanguage, string> = { zh_CN: "操作失败", en_US: "The operation failed", ko_KR: "작업에 실패했습니다" };
const RECONNECT: Record<PortalLanguage, string> = { zh_CN: "重新连接", en_US: "Reconnect", ko_KR: "다시 연결" };
const USERS: Array<[DemoUsername, PortalLanguage]> = [["owner", "zh_CN"], ["leftie", "en_US"], ["korean", "ko_KR"]];

for (const [user, lng] of USERS) {
  test(`the assistant opened in a 21st tab: refused once, a calm note and the mask; Reconnect works once a tab closes (${lng})`, async ({ page }) => {
    await loginAs(page, user, lng);
    await holdAssistantSockets(page, 20);
    let attempts = 0;
    page.on("websocket", (ws) => void (ws.url().endsWith("/ws/assistant") && (attempts += 1)));
    await page.getByTestId("assistant-fab").click();
    const drawer = page.getByTestId("assistant-drawer");
    const mask = drawer.getByTestId("assistant-mask");
    await expect(mask).toBeVisible();
    await expect(mask).toContainText(NOTE[lng]);
    await shot(page, `sockets-cap-assistant-${lng}`);
    // No retries meanwhile (the ordinary retry comes after 3 s), and no error toast.
    await page.waitForTimeout(4_000);
    expect(attempts).toBe(1);
    await expect(mask).toContainText(NOTE[lng]);
    await expect(page.getByText(FAILED[lng])).toHaveCount(0);
    await page.evaluate(() => (window as unknown as HeldWindow).__held!.forEach((ws) => ws.close(1000)));
    await mask.getByRole("button", { name: RECONNECT[lng] }).click();
    await expect(mask).toBeHidden();
    await expect(drawer.getByTestId("assistant-chat")).toBeVisible();
  });
}
