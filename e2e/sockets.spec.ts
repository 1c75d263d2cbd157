/**
 * The WebSocket proxy from a real Chromium: a logged-in page opens same-origin `/ws/notice`
 * (the CSP's connect-src 'self' allows same-origin ws:), receives a pushed message, loses the
 * socket on logout; a cross-site page that carries the cookie (same-site, other port) is refused.
 */
import type { Page } from "@playwright/test";
import { expect, loginAs, test } from "./support/fixtures";
import { MOCK_CONTROL_URL } from "./support/mock-client";

type SocketWindow = { __socket?: { messages: string[]; open: boolean; closeCode: number | null; violations: string[] } };

/** Opens a WebSocket in the page to `url` (default: same-origin /ws/notice) and records it. */
async function openSocket(page: Page, url?: string): Promise<void> {
  await page.evaluate((target) => {
    const state = { messages: [] as string[], open: false, closeCode: null as number | null, violations: [] as string[] };
    (window as unknown as SocketWindow).__socket = state;
    document.addEventListener("securitypolicyviolation", (e) => state.violations.push(e.violatedDirective));
    const ws = new WebSocket(target ?? `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws/notice`);
    ws.onopen = () => void (state.open = true);
    ws.onmessage = (e) => void state.messages.push(String(e.data));
    ws.onclose = (e) => void (state.closeCode = e.code);
  }, url);
}
const socketState = (page: Page) => page.evaluate(() => (window as unknown as SocketWindow).__socket!);

test("a logged-in page opens /ws/notice, receives a pushed message, and logout closes it", async ({ page, mock }) => {
  await loginAs(page, "owner");
  const csp = (await page.request.get(page.url())).headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/connect-src 'self'(;|$)/);
  await openSocket(page);
  await expect.poll(async () => (await socketState(page)).open).toBe(true);
  // The seeded notice went to the shell's own notice socket (it connects first); the pushed one
  // reaches every open socket of the user, this one included.
  // The shell refreshes its bell after a notice; let that finish before the session ends (a
  // background call answered with the login redirect takes the page to /login).
  const bellRefreshed = page.waitForResponse((r) => r.url().includes("/api/notices/bell"));
  await mock.push({ username: "owner", socket: "notice", message: { msgType: 3, msgTitle: "e2e push", eject: 0 } });
  await expect.poll(async () => (await socketState(page)).messages.some((m) => m.includes("e2e push"))).toBe(true);
  await bellRefreshed;
  expect((await socketState(page)).violations).toEqual([]);

  await page.request.post("/logout", { headers: { Origin: new URL(page.url()).origin } });
  await expect.poll(async () => (await socketState(page)).closeCode).toBe(4401);
});

test("a cross-site page's upgrade to /ws/notice is refused (the Lax cookie is same-site here)", async ({ page }) => {
  await loginAs(page, "owner");
  const portal = new URL(page.url());
  // The mock gateway's origin: same site (127.0.0.1), another port, so the Lax cookie is sent.
  await page.goto(`${new URL(MOCK_CONTROL_URL).origin}/apps/listing/`);
  await openSocket(page, `ws://${portal.host}/ws/notice`);
  await expect.poll(async () => (await socketState(page)).closeCode).toBe(1006);
  expect((await socketState(page)).open).toBe(false);
});
