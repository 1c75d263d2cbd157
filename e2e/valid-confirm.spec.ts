/**
 * Every destructive action asks first, and cancelling does nothing (VALID-01): deleting a custom
 * scene, deleting a team template, clearing a session, clearing all sessions, exiting a session,
 * exiting a team topic and unbinding a user agent. For each, the owner cancels once (the item
 * stays, the gateway or the assistant host gets no call) and then confirms (the call goes, the
 * item goes).
 */
import { mkdir } from "node:fs/promises";
import type { Locator } from "@playwright/test";
import { SEED } from "../mock-gateway/seed/ids";
import { expect, loginAs, test, type MockControl } from "./support/fixtures";
import { openAssistantDrawer } from "./support/shell";

test.describe.configure({ timeout: 120_000 });

const SHOTS = "/work/wt/shots/i30-acct";

/** The assistant socket frames the host received with `method`: their data, oldest first. */
async function frames(mock: MockControl, method: string): Promise<unknown[]> {
  return (await mock.log())
    .filter((e) => e.method === "WS" && (e.body as { method?: string }).method === method)
    .map((e) => (e.body as { data: unknown }).data);
}
const calls = async (mock: MockControl, path: string) => (await mock.log()).filter((e) => e.path === path).map((e) => e.body);

/**
 * Clicks `open` and expects the confirmation `dialog` to say `question`; cancels, checks
 * `unchanged`, then clicks `open` again and confirms with `ok`.
 */
async function cancelThenConfirm(dialog: Locator, open: () => Promise<void>, question: string | RegExp, ok: string, unchanged: () => Promise<void>) {
  await open();
  await expect(dialog).toContainText(question);
  await dialog.getByRole("button", { name: "取消" }).click();
  await expect(dialog).toHaveCount(0);
  await unchanged();
  await open();
  await expect(dialog).toContainText(question);
  await dialog.getByRole("button", { name: ok, exact: true }).click();
}

