// @vitest-environment happy-dom
/**
 * The assistant's composer as the seller uses it: the textarea's rows, Enter and Shift+Enter,
 * the prompt list, and the model list read from the host (getModels) whose choice every question
 * carries. The questions go through the real answers store to a stubbed `fetch`.
 */
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Composer } from "~/features/assistant/components/Composer";
import { mountDrawer, unmountDrawer } from "./kit/drawer";

/** getModels as the host answers it: the default model is not the first. */
const MODELS = [
  { model_id: 1, model_name: "DeepSeek V3", model_code: "deepseek-v3" },
  { model_id: 2, model_name: "DeepSeek R1", model_code: "deepseek-r1" },
  { model_id: 3, model_name: "Qwen Max", model_code: "qwen-max" },
];
const PROMPTS = [
  { group_name: "选品", prompts: [{ title: "竞品分析", content: "分析这个ASIN的竞品" }, { title: "关键词", content: "列出20个长尾关键词" }] },
  { group_name: "广告", prompts: [{ title: "ACOS 优化", content: "如何降低ACOS" }] },
];
const TARGET = { kind: "session", id: "s-1" } as const;

afterEach(unmountDrawer);

/** The composer of session s-1, after the drawer loaded its lists from a host answering `replies`. */
async function mount(replies: Record<string, unknown> = {}) {
  const d = await mountDrawer((store) => <Composer target={TARGET} phase={store.get().chats["s:s-1"]?.phase ?? "idle"} />, {
    replies,
    prepare: (store) => store.chat("s:s-1", () => ({ loaded: true })),
  });
  const host = d.host;
  const input = () => host.querySelector<HTMLTextAreaElement>('[data-testid="assistant-input"]')!;
  const type = (value: string) =>
    act(async () => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!.call(input(), value);
      input().dispatchEvent(new Event("input", { bubbles: true }));
    });
  /** Presses a key on the input; true when the composer let the key's own action happen (not prevented). */
  const key = async (init: KeyboardEventInit) => {
    const event = new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init });
    await act(async () => void input().dispatchEvent(event));
    return !event.defaultPrevented;
  };
  return { ...d, input, type, key };
}

