/**
 * The assistant drawer's session and agent actions as the seller does them (issue 30): the stop
 * button, rename, pin, clear and exit with their confirmations, binding and unbinding an agent,
 * deleting an own template, a failed page analysis, and the floating button's click and drag.
 */
import type { Locator } from "@playwright/test";
import { MOCK_CONTROL_URL } from "./support/mock-client";
import { expect, hydrated, loginAs, test, type MockControl } from "./support/fixtures";
import { openAssistantDrawer } from "./support/shell";

/** Sets the mock assistant's pace. */
async function pace(body: { chunkDelayMs?: number; chunkChars?: number }) {
  const res = await fetch(`${MOCK_CONTROL_URL}/assistant`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  expect(res.ok).toBe(true);
}

/** The assistant socket frames the host received with `method`, oldest first. */
async function frames(mock: MockControl, method: string): Promise<Array<{ method: string; data: Record<string, unknown> }>> {
  return (await mock.log())
    .filter((e) => e.method === "WS" && (e.body as { method?: string }).method === method)
    .map((e) => e.body as { method: string; data: Record<string, unknown> });
}

/** Opens the "more" actions of the session row `id` and clicks `action`. */
async function rowAction(drawer: Locator, id: string, action: string) {
  const row = drawer.locator(`[data-session-id="${id}"]`);
  await row.getByRole("button", { name: "更多操作" }).click();
  await row.getByRole("button", { name: action, exact: true }).click();
}

test.describe("AI assistant: sessions and agents", () => {
  // Long journeys on a shared, slow machine.
  test.describe.configure({ timeout: 240_000 });
  test.afterEach(async () => {
    await pace({ chunkDelayMs: 40, chunkChars: 6 });
  });

  test("[AI-09] while a reply streams the send button gives way to a red stop button; otherwise the send button shows", async ({ page }) => {
    await pace({ chunkDelayMs: 120, chunkChars: 2 });
    await loginAs(page, "owner", "zh_CN");
    const drawer = await openAssistantDrawer(page);
    const send = drawer.getByTestId("assistant-send");
    const stop = drawer.getByTestId("assistant-stop");
    await expect(send).toBeVisible();
    await expect(send).toHaveText("发送");
    await expect(stop).toBeHidden();
    await drawer.getByTestId("assistant-input").fill("广告 ACoS 多少合适");
    await drawer.getByTestId("assistant-input").press("Enter");
    await expect(drawer.getByTestId("assistant-content").last()).toHaveText(/\S/);
    await expect(stop).toBeVisible();
    await expect(stop).toHaveText("停止");
    await expect(send).toBeHidden();
    // Red: the red channel clearly dominates the button's background.
    const [r, g, b] = (await stop.evaluate((el) => getComputedStyle(el).backgroundColor)).match(/\d+/g)!.map(Number);
    expect(r! - Math.max(g!, b!)).toBeGreaterThan(80);
    // Once the reply is over (here: stopped), the send button is back.
    await stop.click();
    await expect(send).toBeVisible();
    await expect(stop).toBeHidden();
  });

  test("[AI-22] [AI-23] [AI-24] [AI-25] [AI-26] [AISOCK-13] rename inline (60 characters, blank changes nothing), pin and unpin, clear and exit after a confirmation that cancel leaves alone (AI-27 whole, with a team topic: the next test)", async ({ page, mock }) => {
    await pace({ chunkDelayMs: 0, chunkChars: 50 });
    await loginAs(page, "owner", "zh_CN");
    const drawer = await openAssistantDrawer(page);
    const row = drawer.locator('[data-session-id="s-owner-2"]');
    const title = row.getByRole("button").first();
    const before = (await title.innerText()).trim();

    // AI-23: the row switches to an input holding the title.
    await rowAction(drawer, "s-owner-2", "重命名");
    const input = row.getByRole("textbox", { name: "重命名" });
    await expect(input).toHaveValue(before);
    // AI-25: blank after trimming changes nothing and sends nothing.
    await input.fill("   ");
    await input.press("Enter");
    await expect(input).toHaveCount(0);
    await expect(title).toHaveText(before);
    expect(await frames(mock, "editSession")).toHaveLength(0);
    // AI-24: 61 characters typed, 60 kept; AI-25: a non-blank title goes with editSession.
    await rowAction(drawer, "s-owner-2", "重命名");
    await input.fill("");
    await input.pressSequentially("补".repeat(61));
    await expect(input).toHaveValue("补".repeat(60));
    await input.press("Enter");
    await expect(title).toHaveText("补".repeat(60));
    await expect.poll(async () => (await frames(mock, "editSession")).map((f) => f.data)).toEqual([{ session_id: "s-owner-2", title: "补".repeat(60) }]);

    // AI-22: pin, then unpin; the row's flag flips each time.
    await rowAction(drawer, "s-owner-2", "置顶");
    await expect(row.getByTestId("assistant-pinned")).toBeVisible();
    await rowAction(drawer, "s-owner-2", "取消置顶");
    await expect(row.getByTestId("assistant-pinned")).toHaveCount(0);
    await expect.poll(async () => [...(await frames(mock, "sessionTopup")), ...(await frames(mock, "sessionUnTopup"))].map((f) => [f.method, f.data])).toEqual([
      ["sessionTopup", { session_id: "s-owner-2" }],
      ["sessionUnTopup", { session_id: "s-owner-2" }],
    ]);

    // AI-26: clearing asks first; cancel leaves the chat; confirm sends clearSession and empties it.
    await drawer.locator('[data-session-id="s-owner-1"]').getByRole("button").first().click();
    const chat = drawer.getByTestId("assistant-chat");
    await expect(chat).toHaveAttribute("data-chat-key", "s:s-owner-1");
    await expect(chat.getByTestId("assistant-question")).toHaveText(["如何提高广告转化率"]);
    const confirm = drawer.getByRole("alertdialog");
    await rowAction(drawer, "s-owner-1", "清空记录");
    await expect(confirm).toContainText("确定清空该会话的聊天记录吗？");
    await confirm.getByRole("button", { name: "取消" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(chat.getByTestId("assistant-question")).toHaveCount(1);
    expect(await frames(mock, "clearSession")).toHaveLength(0);
    await rowAction(drawer, "s-owner-1", "清空记录");
    await confirm.getByRole("button", { name: "确定" }).click();
    await expect(chat.getByTestId("assistant-question")).toHaveCount(0);
    await expect(chat.getByTestId("assistant-answer")).toHaveCount(0);
    await expect.poll(async () => (await frames(mock, "clearSession")).map((f) => f.data)).toEqual([{ session_id: "s-owner-1" }]);

    // AI-27: exiting asks first; cancel keeps the row; confirm sends exitSession and removes it.
    const sessions = drawer.getByTestId("assistant-session");
    const count = await sessions.count();
    await rowAction(drawer, "s-owner-2", "退出会话");
    await expect(confirm).toContainText("确定退出该会话吗？");
    await confirm.getByRole("button", { name: "取消" }).click();
    await expect(sessions).toHaveCount(count);
    expect(await frames(mock, "exitSession")).toHaveLength(0);
    await rowAction(drawer, "s-owner-2", "退出会话");
    await confirm.getByRole("button", { name: "确定" }).click();
    await expect(row).toHaveCount(0);
    await expect(sessions).toHaveCount(count - 1);
    await expect.poll(async () => (await frames(mock, "exitSession")).map((f) => f.data)).toEqual([{ session_id: "s-owner-2" }]);

    // AISOCK-13: a new session carries no session_id.
    await drawer.getByTestId("assistant-new-session").click();
    await expect.poll(async () => (await frames(mock, "addSession")).length).toBe(1);
    expect((await frames(mock, "addSession"))[0]!.data).not.toHaveProperty("session_id");
  });

  test("[AI-27] exiting a session or a team topic asks first (cancel keeps it, nothing sent), then sends exitSession and removes it; a member who did not create a team topic may exit it", async ({ page, mock }) => {
    await loginAs(page, "leftie", "en_US");
    const drawer = await openAssistantDrawer(page);
    const confirm = drawer.getByRole("alertdialog");
    const leave = async (row: Locator) => {
      await row.getByRole("button", { name: "More actions" }).click();
      await row.getByRole("button", { name: "Leave session", exact: true }).click();
      await expect(confirm).toBeVisible();
    };
    // A team topic owner made, with leftie as a member.
    const topic = drawer.locator('[data-session-id="t-owner-leftie"]');
    await expect(topic.getByText("Team")).toBeVisible();
    await leave(topic);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(topic).toBeVisible();
    expect(await frames(mock, "exitSession")).toHaveLength(0);
    await leave(topic);
    await confirm.getByRole("button", { name: "OK" }).click();
    await expect(topic).toHaveCount(0);
    await expect.poll(async () => (await frames(mock, "exitSession")).map((f) => f.data)).toEqual([{ session_id: "t-owner-leftie" }]);
    // A plain session of leftie's own: the same confirmation, then it goes.
    await drawer.getByTestId("assistant-new-session").click();
    await expect(drawer.getByTestId("assistant-chat-title")).toHaveText("new session");
    await expect.poll(async () => (await frames(mock, "addSession")).length).toBe(1);
    const key = await drawer.getByTestId("assistant-chat").getAttribute("data-chat-key");
    expect(key).toMatch(/^s:/);
    const own = drawer.locator(`[data-session-id="${key!.slice(2)}"]`);
    await expect(own).toBeVisible();
    await leave(own);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(own).toBeVisible();
    expect(await frames(mock, "exitSession")).toHaveLength(1);
    await leave(own);
    await confirm.getByRole("button", { name: "OK" }).click();
    await expect(own).toHaveCount(0);
    await expect.poll(async () => (await frames(mock, "exitSession")).map((f) => f.data)).toEqual([{ session_id: "t-owner-leftie" }, { session_id: key!.slice(2) }]);
  });

  test("[AI-46] [AI-47] [AISOCK-20] binding an agent adds it to the sidebar; unbinding asks first, then sends unbindUserAgent and removes it", async ({ page, mock }) => {
    await loginAs(page, "owner", "zh_CN");
    const drawer = await openAssistantDrawer(page);
    const sidebarAgents = drawer.getByTestId("assistant-user-agents").getByRole("button");
    await expect(sidebarAgents).toHaveCount(2);
    // AI-46: the agent-add panel lists each agent's name and description; binding Ads analyst (3).
    await drawer.getByTestId("assistant-add-agent").click();
    const cards = drawer.getByTestId("assistant-agent-add").getByTestId("assistant-agent-card");
    await expect(cards).toHaveCount(3);
    const ads = cards.filter({ hasText: "广告分析师" });
    await expect(ads.locator("p")).toHaveCount(2);
    await ads.getByRole("button", { name: "添加" }).click();
    await expect(sidebarAgents).toHaveCount(3);
    await expect(sidebarAgents.filter({ hasText: "广告分析师" })).toBeVisible();
    await expect.poll(async () => (await frames(mock, "bindUserAgent")).map((f) => f.data)).toEqual([{ agent_id: 3 }]);

    // AI-47: unbinding from "my agents" asks first; cancel keeps it; confirm removes it.
    await drawer.getByRole("button", { name: "我的智能体" }).click();
    const mine = drawer.getByTestId("assistant-agents").getByTestId("assistant-agent-card").filter({ hasText: "广告分析师" });
    await mine.getByRole("button", { name: "移除" }).click();
    const confirm = drawer.getByRole("alertdialog");
    await expect(confirm).toContainText("确定移除该智能体吗？");
    await confirm.getByRole("button", { name: "取消" }).click();
    await expect(sidebarAgents).toHaveCount(3);
    expect(await frames(mock, "unbindUserAgent")).toHaveLength(0);
    await mine.getByRole("button", { name: "移除" }).click();
    await confirm.getByRole("button", { name: "确定" }).click();
    await expect(sidebarAgents).toHaveCount(2);
    await expect(sidebarAgents.filter({ hasText: "广告分析师" })).toHaveCount(0);
    const unbound = await frames(mock, "unbindUserAgent");
    expect(unbound).toHaveLength(1);
    expect(Object.keys(unbound[0]!.data).sort()).toEqual(["agent_id", "user_agent_id"]);
    expect(unbound[0]!.data).toMatchObject({ agent_id: 3, user_agent_id: expect.any(Number) });
  });

  test("[AI-42] [AISOCK-22] an own template is deleted after the confirmation that cancel leaves alone, with delTeamPrompt {team_prompt_id}", async ({ page, mock }) => {
    await loginAs(page, "owner", "zh_CN");
    const drawer = await openAssistantDrawer(page);
    await drawer.getByTestId("assistant-templates").click();
    const own = drawer.locator('[data-template-id="1"]');
    await expect(own).toBeVisible();
    await own.getByTestId("assistant-template-delete").click();
    const confirm = drawer.getByRole("alertdialog");
    await expect(confirm).toContainText("确定删除该模板吗？");
    await confirm.getByRole("button", { name: "取消" }).click();
    await expect(own).toBeVisible();
    expect(await frames(mock, "delTeamPrompt")).toHaveLength(0);
    await own.getByTestId("assistant-template-delete").click();
    await confirm.getByRole("button", { name: "确定" }).click();
    await expect(own).toHaveCount(0);
    await expect.poll(async () => (await frames(mock, "delTeamPrompt")).map((f) => f.data)).toEqual([{ team_prompt_id: 1 }]);
  });

  test("[AI-66] a failed upload, and a failed capture, each show 页面分析失败 and attach nothing", async ({ page, mock }) => {
    await loginAs(page, "owner", "zh_CN");
    const drawer = await openAssistantDrawer(page);
    await mock.fault({ match: "image-upload", kind: "status", value: 500 });
    await drawer.getByTestId("assistant-analyse").click();
    await expect(page.getByText("页面分析失败")).toBeVisible({ timeout: 60_000 });
    await expect(drawer.getByTestId("assistant-image")).toHaveCount(0);
    await mock.clearFaults();

    // The capture itself fails: the canvas gives no picture.
    await page.evaluate(() => {
      HTMLCanvasElement.prototype.toBlob = function toBlob() {
        throw new Error("no picture");
      };
      HTMLCanvasElement.prototype.toDataURL = function toDataURL() {
        throw new Error("no picture");
      };
    });
    await expect(page.getByText("页面分析失败")).toHaveCount(0, { timeout: 15_000 });
    const uploads = (await mock.log()).filter((e) => e.path === "/api/v1/agent/image-upload").length;
    await drawer.getByTestId("assistant-analyse").click();
    await expect(page.getByText("页面分析失败")).toBeVisible({ timeout: 60_000 });
    await expect(drawer.getByTestId("assistant-image")).toHaveCount(0);
    expect((await mock.log()).filter((e) => e.path === "/api/v1/agent/image-upload").length).toBe(uploads);
  });

  test("[AI-60] a session question goes as POST /api/v1/question/stream, an agent chat over the socket's robot method, a page analysis over its message method", async ({ page, mock }) => {
    await pace({ chunkDelayMs: 0, chunkChars: 50 });
    await loginAs(page, "owner", "zh_CN");
    const drawer = await openAssistantDrawer(page);
    const send = drawer.getByTestId("assistant-send");
    const asked = async () => {
      const log = await mock.log();
      return {
        http: log.filter((e) => e.path === "/api/v1/question/stream").map((e) => (e.body as { message: string }).message),
        robot: log.filter((e) => e.method === "WS" && (e.body as { method?: string }).method === "robot").map((e) => (e.body as { data: { message: string } }).data.message),
        message: log.filter((e) => e.method === "WS" && (e.body as { method?: string }).method === "message").map((e) => (e.body as { data: { message: string } }).data.message),
      };
    };
    // The page analysis first, on the session shown at opening: its question goes over message.
    await expect(drawer.getByTestId("assistant-chat")).toHaveAttribute("data-chat-key", "s:s-owner-1");
    await drawer.getByTestId("assistant-analyse").click();
    await expect(drawer.getByTestId("assistant-image")).toBeVisible({ timeout: 60_000 });
    await drawer.getByTestId("assistant-input").fill("截图问题");
    await drawer.getByTestId("assistant-input").press("Enter");
    await expect(drawer.getByTestId("assistant-answer").last().getByTestId("assistant-content")).toHaveText(/\S/, { timeout: 20_000 });
    await expect(send).toBeVisible({ timeout: 20_000 });
    await expect.poll(asked).toEqual({ http: [], robot: [], message: ["截图问题"] });

    // A plain session question: the HTTP stream.
    await drawer.getByTestId("assistant-input").fill("会话问题");
    await drawer.getByTestId("assistant-input").press("Enter");
    await expect(drawer.getByTestId("assistant-answer").last().getByTestId("assistant-content")).toHaveText(/\S/, { timeout: 20_000 });
    await expect(send).toBeVisible({ timeout: 20_000 });
    await expect.poll(asked).toEqual({ http: ["会话问题"], robot: [], message: ["截图问题"] });

    // An agent chat: the socket's robot method.
    await drawer.getByTestId("assistant-user-agents").getByRole("button", { name: "平台政策助手" }).click();
    await drawer.getByTestId("assistant-input").fill("智能体问题");
    await drawer.getByTestId("assistant-input").press("Enter");
    await expect(drawer.getByTestId("assistant-answer").last().getByTestId("assistant-content")).toHaveText(/\S/, { timeout: 20_000 });
    await expect(send).toBeVisible({ timeout: 20_000 });
    await expect.poll(asked).toEqual({ http: ["会话问题"], robot: ["智能体问题"], message: ["截图问题"] });
  });

  test("[AI-12] [AI-13] [AI-14] the floating button: a press moved at most 3 px opens the drawer, more is a drag that does not; the spot is kept across a reload and never off screen", async ({ page }) => {
    await loginAs(page, "owner", "zh_CN");
    const fab = page.getByTestId("assistant-fab");
    const drawer = page.getByTestId("assistant-drawer");
    const centre = async () => {
      const box = (await fab.boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
    };
    const press = async (dx: number, dy: number) => {
      const c = await centre();
      await page.mouse.move(c.x, c.y);
      await page.mouse.down();
      await page.mouse.move(c.x + dx, c.y + dy, { steps: 4 });
      await page.mouse.up();
    };
    // 3 px: a click.
    await press(3, 0);
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    // 4 px: a drag, no drawer.
    await press(4, 0);
    await page.waitForTimeout(300);
    await expect(drawer).toBeHidden();
    // A longer drag moves it; the place survives a reload.
    const start = (await centre()).box;
    await press(-200, -150);
    await expect(drawer).toBeHidden();
    const moved = (await centre()).box;
    expect(Math.abs(moved.x - (start.x - 200))).toBeLessThanOrEqual(6);
    expect(Math.abs(moved.y - (start.y - 150))).toBeLessThanOrEqual(6);
    await page.reload();
    await hydrated(page);
    const restored = (await centre()).box;
    expect(Math.abs(restored.x - moved.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(restored.y - moved.y)).toBeLessThanOrEqual(1);
    // A drag past the edge is held inside the screen, and so is a saved spot off screen.
    const viewport = page.viewportSize()!;
    await press(viewport.width * 2, viewport.height * 2);
    const clamped = (await centre()).box;
    expect(clamped.x + clamped.width).toBeLessThanOrEqual(viewport.width);
    expect(clamped.y + clamped.height).toBeLessThanOrEqual(viewport.height);
    expect(clamped.x).toBeGreaterThanOrEqual(0);
    expect(clamped.y).toBeGreaterThanOrEqual(0);
    await page.evaluate(() => localStorage.setItem("pro__assistantFab", JSON.stringify({ x: -5000, y: 99999 })));
    await page.reload();
    await hydrated(page);
    const saved = (await centre()).box;
    expect(saved.x).toBeGreaterThanOrEqual(0);
    expect(saved.y).toBeGreaterThanOrEqual(0);
    expect(saved.x + saved.width).toBeLessThanOrEqual(viewport.width);
    expect(saved.y + saved.height).toBeLessThanOrEqual(viewport.height);
  });
});
