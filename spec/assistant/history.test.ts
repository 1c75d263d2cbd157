import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAnswers } from "../../app/features/assistant/store/answers";
import { createHistory, DETAIL_DELAY_MS } from "../../app/features/assistant/store/history";
import { createStore } from "../../app/features/assistant/store/store";
import type { AssistantSocket } from "../../app/features/assistant/socket/assistant-socket";

/** A seeded session's history as the host sends it. */
const HOST_CHATS = [
  { message_id: "s-1-1", source: 1, content: "如何提高广告转化率" },
  { message_id: "s-1-2", source: 2, content: "关于「如何提高广告转化率」，建议如下……", think: "先确认目标与数据口径。" },
];
const PAIRS = [{ question: "如何提高广告转化率", answer: "关于「如何提高广告转化率」，建议如下……" }];

/** getSessionDetail requests held until the test answers them. */
function hostRequests() {
  const pending: Array<{ data: Record<string, unknown>; answer: (v: { chats?: unknown } | undefined) => void }> = [];
  const request = vi.fn((data: Record<string, unknown>) => new Promise<{ chats?: unknown } | undefined>((answer) => pending.push({ data, answer })));
  return { pending, request };
}

/** An answer stream that the test ends. */
function streamResponse() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const enc = new TextEncoder();
  return {
    response: new Response(body, { headers: { "content-type": "text/event-stream" } }),
    event: (think: string, content: string) => controller.enqueue(enc.encode(`data: ${JSON.stringify({ session_id: "s-1", message_id: "x", think, content })}\n\n`)),
    end: () => controller.close(),
  };
}