test("[VALID-01] every destructive action asks first; cancel changes nothing and sends nothing, confirm does it", async ({ page, mock }) => {
  await loginAs(page, "owner", "zh_CN");

  // Deleting a custom scene (Daily orders).
  await page.getByRole("button", { name: "切换系统" }).click();
  await page.getByRole("menuitem", { name: "管理自定义场景" }).click();
  const scenes = page.locator("[data-scenes-dialog]");
  const daily = scenes.locator(`[data-scene="c_${SEED.owner.customSceneId}"]`);
  await expect(daily).toBeVisible();
  const sceneAsk = page.getByRole("alertdialog");
  await cancelThenConfirm(sceneAsk, () => daily.getByRole("button", { name: "删除 Daily orders" }).click(), "确定删除“Daily orders”吗？删除后不可恢复。", "删除", async () => {
    await expect(daily).toBeVisible();
    expect(await calls(mock, "/sso/customGroup/del")).toEqual([]);
  });
  await expect(daily).toHaveCount(0);
  expect(await calls(mock, "/sso/customGroup/del")).toEqual([{ groupId: SEED.owner.customSceneId }]);
  await page.keyboard.press("Escape");
  await expect(scenes).toHaveCount(0);

  const drawer = await openAssistantDrawer(page);
  const ask = drawer.getByRole("alertdialog");
  const more = async (id: string, action: string) => {
    const row = drawer.locator(`[data-session-id="${id}"]`);
    await row.getByRole("button", { name: "更多操作" }).click();
    await row.getByRole("button", { name: action, exact: true }).click();
  };

  // Clearing a session (s-owner-1's chat).
  await drawer.locator('[data-session-id="s-owner-1"]').getByRole("button").first().click();
  const chat = drawer.getByTestId("assistant-chat");
  await expect(chat).toHaveAttribute("data-chat-key", "s:s-owner-1");
  await expect(chat.getByTestId("assistant-question")).toHaveCount(1);
  await cancelThenConfirm(ask, () => more("s-owner-1", "清空记录"), "确定清空该会话的聊天记录吗？", "确定", async () => {
    await expect(chat.getByTestId("assistant-question")).toHaveCount(1);
    expect(await frames(mock, "clearSession")).toEqual([]);
  });
  await expect(chat.getByTestId("assistant-question")).toHaveCount(0);
  await expect.poll(() => frames(mock, "clearSession")).toEqual([{ session_id: "s-owner-1" }]);

  // Exiting a session (s-owner-2) and a team topic (t-owner-leftie).
  for (const id of ["s-owner-2", "t-owner-leftie"]) {
    const row = drawer.locator(`[data-session-id="${id}"]`);
    await cancelThenConfirm(ask, () => more(id, "退出会话"), "确定退出该会话吗？", "确定", async () => {
      await expect(row).toBeVisible();
      expect(await frames(mock, "exitSession"), id).toEqual(id === "s-owner-2" ? [] : [{ session_id: "s-owner-2" }]);
    });
    await expect(row).toHaveCount(0);
  }
  await expect.poll(() => frames(mock, "exitSession")).toEqual([{ session_id: "s-owner-2" }, { session_id: "t-owner-leftie" }]);

  // Unbinding a user agent (the first of "my agents").
  const sidebarAgents = drawer.getByTestId("assistant-user-agents").getByRole("button");
  const bound = await sidebarAgents.count();
  expect(bound).toBeGreaterThan(0);
  await drawer.getByRole("button", { name: "我的智能体" }).click();
  const firstAgent = drawer.getByTestId("assistant-agents").getByTestId("assistant-agent-card").first();
  await cancelThenConfirm(ask, () => firstAgent.getByRole("button", { name: "移除" }).click(), "确定移除该智能体吗？", "确定", async () => {
    await expect(sidebarAgents).toHaveCount(bound);
    expect(await frames(mock, "unbindUserAgent")).toEqual([]);
  });
  await expect(sidebarAgents).toHaveCount(bound - 1);
  await expect.poll(async () => (await frames(mock, "unbindUserAgent")).length).toBe(1);

  // Deleting a team template (the owner's own, 周报模板).
  await drawer.getByTestId("assistant-templates").click();
  const own = drawer.locator('[data-template-id="1"]');
  await cancelThenConfirm(ask, () => own.getByTestId("assistant-template-delete").click(), "确定删除该模板吗？", "确定", async () => {
    await expect(own).toBeVisible();
    expect(await frames(mock, "delTeamPrompt")).toEqual([]);
  });
  await expect(own).toHaveCount(0);
  await expect.poll(() => frames(mock, "delTeamPrompt")).toEqual([{ team_prompt_id: 1 }]);

  // Clearing all sessions: a new one first, so that there is something to clear.
  await drawer.getByTestId("assistant-new-session").click();
  const rows = drawer.getByTestId("assistant-session");
  await expect(rows).toHaveCount(2);
  await cancelThenConfirm(ask, () => drawer.getByTestId("assistant-clear-sessions").click(), "确定清空全部会话吗？会话及其聊天记录将被删除，无法恢复。", "确定", async () => {
    await expect(rows).toHaveCount(2);
    expect(await frames(mock, "clearSessions")).toEqual([]);
  });
  await expect.poll(() => frames(mock, "clearSessions")).toEqual([{}]);
  // None of the old sessions is left; a fresh one is added and shown, as when the drawer opens with none.
  await expect(rows.filter({ hasText: "如何提高广告转化率" })).toHaveCount(0);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("新会话");
  const methods = (await mock.log()).filter((e) => e.method === "WS").map((e) => (e.body as { method?: string }).method);
  expect(methods.lastIndexOf("addSession")).toBeGreaterThan(methods.lastIndexOf("clearSessions"));
  await expect(chat.getByTestId("assistant-question")).toHaveCount(0);
});

const CLEAR_ALL = {
  zh_CN: { user: "owner", button: "全部清空", question: "确定清空全部会话吗？会话及其聊天记录将被删除，无法恢复。", cancel: "取消" },
  en_US: { user: "leftie", button: "Clear all", question: "Clear all your sessions? They and their chats are deleted and cannot be restored.", cancel: "Cancel" },
  ko_KR: { user: "korean", button: "모두 지우기", question: "모든 세션을 지우시겠습니까? 세션과 대화 기록이 삭제되며 복구할 수 없습니다.", cancel: "취소" },
} as const;

for (const [lang, text] of Object.entries(CLEAR_ALL) as Array<[keyof typeof CLEAR_ALL, (typeof CLEAR_ALL)[keyof typeof CLEAR_ALL]]>) {
  test(`${lang}: "clear all sessions" and its question in the seller's language (screenshot)`, async ({ page, mock }) => {
    await loginAs(page, text.user, lang, /\/entry\/\d+\/[A-Z_]+(?:[/?#]|$)/);
    const drawer = await openAssistantDrawer(page);
    await drawer.getByRole("button", { name: text.button, exact: true }).click();
    const ask = drawer.getByRole("alertdialog");
    await expect(ask).toContainText(text.question);
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/clear-all-${lang}.png`, animations: "disabled" });
    await ask.getByRole("button", { name: text.cancel }).click();
    await expect(ask).toHaveCount(0);
    expect(await frames(mock, "clearSessions")).toEqual([]);
  });
}