describe("the composer", () => {
  it("[AI-08] the textarea is 6 rows high and grows with its content up to 8 rows", async () => {
    const c = await mount();
    const rows = () => Number(c.input().getAttribute("rows"));
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `第${i + 1}行`).join("\n");
    expect(rows()).toBe(6);
    await c.type(lines(1));
    expect(rows()).toBe(6);
    await c.type(lines(6));
    expect(rows()).toBe(6);
    await c.type(lines(7));
    expect(rows()).toBe(7);
    await c.type(lines(8));
    expect(rows()).toBe(8);
    await c.type(lines(9));
    expect(rows()).toBe(8);
    await c.type(lines(30));
    expect(rows()).toBe(8);
    // Shrinks back with its content.
    await c.type(lines(2));
    expect(rows()).toBe(6);
  });

  it("[AI-53] Shift+Enter does not send (the newline is the textarea's own); Enter sends", async () => {
    const c = await mount();
    await c.type("第一行");
    // The textarea's own Enter (a newline) is left to happen: the composer does not prevent it.
    expect(await c.key({ key: "Enter", shiftKey: true })).toBe(true);
    expect(c.bodies).toEqual([]);
    expect(c.input().value).toBe("第一行");
    await c.type("第一行\n第二行");
    expect(await c.key({ key: "Enter" })).toBe(false);
    expect(c.bodies).toHaveLength(1);
    expect(c.bodies[0]).toMatchObject({ session_id: "s-1", message: "第一行\n第二行" });
  });

  it("[AI-54] input empty after trimming is not sent, by Enter or by the send button; text with spaces around is sent", async () => {
    const c = await mount();
    const sendButton = () => c.host.querySelector<HTMLButtonElement>('[data-testid="assistant-send"]')!;
    for (const blank of ["", " ", "\n\t  ", "\u3000\u3000", " \r\n "]) {
      await c.type(blank);
      await c.key({ key: "Enter" });
      await act(async () => sendButton().click());
      expect(c.bodies, JSON.stringify(blank)).toEqual([]);
    }
    await c.type("  问一下  ");
    await act(async () => sendButton().click());
    expect(c.bodies).toHaveLength(1);
    expect(String((c.bodies[0] as { message?: unknown }).message).trim()).toBe("问一下");
  });

  it("[AI-44][AI-45] the prompt list is grouped under its group_name headings, each prompt with title and content; choosing one fills the input and sends nothing", async () => {
    const c = await mount({ getPrompts: PROMPTS });
    await c.click([...c.host.querySelectorAll("button")].find((b) => b.textContent === "提示词"));
    const list = c.host.querySelector('[data-testid="assistant-prompts"]')!;
    const groups = [...list.children].map((g) => ({
      heading: g.querySelector("p")?.textContent,
      prompts: [...g.querySelectorAll("button")].map((b) => [...b.querySelectorAll("span")].map((s) => s.textContent)),
    }));
    expect(groups).toEqual([
      { heading: "选品", prompts: [["竞品分析", "分析这个ASIN的竞品"], ["关键词", "列出20个长尾关键词"]] },
      { heading: "广告", prompts: [["ACOS 优化", "如何降低ACOS"]] },
    ]);
    await c.click([...list.querySelectorAll("button")].find((b) => b.textContent?.startsWith("关键词")));
    expect(c.input().value).toBe("列出20个长尾关键词");
    expect(c.host.querySelector('[data-testid="assistant-prompts"]')).toBeNull();
    expect(c.bodies).toEqual([]);
  });

  it("[AI-69][AI-70] the model list is getModels' (names shown, codes sent); deepseek-r1 is the default; a question carries the chosen model's model_code", async () => {
    const c = await mount({ getModels: MODELS });
    const select = c.host.querySelector<HTMLSelectElement>('[data-testid="assistant-model"]')!;
    expect([...select.options].map((o) => [o.textContent, o.value])).toEqual([
      ["DeepSeek V3", "deepseek-v3"],
      ["DeepSeek R1", "deepseek-r1"],
      ["Qwen Max", "qwen-max"],
    ]);
    expect(select.value).toBe("deepseek-r1");
    await c.type("第一问");
    await c.key({ key: "Enter" });
    expect(c.bodies[0]).toMatchObject({ message: "第一问", model_code: "deepseek-r1" });
    // The answer ends (the stream is cut), then another model is chosen for the next question.
    c.store.chat("s:s-1", () => ({ phase: "idle" }));
    await c.rerender();
    await act(async () => {
      select.value = "qwen-max";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    expect(c.store.get().modelCode).toBe("qwen-max");
    await c.type("第二问");
    await c.key({ key: "Enter" });
    expect(c.bodies[1]).toMatchObject({ message: "第二问", model_code: "qwen-max" });
  });

  it("without deepseek-r1 in getModels the first model is chosen; with no models the default code deepseek-r1 stays (AI-69 whole: the test above)", async () => {
    const first = await mount({ getModels: [MODELS[2], MODELS[0]] });
    expect(first.store.get().modelCode).toBe("qwen-max");
    unmountDrawer();
    const none = await mount({ getModels: [] });
    expect(none.store.get().modelCode).toBe("deepseek-r1");
  });

  it("[AI-10] the chat pane shows the daily quota as {daily_use_total}/{daily_quota}: 3 used of 20 reads 3/20, not 20/3", async () => {
    const c = await mount({ getQuota: { daily_use_total: 3, daily_quota: 20 } });
    expect(c.host.querySelector('[data-testid="assistant-quota"]')?.textContent).toBe("今日额度 3/20");
    unmountDrawer();
    // AI-57's fallback, as shown: no daily_quota reads /10.
    const fallback = await mount({ getQuota: { daily_use_total: 7 } });
    expect(fallback.host.querySelector('[data-testid="assistant-quota"]')?.textContent).toBe("今日额度 7/10");
  });

  it("[AI-49] the chat input is disabled while the chat is loading and while it is streaming, and enabled when idle", async () => {
    const c = await mount();
    expect(c.input().disabled).toBe(false);
    for (const phase of ["loading", "streaming"] as const) {
      c.store.chat("s:s-1", () => ({ phase }));
      await c.rerender();
      expect(c.input().disabled, phase).toBe(true);
      c.store.chat("s:s-1", () => ({ phase: "idle" }));
      await c.rerender();
      expect(c.input().disabled).toBe(false);
    }
  });
});
