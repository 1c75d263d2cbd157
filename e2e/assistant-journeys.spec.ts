/**
 * The assistant drawer's journeys of issue 24: stop and come back, a host that fails, a garbled
 * stream line, a new session and the team form in the three languages, the agents' empty state,
 * the pinned marker, the catalogue in the seller's language.
 */
import type { Locator } from "@playwright/test";
import { MOCK_CONTROL_URL } from "./support/mock-client";
import { axeCheck, expect, loginAs, shot, test, type PortalLanguage } from "./support/fixtures";
import { openAssistantDrawer } from "./support/shell";

/** Sets the mock assistant's pace (and a garbled line in the next stream). */
async function pace(body: { chunkDelayMs?: number; chunkChars?: number; badLineBytes?: number | null; holdAfterChunks?: number | null }) {
  const res = await fetch(`${MOCK_CONTROL_URL}/assistant`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  expect(res.ok).toBe(true);
}

async function chooseSession(drawer: Locator, id: string) {
  await drawer.locator(`[data-session-id="${id}"]`).getByRole("button").first().click();
  await expect(drawer.getByTestId("assistant-chat")).toHaveAttribute("data-chat-key", `s:${id}`);
}

async function ask(drawer: Locator, text: string) {
  const input = drawer.getByTestId("assistant-input");
  await input.fill(text);
  await input.press("Enter");
}

test.describe("AI assistant: how answers end", () => {
  test.afterEach(async () => {
    await pace({ chunkDelayMs: 40, chunkChars: 6, badLineBytes: null, holdAfterChunks: null });
  });

  test("[AI-51] stop aborts the request with `request cancelled by user`, keeps what was shown marked stopped with the chat idle; the host stops there, and reopening the session shows the same text, still marked", async ({ page, mock }) => {
    // Record why the page's requests were aborted.
    await page.addInitScript(() => {
      const w = window as unknown as { __aborts: string[]; fetch: typeof fetch };
      w.__aborts = [];
      const original = w.fetch.bind(window);
      w.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
        init?.signal?.addEventListener("abort", () => w.__aborts.push(String(init.signal!.reason)));
        return original(input, init);
      };
    });
    // The host holds the answer after 16 pieces (think, then the start of the content): the stop
    // comes at a known point, with nothing on its way.
    await pace({ chunkDelayMs: 30, chunkChars: 6, holdAfterChunks: 16 });
    await loginAs(page, "owner", "zh_CN");
    const drawer = await openAssistantDrawer(page);
    await chooseSession(drawer, "s-owner-2");
    await ask(drawer, "订单导出如何对账");
    const answer = drawer.getByTestId("assistant-answer").last();
    const content = answer.getByTestId("assistant-content");
    await expect(content).toHaveText(/\S{12}/, { timeout: 20_000 });
    await expect(drawer.getByTestId("assistant-chat")).toHaveAttribute("data-phase", "streaming");
    await drawer.getByTestId("assistant-stop").click();
    await expect(answer).toHaveAttribute("data-partial", "stopped");
    await expect(answer.getByTestId("assistant-stopped")).toHaveText("已停止生成");
    await expect(drawer.getByTestId("assistant-chat")).toHaveAttribute("data-phase", "idle");
    await expect(drawer.getByTestId("assistant-send")).toBeVisible();
    await expect(drawer.getByTestId("assistant-input")).toBeEnabled();
    expect(await page.evaluate(() => (window as unknown as { __aborts: string[] }).__aborts)).toContain("request cancelled by user");
    const shown = (await content.textContent()) ?? "";
    const think = (await answer.getByTestId("assistant-think").textContent()) ?? "";
    expect(shown.length).toBeGreaterThan(0);
    await page.waitForTimeout(1_000);
    expect(await content.textContent()).toBe(shown);
    await shot(page, "assistant-stopped-zh_CN");

    // Another session, then back: the host's history has what the seller saw, still marked.
    await chooseSession(drawer, "s-owner-1");
    await chooseSession(drawer, "s-owner-2");
    await expect(drawer.getByTestId("assistant-answer")).toHaveCount(2, { timeout: 10_000 });
    const again = drawer.getByTestId("assistant-answer").last();
    await expect(again).toHaveAttribute("data-partial", "stopped");
    await expect(again.getByTestId("assistant-stopped")).toHaveText("已停止生成");
    await expect(again.getByTestId("assistant-content")).toHaveText(shown);
    await expect(again.getByTestId("assistant-think")).toHaveText(think);
    // And after a reload.
    await page.reload();
    const reopened = await openAssistantDrawer(page);
    await chooseSession(reopened, "s-owner-2");
    const last = reopened.getByTestId("assistant-answer").last();
    await expect(last).toHaveAttribute("data-partial", "stopped", { timeout: 10_000 });
    await expect(last.getByTestId("assistant-content")).toHaveText(shown);
    expect((await mock.log()).filter((e) => e.path === "/api/v1/question/stream")).toHaveLength(1);
  });

  test("a host that fails (500, the portal's 502) shows a message with a retry in the answer and keeps the earlier answer; the retry answers", async ({ page, mock }) => {
    await pace({ chunkDelayMs: 0, chunkChars: 50 });
    await loginAs(page, "owner", "zh_CN");
    const drawer = await openAssistantDrawer(page);
    await chooseSession(drawer, "s-owner-1");
    const earlier = drawer.getByTestId("assistant-answer").first();
    await expect(earlier).toContainText("关于「如何提高广告转化率」，建议如下……");
    await mock.fault({ match: "/api/v1/question/stream", kind: "status", value: 500 });
    await ask(drawer, "广告 ACoS 多少合适");
    const failed = drawer.getByTestId("assistant-failed");
    await expect(failed).toBeVisible({ timeout: 20_000 });
    await expect(failed).toContainText("AI 助手服务暂时不可用，请稍后重试。");
    await expect(failed.getByRole("button", { name: "重试" })).toBeVisible();
    await expect(earlier).toContainText("关于「如何提高广告转化率」，建议如下……");
    await expect(drawer.getByTestId("assistant-question").last()).toHaveText("广告 ACoS 多少合适");
    await expect(drawer.getByTestId("assistant-input")).toBeEnabled();
    await shot(page, "assistant-host-failed-zh_CN");
    expect(await axeCheck(page, { include: '[data-testid="assistant-failed"]' })).toEqual([]);
    await failed.getByRole("button", { name: "重试" }).click();
    await expect(drawer.getByTestId("assistant-failed")).toHaveCount(0);
    await expect(drawer.getByTestId("assistant-answer").last().getByTestId("assistant-content")).toContainText("ACoS", { timeout: 20_000 });
    await expect(drawer.getByTestId("assistant-question")).toHaveText(["如何提高广告转化率", "广告 ACoS 多少合适"]);
    await expect(earlier).toContainText("关于「如何提高广告转化率」，建议如下……");
  });

  test("a JSON 200 instead of a stream says the assistant gave no answer, in the seller's language, with a retry", async ({ page, mock }) => {
    await pace({ chunkDelayMs: 0, chunkChars: 50 });
    await loginAs(page, "leftie", "en_US");
    const drawer = await openAssistantDrawer(page);
    await mock.fault({ match: "/api/v1/question/stream", kind: "malformed" });
    await ask(drawer, "How do I reconcile my orders?");
    const failed = drawer.getByTestId("assistant-failed");
    await expect(failed).toContainText("The assistant service is unavailable right now. Please try again.", { timeout: 20_000 });
    await expect(failed.getByRole("button", { name: "Retry" })).toBeVisible();
  });

  test("[AI-62] a streamed line that cannot be parsed (2 MB of it) is ignored and the stream continues: the seller gets the whole answer", async ({ page, mock }) => {
    await pace({ chunkDelayMs: 0, chunkChars: 30 });
    await loginAs(page, "owner", "zh_CN");
    const drawer = await openAssistantDrawer(page);
    // The new session's pane replaces the open one once the host has made it: a question typed
    // before that goes with the old pane's composer (the full run lost one so).
    const chat = drawer.getByTestId("assistant-chat");
    const before = await chat.getAttribute("data-chat-key");
    await drawer.getByTestId("assistant-new-session").click();
    await expect(chat).not.toHaveAttribute("data-chat-key", before ?? "");
    await expect(drawer.getByTestId("assistant-chat-title")).toHaveText("新会话");
    await ask(drawer, "FBA 补货怎么算");
    await expect(drawer.getByTestId("assistant-question")).toHaveCount(1);
    // The answer first (the send button shows before the question has gone, too), then idle again.
    const answers = drawer.getByTestId("assistant-answer");
    await expect(answers.last().getByTestId("assistant-content")).toContainText("补货量 = 日均销量", { timeout: 30_000 });
    await expect(drawer.getByTestId("assistant-send")).toBeVisible({ timeout: 30_000 });
    const whole = (await answers.last().getByTestId("assistant-content").textContent()) ?? "";
    await pace({ chunkDelayMs: 0, chunkChars: 30, badLineBytes: 2_000_000 });
    await ask(drawer, "FBA 补货怎么算");
    await expect(answers).toHaveCount(2, { timeout: 30_000 });
    await expect(drawer.getByTestId("assistant-send")).toBeVisible({ timeout: 30_000 });
    const answer = answers.last();
    await expect(answer.getByTestId("assistant-content")).toHaveText(whole);
    await expect(answer).toHaveAttribute("data-partial", "");
    await expect(drawer.getByTestId("assistant-failed")).toHaveCount(0);
    expect((await mock.log()).filter((e) => e.path === "/api/v1/question/stream")).toHaveLength(2);
  });
});