function setup() {
  const store = createStore("owner");
  const host = hostRequests();
  const socket = {
    state: "connected",
    onStream: () => () => undefined,
    onState: () => () => undefined,
    request: (_method: string, data: Record<string, unknown>) => host.request(data),
    send: vi.fn(() => true),
  } as unknown as AssistantSocket & { send: ReturnType<typeof vi.fn> };
  const history = createHistory(store, (data) => host.request(data));
  const answers = createAnswers(store, socket, history);
  const chat = () => store.get().chats["s:s-1"];
  const shown = () => chat()?.messages.map((m) => [m.source, m.content]);
  return { store, host, socket, history, answers, chat, shown };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe("a chat's history and a question asked meanwhile", () => {
  let fetches: Array<{ body: Record<string, unknown> }>;
  beforeEach(() => {
    fetches = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("[AI-29] [AISOCK-14] the chosen session's history is asked for 500 ms after the choice, and only the last choice's", async () => {
    vi.useFakeTimers();
    const t = setup();
    // The spec's 500 ms, written here: a change at 499 ms restarts the wait; 499 ms later nothing yet, at 500 ms the last one.
    t.history.schedule({ kind: "session", id: "s-2" });
    vi.advanceTimersByTime(499);
    expect(t.host.request).not.toHaveBeenCalled();
    t.history.schedule({ kind: "session", id: "s-1" });
    vi.advanceTimersByTime(499);
    expect(t.host.request).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(t.host.pending.map((p) => p.data)).toEqual([{ session_id: "s-1" }]);
    t.host.pending[0]!.answer({ chats: HOST_CHATS });
    await vi.waitFor(() => expect(t.shown()).toEqual([[1, "如何提高广告转化率"], [2, "关于「如何提高广告转化率」，建议如下……"]]));
  });

  it("[AISOCK-17] a question asked before the history is shown at once, waits for the history, goes below it and carries its pairs", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const t = setup();
    const stream = streamResponse();
    vi.stubGlobal("fetch", vi.fn((_url: string, init: RequestInit) => (fetches.push({ body: JSON.parse(String(init.body)) }), Promise.resolve(stream.response))));
    t.history.schedule({ kind: "session", id: "s-1" });
    expect(t.answers.ask({ kind: "session", id: "s-1" }, "广告 ACoS 多少合适")).toBe(true);
    expect(t.shown()).toEqual([[1, "广告 ACoS 多少合适"], [2, ""]]);
    expect(t.chat()?.phase).toBe("loading");
    expect(fetches).toHaveLength(0);
    // The question's own request is the history: no second one 500 ms after the choice.
    expect(t.host.pending.map((p) => p.data)).toEqual([{ session_id: "s-1" }]);
    vi.advanceTimersByTime(DETAIL_DELAY_MS);
    expect(t.host.pending).toHaveLength(1);
    t.host.pending[0]!.answer({ chats: HOST_CHATS });
    await vi.waitFor(() => expect(fetches).toHaveLength(1));
    expect(fetches[0]!.body).toEqual({ session_id: "s-1", message: "广告 ACoS 多少合适", model_code: "deepseek-r1", his_messages: PAIRS });
    expect(t.shown()).toEqual([[1, "如何提高广告转化率"], [2, "关于「如何提高广告转化率」，建议如下……"], [1, "广告 ACoS 多少合适"], [2, ""]]);
  });

  it("a history asked for before a question and arriving after its answer ended neither overwrites nor drops the exchange", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const t = setup();
    // Shown once already; then the session is chosen again and its history asked for anew.
    t.store.chat("s:s-1", () => ({ messages: [], loaded: true }));
    t.history.schedule({ kind: "session", id: "s-1" });
    vi.advanceTimersByTime(DETAIL_DELAY_MS);
    vi.useRealTimers();
    expect(t.host.pending).toHaveLength(1);
    const stream = streamResponse();
    vi.stubGlobal("fetch", vi.fn((_url: string, init: RequestInit) => (fetches.push({ body: JSON.parse(String(init.body)) }), Promise.resolve(stream.response))));
    expect(t.answers.ask({ kind: "session", id: "s-1" }, "广告 ACoS 多少合适")).toBe(true);
    expect(fetches).toHaveLength(1);
    stream.event("想一想", "");
    await flush();
    t.answers.stop({ kind: "session", id: "s-1" });
    expect(t.chat()?.phase).toBe("idle");
    t.host.pending[0]!.answer({ chats: HOST_CHATS });
    await flush();
    await flush();
    expect(t.shown()).toEqual([[1, "广告 ACoS 多少合适"], [2, ""]]);
    expect(t.chat()?.messages[1]).toMatchObject({ think: "想一想", partial: "stopped" });
  });

  it("a history asked for after a failed answer keeps that failure and its question after it (the host never recorded them)", async () => {
    const t = setup();
    t.store.chat("s:s-1", () => ({ messages: [], loaded: true }));
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ ok: false, status: 502, message: "x" }, { status: 502 })));
    expect(t.answers.ask({ kind: "session", id: "s-1" }, "广告 ACoS 多少合适")).toBe(true);
    await vi.waitFor(() => expect(t.chat()?.messages[1]).toMatchObject({ partial: "failed" }));
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    t.history.schedule({ kind: "session", id: "s-1" });
    vi.advanceTimersByTime(DETAIL_DELAY_MS);
    vi.useRealTimers();
    t.host.pending[0]!.answer({ chats: HOST_CHATS });
    await flush();
    await flush();
    expect(t.shown()).toEqual([[1, "如何提高广告转化率"], [2, "关于「如何提高广告转化率」，建议如下……"], [1, "广告 ACoS 多少合适"], [2, ""]]);
    expect(t.chat()?.messages[3]).toMatchObject({ partial: "failed", failure: "answer.unavailable", question: "广告 ACoS 多少合适" });
  });

  it("a question stopped while it waits for the history is never sent; the history still goes above it", async () => {
    const t = setup();
    vi.stubGlobal("fetch", vi.fn(() => Promise.reject(new Error("not expected"))));
    t.answers.ask({ kind: "session", id: "s-1" }, "广告 ACoS 多少合适");
    t.answers.stop({ kind: "session", id: "s-1" });
    t.host.pending[0]!.answer({ chats: HOST_CHATS });
    await vi.waitFor(() => expect(t.chat()?.loaded).toBe(true));
    await flush();
    expect(fetch).not.toHaveBeenCalled();
    expect(t.shown()).toEqual([[1, "如何提高广告转化率"], [2, "关于「如何提高广告转化率」，建议如下……"], [1, "广告 ACoS 多少合适"], [2, ""]]);
    expect(t.chat()?.messages[3]?.partial).toBe("stopped");
  });

  it("[AISOCK-17] [AISOCK-18] a history the host cannot give lets the question go without it; an agent's question waits the same way", async () => {
    const t = setup();
    const stream = streamResponse();
    vi.stubGlobal("fetch", vi.fn((_url: string, init: RequestInit) => (fetches.push({ body: JSON.parse(String(init.body)) }), Promise.resolve(stream.response))));
    t.answers.ask({ kind: "session", id: "s-1" }, "广告 ACoS 多少合适");
    t.host.pending[0]!.answer(undefined);
    await vi.waitFor(() => expect(fetches).toHaveLength(1));
    expect(fetches[0]!.body).toEqual({ session_id: "s-1", message: "广告 ACoS 多少合适", model_code: "deepseek-r1", his_messages: [] });
    expect(t.shown()).toEqual([[1, "广告 ACoS 多少合适"], [2, ""]]);

    t.answers.ask({ kind: "agent", userAgentId: 101, agentId: 2 }, "TikTok 退货政策");
    expect(t.host.pending[1]!.data).toEqual({ agent_id: 2, user_agent_id: 101 });
    expect(t.socket.send).not.toHaveBeenCalled();
    t.host.pending[1]!.answer({ chats: [{ message_id: "ua-1", source: 1, content: "旧问题" }, { message_id: "ua-2", source: 2, content: "旧回答" }] });
    await vi.waitFor(() => expect(t.socket.send).toHaveBeenCalledTimes(1));
    expect(t.socket.send).toHaveBeenCalledWith("robot", { agent_id: 2, user_agent_id: 101, message: "TikTok 退货政策", his_messages: [{ question: "旧问题", answer: "旧回答" }] });
    // A chosen theme adds its agent_theme_id; without one the key is absent (above).
    t.answers.ask({ kind: "agent", userAgentId: 103, agentId: 3 }, "主题问题", { themeId: 7 });
    t.host.pending[2]!.answer({ chats: [] });
    await vi.waitFor(() => expect(t.socket.send).toHaveBeenCalledTimes(2));
    expect(t.socket.send).toHaveBeenLastCalledWith("robot", { agent_id: 3, user_agent_id: 103, message: "主题问题", his_messages: [], agent_theme_id: 7 });
  });
});
