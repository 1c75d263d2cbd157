/**
 * The AI assistant drawer end to end: streamed answers with think, stop, a broken stream, the
 * quota and agent 2, team topics and templates, screenshot analysis, the socket mask, the
 * composer's drafts, and a session deleted elsewhere.
 */
import type { Locator, Page } from "@playwright/test";
import { MOCK_CONTROL_URL } from "./support/mock-client";
import { expect, loginAs, shot, test } from "./support/fixtures";

/** Sets the mock assistant's pace (and an optional mid-answer drop). */
async function pace(body: { chunkDelayMs?: number; chunkChars?: number; dropAfterChunks?: number | null }) {
  const res = await fetch(`${MOCK_CONTROL_URL}/assistant`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  expect(res.ok).toBe(true);
}

async function openDrawer(page: Page) {
  await page.getByTestId("assistant-fab").click();
  const drawer = page.getByTestId("assistant-drawer");
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId("assistant-chat")).toBeVisible();
  return drawer;
}

/** Chooses the session `id` in the drawer's sidebar. */
async function chooseSession(drawer: Locator, id: string) {
  await drawer.locator(`[data-session-id="${id}"]`).getByRole("button").first().click();
  await expect(drawer.getByTestId("assistant-chat")).toHaveAttribute("data-chat-key", `s:${id}`);
}