const TEXTS: Record<PortalLanguage, { account: "owner" | "leftie" | "korean"; title: string; more: string; convert: string; name: string; members: string; save: string }> = {
  zh_CN: { account: "owner", title: "新会话", more: "更多操作", convert: "转为团队话题", name: "请输入聊天室名称", members: "请选择团队成员", save: "保存" },
  en_US: { account: "leftie", title: "new session", more: "More actions", convert: "Make a team topic", name: "please enter chat room name", members: "please select team members", save: "Save" },
  ko_KR: { account: "korean", title: "새 세션", more: "더 보기", convert: "팀 토픽으로 전환", name: "채팅방 이름을 입력하세요", members: "팀 멤버를 선택하세요", save: "저장" },
};

test.describe("AI assistant: sessions and the team form in the seller's language", () => {
  for (const lng of ["zh_CN", "en_US", "ko_KR"] as const) {
    test(`[AI-20] [AI-34] [AI-35] ${lng}: a new session is type 1 titled \`${TEXTS[lng].title}\`; its team form blocks an empty name with \`${TEXTS[lng].name}\` and no members with \`${TEXTS[lng].members}\`, sending nothing`, async ({ page, mock }) => {
      const x = TEXTS[lng];
      await loginAs(page, x.account, lng);
      const drawer = await openAssistantDrawer(page);
      await drawer.getByTestId("assistant-new-session").click();
      await expect(drawer.getByTestId("assistant-chat-title")).toHaveText(x.title);
      const added = (await mock.log()).filter((e) => e.method === "WS" && (e.body as { method?: string }).method === "addSession");
      expect(added.length).toBeGreaterThan(0);
      for (const e of added) expect((e.body as { data: unknown }).data).toEqual({ title: x.title, type: 1 });
      const id = await drawer.getByTestId("assistant-chat").getAttribute("data-chat-key");
      const row = drawer.locator(`[data-session-id="${id!.slice(2)}"]`);
      await expect(row.getByRole("button").first()).toContainText(x.title);
      await row.getByRole("button", { name: x.more }).click();
      await row.getByRole("button", { name: x.convert }).click();
      const form = drawer.getByTestId("assistant-topic-form");
      await form.getByTestId("assistant-topic-name").fill("");
      await form.getByTestId("assistant-topic-save").click();
      await expect(form.getByTestId("assistant-topic-name-error")).toHaveText(x.name);
      await shot(page, `assistant-team-form-${lng}`);
      await form.getByTestId("assistant-topic-name").fill(lng === "zh_CN" ? "运营周会" : "Weekly ops");
      await expect(form.getByTestId("assistant-topic-name-error")).toHaveCount(0);
      await form.getByTestId("assistant-topic-save").click();
      await expect(form.getByTestId("assistant-topic-members-error")).toHaveText(x.members);
      // The member list is the company's other users: never the seller.
      const members = form.getByTestId("assistant-topic-members");
      await expect(members.getByRole("checkbox")).not.toHaveCount(0);
      await expect(members.locator(`input[value="${x.account}"]`)).toHaveCount(0);
      // Chakra's checkbox, styled: a small box, not a bare indicator.
      const box = await members.locator('[data-part="control"]').first().boundingBox();
      expect(box!.width).toBeGreaterThan(10);
      expect(box!.width).toBeLessThan(24);
      await shot(page, `assistant-team-form-members-${lng}`);
      // Not over a button: a hovered solid button's lighter background is not what the form shows.
      await page.mouse.move(0, 0);
      expect(await axeCheck(page, { include: '[data-testid="assistant-topic-form"]' })).toEqual([]);
      expect((await mock.log()).filter((e) => e.method === "WS" && (e.body as { method?: string }).method === "convertSession")).toHaveLength(0);
    });
  }
});

test.describe("AI assistant: what the drawer shows", () => {
  test("the pinned session shows a quiet pin named for screen readers, not a warning sign", async ({ page }) => {
    await loginAs(page, "owner", "zh_CN");
    const drawer = await openAssistantDrawer(page);
    const pinned = drawer.locator('[data-session-id="s-owner-1"]');
    await expect(pinned.getByRole("img", { name: "已置顶" })).toBeVisible();
    await expect(pinned).not.toContainText("▲");
    await expect(drawer.locator('[data-session-id="s-owner-2"]').getByRole("img", { name: "已置顶" })).toHaveCount(0);
    const color = await pinned.getByTestId("assistant-pinned").evaluate((el) => getComputedStyle(el).color);
    expect(color).not.toMatch(/rgb\(2[0-9]{2}, 1[0-4][0-9], /);
    await shot(page, "assistant-pinned-zh_CN");
  });

  test("the catalogue is in the seller's language: agents and prompt groups in zh_CN and ko_KR", async ({ page }) => {
    await loginAs(page, "owner", "zh_CN");
    let drawer = await openAssistantDrawer(page);
    await drawer.getByTestId("assistant-add-agent").click();
    await expect(drawer.getByTestId("assistant-agent-add")).toContainText("Listing 文案助手");
    await expect(drawer.getByTestId("assistant-agent-add")).toContainText("平台政策助手");
    await expect(drawer.getByTestId("assistant-agent-add")).toContainText("广告分析师");
    await expect(drawer.getByTestId("assistant-agent-add")).not.toContainText("Platform policy helper");
    await expect(drawer.getByTestId("assistant-user-agents")).toContainText("Listing 文案助手");
    await shot(page, "assistant-agents-add-zh_CN");
    await chooseSession(drawer, "s-owner-1");
    await drawer.getByRole("button", { name: "提示词" }).click();
    await expect(drawer.getByTestId("assistant-prompts")).toContainText("Listing 优化");
    await expect(drawer.getByTestId("assistant-prompts")).toContainText("客户服务");
    await page.context().clearCookies();
    await loginAs(page, "korean", "ko_KR");
    drawer = await openAssistantDrawer(page);
    await drawer.getByTestId("assistant-add-agent").click();
    await expect(drawer.getByTestId("assistant-agent-add")).toContainText("플랫폼 정책 도우미");
    await expect(drawer.getByTestId("assistant-agent-add")).not.toContainText(/\p{Script=Han}/u);
  });

  for (const lng of ["zh_CN", "en_US", "ko_KR"] as const) {
    test(`${lng}: "My agents" with none says what agents are and leads to adding one`, async ({ page }) => {
      const texts = {
        zh_CN: { account: "owner" as const, title: "还没有智能体", action: "添加智能体", side: "还没有智能体", add: "添加智能体", unbind: "移除", ok: "确定" },
        en_US: { account: "leftie" as const, title: "No agents yet", action: "Add an agent", side: "No agents yet", add: "Add an agent", unbind: "Remove", ok: "OK" },
        ko_KR: { account: "korean" as const, title: "아직 에이전트가 없습니다", action: "에이전트 추가", side: "에이전트가 없습니다", add: "에이전트 추가", unbind: "제거", ok: "확인" },
      }[lng];
      await loginAs(page, texts.account, lng);
      const drawer = await openAssistantDrawer(page);
      await drawer.getByRole("button", { name: lng === "zh_CN" ? "我的智能体" : lng === "en_US" ? "My agents" : "내 에이전트" }).click();
      if (lng === "zh_CN") {
        // owner has two agents: removing both leads to the empty state.
        for (let i = 0; i < 2; i += 1) {
          await drawer.getByTestId("assistant-agent-card").first().getByRole("button", { name: texts.unbind }).click();
          await drawer.getByRole("alertdialog").getByRole("button", { name: texts.ok }).click();
          await expect(drawer.getByTestId("assistant-agent-card")).toHaveCount(1 - i);
        }
      }
      const empty = drawer.getByTestId("assistant-agents-empty");
      await expect(empty).toBeVisible();
      await expect(empty).toContainText(texts.title);
      await expect(drawer.getByTestId("assistant-user-agents-empty")).toHaveText(texts.side);
      await shot(page, `assistant-agents-empty-${lng}`);
      expect(await axeCheck(page, { include: '[data-testid="assistant-agents-empty"]' })).toEqual([]);
      await empty.getByRole("button", { name: texts.action }).click();
      await expect(drawer.getByTestId("assistant-agent-add")).toBeVisible();
    });
  }
});

test.describe("AI assistant: the context", () => {
  const partitions = async (mock: { log(): Promise<Array<{ method: string; path: string; body: unknown }>> }) =>
    (await mock.log()).filter((e) => e.method === "WS" && (e.body as { method?: string }).method === "addSessionPartition");
  const questions = async (mock: { log(): Promise<Array<{ method: string; path: string; body: unknown }>> }) =>
    (await mock.log()).filter((e) => e.path === "/api/v1/question/stream").map((e) => e.body as { message: string; his_messages: unknown[] });

  test.afterEach(async () => {
    await pace({ chunkDelayMs: 40, chunkChars: 6, badLineBytes: null, holdAfterChunks: null });
  });

  test("[AI-58] clearing the context while an answer loads, or while it streams, and asking again while an agent answers, each show `请等待上一条消息生成完成` and do nothing else", async ({ page, mock }) => {
    await loginAs(page, "owner", "zh_CN");
    const drawer = await openAssistantDrawer(page);
    await chooseSession(drawer, "s-owner-2");
    const chat = drawer.getByTestId("assistant-chat");
    const busy = page.locator("[data-scope=toast][data-part=root]").filter({ hasText: "请等待上一条消息生成完成" });
    const dividers = drawer.getByTestId("assistant-divider");
    const dividersBefore = await dividers.count();

    // Loading: the host sends nothing yet.
    await pace({ chunkDelayMs: 30, chunkChars: 6, holdAfterChunks: 0 });
    await ask(drawer, "第一问");
    await expect(chat).toHaveAttribute("data-phase", "loading");
    await drawer.getByTestId("assistant-clear-context").click();
    await expect(busy).toHaveCount(1);
    await expect(chat).toHaveAttribute("data-phase", "loading");
    await expect(dividers).toHaveCount(dividersBefore);
    expect(await partitions(mock)).toHaveLength(0);
    await drawer.getByTestId("assistant-stop").click();
    await expect(chat).toHaveAttribute("data-phase", "idle");
    await expect(busy).toHaveCount(0, { timeout: 15_000 });

    // Streaming: the host holds the answer after 16 pieces.
    await pace({ chunkDelayMs: 30, chunkChars: 6, holdAfterChunks: 16 });
    await ask(drawer, "第二问");
    await expect(chat).toHaveAttribute("data-phase", "streaming", { timeout: 20_000 });
    await drawer.getByTestId("assistant-clear-context").click();
    await expect(busy).toHaveCount(1);
    await expect(chat).toHaveAttribute("data-phase", "streaming");
    await expect(dividers).toHaveCount(dividersBefore);
    expect(await partitions(mock)).toHaveLength(0);
    expect((await questions(mock)).map((q) => q.message)).toEqual(["第一问", "第二问"]);
    await drawer.getByTestId("assistant-stop").click();
    await expect(chat).toHaveAttribute("data-phase", "idle");
    await expect(busy).toHaveCount(0, { timeout: 15_000 });

    // Asking again while an agent answers: one of its themes clicked mid-answer.
    await drawer.getByTestId("assistant-user-agents").getByRole("button").filter({ hasText: "平台政策助手" }).first().click();
    await expect(chat).toHaveAttribute("data-chat-key", "a:102");
    const robots = async () => (await mock.log()).filter((e) => e.method === "WS" && (e.body as { method?: string }).method === "robot");
    const asked = drawer.getByTestId("assistant-question");
    // While the agent's answer loads, then while it streams.
    for (const [i, [holdAfterChunks, phase]] of ([[0, "loading"], [16, "streaming"]] as const).entries()) {
      await pace({ chunkDelayMs: 30, chunkChars: 6, holdAfterChunks });
      await ask(drawer, `退货政策是什么 ${i + 1}`);
      await expect(chat).toHaveAttribute("data-phase", phase, { timeout: 20_000 });
      const questionsShown = await asked.count();
      await drawer.getByTestId("assistant-themes").getByRole("button").first().click();
      await expect(busy).toHaveCount(1);
      await expect(chat).toHaveAttribute("data-phase", phase);
      await expect(asked).toHaveCount(questionsShown);
      expect(await robots()).toHaveLength(i + 1);
      await drawer.getByTestId("assistant-stop").click();
      await expect(chat).toHaveAttribute("data-phase", "idle");
      await expect(busy).toHaveCount(0, { timeout: 15_000 });
    }
  });

  test("[AI-59] clearing the context adds the divider; the next questions carry only the pairs after the last divider", async ({ page, mock }) => {
    await pace({ chunkDelayMs: 0, chunkChars: 50 });
    await loginAs(page, "owner", "zh_CN");
    const drawer = await openAssistantDrawer(page);
    await chooseSession(drawer, "s-owner-1");
    const send = drawer.getByTestId("assistant-send");
    // Before: the session's history goes with a question.
    await ask(drawer, "第一问");
    await expect(send).toBeVisible({ timeout: 20_000 });
    const first = (await questions(mock)).at(-1)!;
    expect(first.his_messages.length).toBeGreaterThan(0);

    const dividers = drawer.getByTestId("assistant-divider");
    const before = await dividers.count();
    await drawer.getByTestId("assistant-clear-context").click();
    await expect(dividers).toHaveCount(before + 1);
    await expect(dividers.last()).toHaveText("上下文已清除");
    // The divider is the chat's last message, under the answer to 第一问.
    await expect(drawer.getByTestId("assistant-messages").locator("[data-testid=assistant-question], [data-testid=assistant-answer], [data-testid=assistant-divider]").last()).toHaveAttribute("data-testid", "assistant-divider");
    expect(await partitions(mock)).toHaveLength(1);
    expect((await partitions(mock))[0]!.body).toMatchObject({ data: { session_id: "s-owner-1" } });

    await ask(drawer, "第二问");
    await expect(send).toBeVisible({ timeout: 20_000 });
    expect((await questions(mock)).at(-1)).toMatchObject({ message: "第二问", his_messages: [] });
    const secondAnswer = await drawer.getByTestId("assistant-content").last().innerText();

    await ask(drawer, "第三问");
    await expect(send).toBeVisible({ timeout: 20_000 });
    const third = (await questions(mock)).at(-1)!;
    expect(third.message).toBe("第三问");
    expect(third.his_messages).toHaveLength(1);
    expect(third.his_messages[0]).toMatchObject({ question: "第二问" });
    expect(String((third.his_messages[0] as { answer: string }).answer).length).toBeGreaterThan(0);
    expect(secondAnswer.length).toBeGreaterThan(0);
  });
});