/** Leaves (deletes) the session `id` "elsewhere": over a socket of the user's own, not the drawer's. */
async function deleteElsewhere(page: Page, id: string) {
  const code = await page.evaluate((sessionId) => new Promise<number>((resolve, reject) => {
    const ws = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws/assistant`);
    ws.onopen = () => ws.send(JSON.stringify({ method: "exitSession", data: { session_id: sessionId } }));
    ws.onmessage = (ev) => {
      const reply = JSON.parse(String(ev.data)) as { method: string; code: number };
      if (reply.method !== "exitSession") return;
      ws.close();
      resolve(reply.code);
    };
    ws.onerror = () => reject(new Error("socket failed"));
  }), id);
  expect(code).toBe(0);
}

test.describe("AI assistant", () => {
  test.afterEach(async () => {
    await pace({ chunkDelayMs: 40, chunkChars: 6, dropAfterChunks: null });
  });

  test("[AI-01] [AI-11] [AI-52] a new session, a question, a streamed answer with think; stop keeps the partial (AI-61 whole: the whole-answer test below)", async ({ page, mock }) => {
    await pace({ chunkDelayMs: 150, chunkChars: 2 });
    await loginAs(page, "owner", "zh_CN");
    const drawer = await openDrawer(page);
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(1080);
    await expect(drawer.getByTestId("assistant-session")).toHaveCount(3);
    await drawer.getByTestId("assistant-new-session").click();
    await expect(drawer.getByTestId("assistant-session")).toHaveCount(4);
    await expect(drawer.getByTestId("assistant-chat-title")).toHaveText("新会话");
    const input = drawer.getByTestId("assistant-input");
    await input.fill("如何提高广告转化率？");
    await input.press("Enter");
    await expect(drawer.getByTestId("assistant-stop")).toBeVisible();
    await expect(drawer.getByTestId("assistant-send")).toBeHidden();
    await expect(input).toBeDisabled();
    await expect(drawer.getByTestId("assistant-think")).toContainText("广告转化率");
    // Stop once the content part has begun (the think part comes first).
    await expect(drawer.getByTestId("assistant-content").last()).toHaveText(/\S/);
    await drawer.getByTestId("assistant-stop").click();
    const answer = drawer.getByTestId("assistant-answer").last();
    await expect(answer).toHaveAttribute("data-partial", "stopped");
    await expect(drawer.getByTestId("assistant-send")).toBeVisible();
    await expect(drawer.getByTestId("assistant-stop")).toBeHidden();
    await expect(input).toBeEnabled();
    const partial = await answer.getByTestId("assistant-content").innerText();
    expect(partial.length).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    expect(await answer.getByTestId("assistant-content").innerText()).toBe(partial);
    const asked = (await mock.log()).filter((e) => e.path === "/api/v1/question/stream");
    expect(asked).toHaveLength(1);
    expect(asked[0]!.body).toMatchObject({ message: "如何提高广告转化率？", model_code: "deepseek-r1", his_messages: [] });
    await shot(page, "assistant-drawer-zh_CN");
  });

  test("[AI-67] a quoted message previews in at most 2 lines: a short one whole on one line, a longer one cut after 2 lines with an ellipsis", async ({ page }) => {
    await pace({ chunkDelayMs: 5, chunkChars: 40 });
    await loginAs(page, "owner", "zh_CN");
    const drawer = await openDrawer(page);
    await chooseSession(drawer, "s-owner-1");
    const quote = drawer.getByTestId("assistant-quote");
    /** The preview's text box: its lines shown, whether it is cut, and how. */
    const measure = () =>
      quote.locator("p").first().evaluate((el) => {
        const cs = getComputedStyle(el);
        const line = parseFloat(cs.lineHeight);
        return { text: el.textContent, lines: Math.round(el.clientHeight / line), cut: el.scrollHeight > el.clientHeight + 1, clamp: cs.webkitLineClamp, overflow: cs.overflow };
      });
    // The short side: the history's answer fits one line and shows whole.
    const short = "关于「如何提高广告转化率」，建议如下……";
    await drawer.getByTestId("assistant-answer").filter({ hasText: short }).getByRole("button", { name: "引用" }).click();
    await expect(quote).toHaveCount(1);
    expect(await measure()).toMatchObject({ text: short, lines: 1, cut: false });
    await quote.getByRole("button", { name: "移除引用" }).click();
    await expect(quote).toHaveCount(0);
    // The long side: a whole streamed answer is many lines; its preview shows 2 and ends in an ellipsis.
    const input = drawer.getByTestId("assistant-input");
    await input.fill("如何提高广告转化率？");
    await input.press("Enter");
    const answer = drawer.getByTestId("assistant-answer").last();
    await expect(drawer.getByTestId("assistant-send")).toBeVisible({ timeout: 30_000 });
    await answer.getByRole("button", { name: "引用" }).click();
    await expect(quote).toHaveCount(1);
    const long = await measure();
    expect(long.text!.length).toBeGreaterThan(200);
    // A 2-line clamp: Chromium draws the ellipsis at the cut (seen in assistant-quote-preview-zh_CN.png).
    expect(long).toMatchObject({ lines: 2, cut: true, clamp: "2", overflow: "hidden" });
    await quote.scrollIntoViewIfNeeded();
    await shot(page, "assistant-quote-preview-zh_CN");
  });

  test("while an answer streams the input is disabled and looks it (AI-49 whole, loading too: spec/assistant/composer.test.tsx), its placeholder says the answer is coming; after it, the input is enabled and focused again", async ({ page }) => {
    await pace({ chunkDelayMs: 30, chunkChars: 4 });
    await loginAs(page, "owner", "zh_CN");
    const drawer = await openDrawer(page);
    await drawer.getByTestId("assistant-new-session").click();
    await expect(drawer.getByTestId("assistant-chat-title")).toHaveText("新会话");
    const input = drawer.getByTestId("assistant-input");
    const looks = () => input.evaluate((el) => {
      const s = getComputedStyle(el);
      return { cursor: s.cursor, background: s.backgroundColor, color: s.color };
    });
    await expect(input).toHaveAttribute("placeholder", "输入问题，Enter 发送，Shift+Enter 换行");
    const enabled = await looks();
    await input.fill("FBA 补货怎么算");
    await input.press("Enter");
    await expect(drawer.getByTestId("assistant-content").last()).toHaveText(/\S/);
    await expect(drawer.getByTestId("assistant-stop")).toBeVisible();
    await expect(input).toBeDisabled();
    await expect(input).toHaveAttribute("placeholder", "正在生成回答…");
    const disabled = await looks();
    expect(disabled.cursor).toBe("not-allowed");
    expect(disabled.background).not.toBe(enabled.background);
    expect(disabled.color).not.toBe(enabled.color);
    await expect(drawer.getByTestId("assistant-send")).toBeVisible({ timeout: 30_000 });
    await expect(input).toBeEnabled();
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute("placeholder", "输入问题，Enter 发送，Shift+Enter 换行");
    expect(await looks()).toEqual(enabled);
    await page.keyboard.type("下一个问题");
    await expect(input).toHaveValue("下一个问题");
  });

  test("[AISOCK-17] a question sent the moment the drawer opens goes to the session shown, after its history, and carries that history", async ({ page, mock }) => {
    await pace({ chunkDelayMs: 0, chunkChars: 50 });
    await loginAs(page, "owner", "zh_CN");
    const drawer = await openDrawer(page);
    const input = drawer.getByTestId("assistant-input");
    await input.fill("广告 ACoS 多少合适");
    await input.press("Enter");
    const shown = drawer.getByTestId("assistant-chat");
    await expect(shown).toHaveAttribute("data-chat-key", "s:s-owner-1");
    await expect(drawer.locator('[data-session-id="s-owner-1"] [aria-current="true"]')).toBeVisible();
    await expect(drawer.getByTestId("assistant-send")).toBeVisible({ timeout: 30_000 });
    await expect(shown.getByTestId("assistant-question")).toHaveText(["如何提高广告转化率", "广告 ACoS 多少合适"]);
    const answers = shown.getByTestId("assistant-answer");
    await expect(answers).toHaveCount(2);
    await expect(answers.nth(0)).toContainText("关于「如何提高广告转化率」，建议如下……");
    await expect(answers.nth(1).getByTestId("assistant-think")).toContainText("广告 ACoS 多少合适");
    await expect(answers.nth(1).getByTestId("assistant-content")).toContainText("ACoS");
    await expect(input).toHaveValue("");
    const asked = (await mock.log()).filter((e) => e.path === "/api/v1/question/stream");
    expect(asked).toHaveLength(1);
    expect(Object.keys(asked[0]!.body as object).sort()).toEqual(["his_messages", "message", "model_code", "session_id"]);
    expect(asked[0]!.body).toMatchObject({
      session_id: "s-owner-1", message: "广告 ACoS 多少合适", model_code: "deepseek-r1",
      his_messages: [{ question: "如何提高广告转化率", answer: "关于「如何提高广告转化率」，建议如下……" }],
    });
  });

  test("[AI-61] each streamed data: line is JSON with session_id, message_id, think and content, and the reply shows all of its think and content (a table and a code block); a stream cut mid-answer keeps the partial and offers a retry", async ({ page }) => {
    await pace({ chunkDelayMs: 0, chunkChars: 40 });
    await loginAs(page, "owner", "zh_CN");
    const drawer = await openDrawer(page);
    const input = drawer.getByTestId("assistant-input");
    const streamed = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/assistant/stream" && r.request().method() === "POST");
    await input.fill("FBA 补货怎么算");
    await input.press("Enter");
    const answer = drawer.getByTestId("assistant-answer").last();
    await expect(answer.locator("table")).toBeVisible({ timeout: 20_000 });
    await expect(answer.locator("pre code")).toBeVisible({ timeout: 20_000 });
    await expect(drawer.getByTestId("assistant-send")).toBeVisible({ timeout: 20_000 });
    // What came over the wire: the data: lines, each JSON carrying the four fields.
    const lines = (await (await streamed).text()).split("\n").filter((l) => l.startsWith("data:"));
    expect(lines.length).toBeGreaterThan(2);
    const events = lines.map((l) => JSON.parse(l.slice(5).trim()) as Record<string, unknown>);
    for (const e of events) expect(Object.keys(e)).toEqual(expect.arrayContaining(["session_id", "message_id", "think", "content"]));
    const think = events.map((e) => e.think).join("");
    const content = events.map((e) => e.content).join("");
    expect(think.length).toBeGreaterThan(0);
    expect(content.length).toBeGreaterThan(0);
    // The reply holds every line's think, appended in order, and every word of every line's content.
    const flat = (s: string) => s.replace(/\s+/g, "");
    await expect.poll(async () => flat((await answer.getByTestId("assistant-think").innerText()))).toContain(flat(think));
    // (A code fence's line, e.g. ```text, is markdown syntax, not text to show.)
    const words = content.replace(/^```.*$/gm, "").match(/[\p{L}\p{N}]{2,}/gu) ?? [];
    expect(words.length).toBeGreaterThan(5);
    const missing = async () => {
      const shown = flat(await answer.getByTestId("assistant-content").innerText());
      return words.filter((w) => !shown.includes(w));
    };
    await expect.poll(missing, { timeout: 30_000 }).toEqual([]);
    await pace({ chunkDelayMs: 0, chunkChars: 40, dropAfterChunks: 6 });
    await input.fill("订单导出如何对账");
    await input.press("Enter");
    const cut = drawer.getByTestId("assistant-answer").last();
    await expect(cut).toHaveAttribute("data-partial", "broken", { timeout: 20_000 });
    await expect(cut.getByTestId("assistant-content")).not.toBeEmpty();
    await expect(cut.getByRole("button", { name: "重试" })).toBeVisible();
    await shot(page, "assistant-broken-zh_CN");
  });

  test("an en_US seller's streamed answer is in English: reasoning, text, table and code", async ({ page }) => {
    await pace({ chunkDelayMs: 0, chunkChars: 50 });
    await loginAs(page, "leftie", "en_US");
    const drawer = await openDrawer(page);
    await drawer.getByTestId("assistant-new-session").click();
    await expect(drawer.getByTestId("assistant-chat-title")).toHaveText("new session");
    const input = drawer.getByTestId("assistant-input");
    await input.fill("How do I reconcile my orders?");
    await input.press("Enter");
    const answer = drawer.getByTestId("assistant-answer").last();
    await expect(answer.locator("table th")).toHaveText(["Step", "Action", "Where"], { timeout: 20_000 });
    await expect(answer.locator("pre code")).toBeVisible({ timeout: 20_000 });
    await expect(drawer.getByTestId("assistant-send")).toBeVisible({ timeout: 20_000 });
    await expect(answer.getByTestId("assistant-think")).toContainText('The user asks "How do I reconcile my orders?"');
    await expect(answer.getByTestId("assistant-content")).toContainText("For more help, see the help centre.");
    expect(await answer.innerText()).not.toMatch(/\p{Script=Han}/u);
  });

  test("[AI-07] an en_US seller's agent chat lists its themes under `you may want to see`, in English; clicking one sends its prompt with its agent_theme_id", async ({ page, mock }) => {
    await pace({ chunkDelayMs: 0, chunkChars: 50 });
    await loginAs(page, "leftie", "en_US");
    const drawer = await openDrawer(page);
    await drawer.getByTestId("assistant-add-agent").click();
    const card = drawer.getByTestId("assistant-agent-card").filter({ hasText: "Platform policy helper" });
    await card.getByRole("button", { name: "Add" }).click();
    await expect(drawer.getByTestId("assistant-chat-title")).toHaveText("Platform policy helper");
    const themes = drawer.getByTestId("assistant-themes");
    await expect(themes.getByRole("button")).toHaveText(["TikTok return policy", "Amazon account health"]);
    await expect(drawer.getByText("you may want to see", { exact: true })).toBeVisible();
    const input = drawer.getByTestId("assistant-input");
    await input.fill("How do I reconcile my orders?");
    await input.press("Enter");
    const answer = drawer.getByTestId("assistant-answer").last();
    await expect(answer.locator("table th")).toHaveText(["Step", "Action", "Where"], { timeout: 20_000 });
    await expect(drawer.getByTestId("assistant-send")).toBeVisible({ timeout: 20_000 });
    await expect(answer.getByTestId("assistant-think")).toContainText('The user asks "How do I reconcile my orders?"');
    await expect(answer.getByTestId("assistant-content")).toContainText("For more help, see the help centre.");
    expect(await answer.innerText()).not.toMatch(/\p{Script=Han}/u);
    // A theme clicked: its prompt goes over robot with that theme's agent_theme_id (agent 2's first, 21).
    await themes.getByRole("button", { name: "TikTok return policy" }).click();
    await expect(drawer.getByTestId("assistant-question").last()).toHaveText("What is TikTok Shop's return policy?");
    await expect.poll(async () => (await mock.log()).filter((e) => e.method === "WS" && (e.body as { method?: string }).method === "robot").map((e) => (e.body as { data: Record<string, unknown> }).data).at(-1)).toMatchObject({ agent_id: 2, message: "What is TikTok Shop's return policy?", agent_theme_id: 21 });
    await expect(drawer.getByTestId("assistant-send")).toBeVisible({ timeout: 20_000 });
  });

  test("[AI-56] korean hits the quota, and agent 2 still answers (AI-10's format: spec/assistant/composer.test.tsx; AI-55 in zh_CN and ko_KR: the next test)", async ({ page, mock }) => {
    await pace({ chunkDelayMs: 0, chunkChars: 50 });
    await loginAs(page, "korean", "ko_KR");
    const drawer = await openDrawer(page);
    await expect(drawer.getByTestId("assistant-quota")).toHaveText("오늘 10/10");
    await drawer.getByTestId("assistant-input").fill("질문");
    await drawer.getByTestId("assistant-input").press("Enter");
    await expect(page.getByText("오늘의 한도를 모두 사용했습니다")).toBeVisible();
    expect((await mock.log()).filter((e) => e.path === "/api/v1/question/stream")).toHaveLength(0);
    await drawer.getByTestId("assistant-add-agent").click();
    const card = drawer.getByTestId("assistant-agent-card").filter({ hasText: "플랫폼 정책 도우미" });
    await card.getByRole("button", { name: "추가" }).click();
    await expect(drawer.getByTestId("assistant-chat-title")).toHaveText("플랫폼 정책 도우미");
    await expect(drawer.getByTestId("assistant-themes")).toBeVisible();
    await drawer.getByTestId("assistant-input").fill("TikTok 退货政策");
    await drawer.getByTestId("assistant-input").press("Enter");
    await expect(drawer.getByTestId("assistant-answer").last().getByTestId("assistant-content")).toBeVisible({ timeout: 20_000 });
    await expect(drawer.getByTestId("assistant-send")).toBeVisible({ timeout: 20_000 });
    await shot(page, "assistant-drawer-ko_KR");
  });

  test("[AI-55] at the daily quota (daily_use_total 10 of daily_quota 10) a question is refused with `今日额度已达上限` (zh_CN; ko_KR its translation) and nothing is sent", async ({ page, mock }) => {
    for (const [lang, quota, warning] of [["zh_CN", "今日额度 10/10", "今日额度已达上限"], ["ko_KR", "오늘 10/10", "오늘의 한도를 모두 사용했습니다"]] as const) {
      await page.context().clearCookies();
      await mock.patchUser("korean", { chooseLanguage: lang });
      await loginAs(page, "korean", lang);
      const drawer = await openDrawer(page);
      await expect(drawer.getByTestId("assistant-quota")).toHaveText(quota);
      const input = drawer.getByTestId("assistant-input");
      await input.fill("问题");
      await input.press("Enter");
      const toast = page.locator("[data-scope=toast][data-part=root]").filter({ hasText: warning }).first();
      await expect(toast).toBeVisible();
      await expect(toast.getByText(warning, { exact: true })).toBeVisible();
      // Not sent: no question went to the host, none is shown, and the text stays in the input.
      expect((await mock.log()).filter((e) => e.path === "/api/v1/question/stream")).toHaveLength(0);
      await expect(drawer.getByTestId("assistant-question").filter({ hasText: "问题" })).toHaveCount(0);
      await expect(input).toHaveValue("问题");
    }
  });

  test("[AI-38] [AI-39] [AI-40] [AI-41] [AI-43] a team topic created and converted; template title and content required and limited (20 and 1000 pass, 21 and 1001 refused); a non-owner delete refused", async ({ page, mock }) => {
    test.setTimeout(180_000);
    await loginAs(page, "owner", "zh_CN");
    const drawer = await openDrawer(page);
    const row = drawer.locator('[data-session-id="s-owner-2"]');
    await row.getByRole("button", { name: "更多操作" }).click();
    await row.getByRole("button", { name: "转为团队话题" }).click();
    await drawer.getByTestId("assistant-topic-save").click();
    await expect(drawer.getByTestId("assistant-topic-members-error")).toHaveText("请选择团队成员");
    await drawer.getByRole("group", { name: "成员" }).getByText(/leftie/).click();
    await drawer.getByTestId("assistant-topic-save").click();
    await expect(row.getByText("团队")).toBeVisible();
    const convert = (await mock.log()).filter((e) => e.method === "WS" && (e.body as { method?: string }).method === "convertSession");
    expect(convert[0]!.body).toMatchObject({ source: "aiRobot", company_code: expect.any(String), userid: "owner", data: { session_id: "s-owner-2", is_his: 1, type: "teamSession", partake_users: ["leftie"] } });
    await drawer.getByTestId("assistant-templates").click();
    await drawer.getByTestId("assistant-template-add").click();
    // AI-38, AI-40: an empty title, then empty content, each blocks saving with its required-field warning.
    await drawer.getByTestId("assistant-template-title").fill("");
    await drawer.getByTestId("assistant-template-content").fill("内容");
    await drawer.getByTestId("assistant-template-save").click();
    await expect(page.getByText("请输入模板名称")).toBeVisible();
    await drawer.getByTestId("assistant-template-title").fill("周报");
    await drawer.getByTestId("assistant-template-content").fill("");
    await drawer.getByTestId("assistant-template-save").click();
    await expect(page.getByText("请输入模板内容")).toBeVisible();
    expect((await mock.log()).filter((e) => e.method === "WS" && (e.body as { method?: string }).method === "addTeamPrompt")).toHaveLength(0);
    await drawer.getByTestId("assistant-template-title").fill("一二三四五六七八九十一二三四五六七八九十一");
    await drawer.getByTestId("assistant-template-content").fill("内容");
    await drawer.getByTestId("assistant-template-save").click();
    await expect(page.getByText("模板名称不能超过20字")).toBeVisible();
    await drawer.getByTestId("assistant-template-title").fill("周报");
    await drawer.getByTestId("assistant-template-content").fill("字".repeat(1001));
    await drawer.getByTestId("assistant-template-save").click();
    await expect(page.getByText("模板内容不能超过1000字")).toBeVisible();
    expect((await mock.log()).filter((e) => e.method === "WS" && (e.body as { method?: string }).method === "addTeamPrompt")).toHaveLength(0);
    const foreign = drawer.locator('[data-template-id="3"]');
    await foreign.getByTestId("assistant-template-delete").click();
    await expect(page.getByText("非自己创建模板，无法删除")).toBeVisible();
    await expect(foreign).toBeVisible();
    expect((await mock.log()).filter((e) => e.method === "WS" && (e.body as { method?: string }).method === "delTeamPrompt")).toHaveLength(0);
    // The limits themselves pass (the editor still holds the refused texts): a 20-character title with 1000 characters of content is saved.
    await drawer.getByTestId("assistant-template-title").fill("一二三四五六七八九十一二三四五六七八九十");
    await drawer.getByTestId("assistant-template-content").fill("字".repeat(1000));
    await drawer.getByTestId("assistant-template-save").click();
    await expect.poll(async () => (await mock.log()).filter((e) => e.method === "WS" && (e.body as { method?: string }).method === "addTeamPrompt").map((e) => (e.body as { data: Record<string, unknown> }).data)).toEqual([{ title: "一二三四五六七八九十一二三四五六七八九十", content: "字".repeat(1000) }]);
    await expect(drawer.getByText("一二三四五六七八九十一二三四五六七八九十", { exact: true })).toBeVisible();
  });

  test("[AI-36] a team topic takes 10 team templates: choosing an 11th shows `最多添加10个团队模板` and does not add it; saving sends the 10", async ({ page, mock }) => {
    await loginAs(page, "owner", "zh_CN");
    // 3 templates are seeded; 8 more, added over a socket of the user's own, make 11.
    const added = await page.evaluate(() => new Promise<number>((resolve, reject) => {
      const ws = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws/assistant`);
      let ok = 0;
      ws.onopen = () => {
        for (let i = 1; i <= 8; i += 1) ws.send(JSON.stringify({ method: "addTeamPrompt", data: { title: `模板 ${i}`, content: `内容 ${i}` } }));
      };
      ws.onmessage = (ev) => {
        const reply = JSON.parse(String(ev.data)) as { method: string; code: number };
        if (reply.method !== "addTeamPrompt") return;
        if (reply.code === 0) ok += 1;
        if (ok === 8) {
          ws.close();
          resolve(ok);
        }
      };
      ws.onerror = () => reject(new Error("socket failed"));
    }));
    expect(added).toBe(8);
    const drawer = await openDrawer(page);
    const row = drawer.locator('[data-session-id="s-owner-2"]');
    await row.getByRole("button", { name: "更多操作" }).click();
    await row.getByRole("button", { name: "转为团队话题" }).click();
    const form = drawer.getByTestId("assistant-topic-form");
    const templates = form.getByTestId("assistant-topic-templates").locator("label");
    await expect(templates).toHaveCount(11);
    const checked = form.getByTestId("assistant-topic-templates").locator('label[data-state="checked"]');
    const warning = page.locator("[data-scope=toast][data-part=root]").filter({ hasText: "最多添加10个团队模板" });
    for (let i = 0; i < 10; i += 1) await templates.nth(i).click();
    await expect(checked).toHaveCount(10);
    await expect(warning).toHaveCount(0);
    await templates.nth(10).click();
    await expect(warning.first()).toBeVisible();
    await expect(warning.first().getByText("最多添加10个团队模板", { exact: true })).toBeVisible();
    await expect(checked).toHaveCount(10);
    await expect(templates.nth(10)).not.toHaveAttribute("data-state", "checked");
    await drawer.getByRole("group", { name: "成员" }).getByText(/leftie/).click();
    await drawer.getByTestId("assistant-topic-save").click();
    await expect(row.getByText("团队")).toBeVisible();
    const convert = (await mock.log()).filter((e) => e.method === "WS" && (e.body as { method?: string }).method === "convertSession");
    expect(convert).toHaveLength(1);
    expect((convert[0]!.body as { data: { team_prompt_ids: number[] } }).data.team_prompt_ids).toHaveLength(10);
  });

  test("[AI-65] screenshot analysis: the upload's oss_url, and only it, goes in images[] of the socket message, and the answer refers to it", async ({ page, mock }) => {
    await pace({ chunkDelayMs: 0, chunkChars: 50 });
    await loginAs(page, "leftie", "en_US");
    const drawer = await openDrawer(page);
    await drawer.getByTestId("assistant-analyse").click();
    await expect(drawer.getByTestId("assistant-image")).toBeVisible({ timeout: 20_000 });
    const upload = (await mock.log()).filter((e) => e.path === "/api/v1/agent/image-upload");
    expect(upload).toHaveLength(1);
    expect((upload[0]!.body as { size: number }).size).toBeGreaterThan(1000);
    await drawer.getByTestId("assistant-input").fill("What is on this page?");
    await drawer.getByTestId("assistant-input").press("Enter");
    const name = (upload[0]!.body as { name: string }).name;
    await expect(drawer.getByTestId("assistant-answer").last()).toContainText(name, { timeout: 20_000 });
    // The socket message went upstream as {session_id, message, images[]}: the oss_url the upload
    // gave, the portal's ticket for it left behind.
    const frames = (await mock.log()).filter((e) => e.method === "WS" && (e.body as { method?: string }).method === "message");
    expect(frames).toHaveLength(1);
    const sent = (frames[0]!.body as { data: { session_id: string; images: string[] } }).data;
    expect(Object.keys(sent).sort()).toEqual(["images", "message", "session_id"]);
    expect(sent).toMatchObject({ message: "What is on this page?", images: [expect.stringMatching(new RegExp(`/api/v1/agent/images/${name.replace(/\./g, "\\.")}$`))] });
    await shot(page, "assistant-drawer-en_US");
  });

  test("[AISOCK-10] [AISOCK-11] the mask shows once the 5 retries are spent (not before), and stays while closed; reconnect connects, the mask goes, and the retries start afresh", async ({ page, mock }) => {
    await page.clock.install();
    await loginAs(page, "owner", "zh_CN");
    const drawer = await openDrawer(page);
    const mask = drawer.getByTestId("assistant-mask");
    /** Closes the drawer's socket at the mock, and each retry 3 s later, until the mask shows; returns how many closes it took. */
    const closeUntilMask = async () => {
      let closes = 0;
      for (let i = 0; i < 9; i += 1) {
        await expect.poll(() => mock.closeSockets({ username: "owner", socket: "assistant" }).then((r) => (r as { closed: number }).closed)).toBe(1);
        closes += 1;
        await page.waitForTimeout(100);
        if (await mask.isVisible()) break;
        await page.clock.fastForward(3_000);
      }
      return closes;
    };
    // The connection's close, then its 5 retries each closed: the mask comes with the 6th close.
    expect(await closeUntilMask()).toBe(6);
    await expect(mask).toBeVisible();
    await expect(mask).toContainText("通信连接已断开");
    // The mask says it once: the requests that failed with the connection raise no toasts.
    await page.waitForTimeout(500);
    await expect(page.getByText("操作失败")).toHaveCount(0);
    // Closed it stays: no retry of its own, the mask still there a minute later.
    await page.clock.fastForward(60_000);
    await page.waitForTimeout(300);
    await expect(mask).toBeVisible();
    await mask.getByRole("button", { name: "重新连接" }).click();
    await expect(mask).toBeHidden();
    await expect(drawer.getByTestId("assistant-session").first()).toBeVisible();
    // A fresh set of 5: again the mask comes only with the 6th close.
    expect(await closeUntilMask()).toBe(6);
    await expect(mask).toContainText("通信连接已断开");
  });

  test("[AISOCK-05] a reply whose method is error shows its message to the seller as a warning", async ({ page, mock }) => {
    await loginAs(page, "owner", "zh_CN");
    const drawer = await openDrawer(page);
    await expect(drawer.getByTestId("assistant-session").first()).toBeVisible();
    const message = "助手服务繁忙，请稍后再试";
    await expect.poll(async () => ((await mock.push({ username: "owner", socket: "assistant", message: { code: 1, method: "error", message, data: null } })) as { delivered?: number }).delivered ?? 0).toBeGreaterThan(0);
    const warning = page.locator("[data-scope=toast][data-part=root]").filter({ hasText: message }).first();
    await expect(warning).toBeVisible();
    await expect(warning).toHaveAttribute("data-type", "warning");
  });

  test("a typed but unsent question stays with its chat across sessions, agent chats, fullscreen, closing and a reload; sending clears it", async ({ page }) => {
    await pace({ chunkDelayMs: 0, chunkChars: 50 });
    await loginAs(page, "owner", "zh_CN");
    let drawer = await openDrawer(page);
    await expect(drawer.getByTestId("assistant-chat")).toHaveAttribute("data-chat-key", "s:s-owner-1");
    const input = () => drawer.getByTestId("assistant-input");
    await input().fill("会话 A 的草稿\n第二行");
    await chooseSession(drawer, "s-owner-2");
    await expect(input()).toHaveValue("");
    await input().fill("会话 B 的草稿");
    await drawer.getByTestId("assistant-user-agents").getByRole("button").first().click();
    await expect(drawer.getByTestId("assistant-chat")).toHaveAttribute("data-chat-key", "a:101");
    await expect(input()).toHaveValue("");
    await input().fill("智能体的草稿");
    await chooseSession(drawer, "s-owner-1");
    await expect(input()).toHaveValue("会话 A 的草稿\n第二行");
    await chooseSession(drawer, "s-owner-2");
    await expect(input()).toHaveValue("会话 B 的草稿");
    await drawer.getByTestId("assistant-user-agents").getByRole("button").first().click();
    await expect(input()).toHaveValue("智能体的草稿");
    await chooseSession(drawer, "s-owner-1");
    await drawer.getByTestId("assistant-fullscreen").click();
    await expect(drawer.getByTestId("assistant-fullscreen")).toHaveAttribute("aria-pressed", "true");
    await expect(input()).toHaveValue("会话 A 的草稿\n第二行");
    await drawer.getByTestId("assistant-fullscreen").click();
    await expect(input()).toHaveValue("会话 A 的草稿\n第二行");
    await drawer.getByRole("button", { name: "关闭" }).click();
    await expect(drawer).toBeHidden();
    drawer = await openDrawer(page);
    await expect(drawer.getByTestId("assistant-chat")).toHaveAttribute("data-chat-key", "s:s-owner-1");
    await expect(input()).toHaveValue("会话 A 的草稿\n第二行");
    await page.reload();
    drawer = await openDrawer(page);
    await expect(drawer.getByTestId("assistant-chat")).toHaveAttribute("data-chat-key", "s:s-owner-1");
    await expect(input()).toHaveValue("会话 A 的草稿\n第二行");
    await input().press("Enter");
    await expect(input()).toHaveValue("");
    await expect(drawer.getByTestId("assistant-question").last()).toHaveText("会话 A 的草稿\n第二行");
    await expect(drawer.getByTestId("assistant-send")).toBeVisible({ timeout: 30_000 });
    await chooseSession(drawer, "s-owner-2");
    await expect(input()).toHaveValue("会话 B 的草稿");
    await chooseSession(drawer, "s-owner-1");
    await expect(input()).toHaveValue("");
    await drawer.getByRole("button", { name: "关闭" }).click();
    drawer = await openDrawer(page);
    await expect(input()).toHaveValue("");
    const stored = await page.evaluate(() => sessionStorage.getItem("portal.assistant.drafts") ?? "");
    expect(stored).not.toContain("会话 A 的草稿");
    expect(stored).toContain("会话 B 的草稿");
  });

  test("a listed session deleted elsewhere: choosing it tells the user, drops it from the list and the cache, and shows the first session", async ({ page }) => {
    await loginAs(page, "owner", "zh_CN");
    const drawer = await openDrawer(page);
    await expect(drawer.getByTestId("assistant-session")).toHaveCount(3);
    await deleteElsewhere(page, "s-owner-2");
    await drawer.locator('[data-session-id="s-owner-2"]').getByRole("button").first().click();
    await expect(page.getByText("该会话已不存在，已从列表中移除")).toBeVisible();
    await expect(drawer.locator('[data-session-id="s-owner-2"]')).toHaveCount(0);
    await expect(drawer.getByTestId("assistant-session")).toHaveCount(2);
    await expect(drawer.getByTestId("assistant-chat")).toHaveAttribute("data-chat-key", "s:s-owner-1");
    await expect(drawer.locator('[data-session-id="s-owner-1"] [aria-current="true"]')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem("portal.assistant.cache") ?? "")).not.toContain("s-owner-2");
  });

  test("[AI-15] after a reload the drawer shows the cached sessions and agents at once (the host unreachable); a cached session deleted elsewhere and chosen before the list comes is dropped with a message, from the cache too, and the first session is shown", async ({ page, mock }) => {
    await loginAs(page, "owner", "zh_CN");
    let drawer = await openDrawer(page);
    await expect(drawer.getByTestId("assistant-session")).toHaveCount(3);
    const agentNames = await drawer.getByTestId("assistant-user-agents").getByRole("button").allInnerTexts();
    expect(agentNames.length).toBeGreaterThan(0);
    await deleteElsewhere(page, "s-owner-2");
    try {
      // The host cannot be reached after the reload: the drawer opens from the tab's cache.
      await mock.socketsUnreachable(60);
      await page.reload();
      await page.getByTestId("assistant-fab").click();
      drawer = page.getByTestId("assistant-drawer");
      await expect(drawer.getByTestId("assistant-session")).toHaveCount(3);
      // The cached agents too, at once.
      await expect(drawer.getByTestId("assistant-user-agents").getByRole("button")).toHaveText(agentNames);
      await chooseSession(drawer, "s-owner-2");
      await mock.socketsUnreachable(0);
      await expect(page.getByText("该会话已不存在，已从列表中移除")).toBeVisible({ timeout: 20_000 });
      await expect(drawer.getByTestId("assistant-chat")).toHaveAttribute("data-chat-key", "s:s-owner-1");
      await expect(drawer.getByTestId("assistant-session")).toHaveCount(2);
      await expect(drawer.locator('[data-session-id="s-owner-2"]')).toHaveCount(0);
      expect(await page.evaluate(() => sessionStorage.getItem("portal.assistant.cache") ?? "")).not.toContain("s-owner-2");
    } finally {
      await mock.socketsUnreachable(0);
    }
  });
});
