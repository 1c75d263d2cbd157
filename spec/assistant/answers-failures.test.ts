/**
 * How an answer ends, as the drawer's store holds it (what the chat shows): unparseable lines,
 * a host that fails or answers JSON, an empty stream, a socket that drops, stop, and retry.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAnswers } from "~/features/assistant/store/answers";
import { createHistory } from "~/features/assistant/store/history";
import { createStore } from "~/features/assistant/store/store";
import type { AssistantReply, AssistantSocket, AssistantSocketState } from "~/features/assistant/socket/assistant-socket";

/** A socket whose state and stream replies the test drives. */
function fakeSocket() {
  const stream = new Set<(r: AssistantReply) => void>();
  const states = new Set<(s: AssistantSocketState) => void>();
  const socket = {
    state: "connected" as AssistantSocketState,
    onStream: (fn: (r: AssistantReply) => void) => (stream.add(fn), () => stream.delete(fn)),
    onState: (fn: (s: AssistantSocketState) => void) => (states.add(fn), () => states.delete(fn)),
    request: () => new Promise(() => undefined),
    send: vi.fn(() => true),
  };
  return {
    socket: socket as unknown as AssistantSocket,
    send: socket.send,
    reply: (r: AssistantReply) => stream.forEach((fn) => fn(r)),
    drop: () => {
      socket.state = "connecting";
      states.forEach((fn) => fn("connecting"));
    },
  };
}

function setup() {
  const s = fakeSocket();
  const store = createStore("owner@A");
  const warnings: unknown[] = [];
  store.onWarn((w) => warnings.push(w));
  const answers = createAnswers(store, s.socket, createHistory(store, () => new Promise(() => undefined)));
  store.chat("s:s-1", () => ({ loaded: true, messages: [
    { message_id: "s-1-1", source: 1, content: "第一个问题" },
    { message_id: "s-1-2", source: 2, content: "第一个回答" },
  ] }));
  const chat = () => store.get().chats["s:s-1"]!;
  const last = () => chat().messages.at(-1)!;
  const idle = () => expect.poll(() => chat().phase, { timeout: 10_000 }).toBe("idle");
  return { ...s, store, answers, warnings, chat, last, idle };
}

const enc = new TextEncoder();
/** A `text/event-stream` response of `parts` (strings, sent as they are), optionally broken at the end. */
function sse(parts: string[], opts: { broken?: boolean; type?: string } = {}) {
  let i = 0;
  // One part per read, then the end (or the break): what came before a break is read first.
  const body = new ReadableStream<Uint8Array>({
    pull(c) {
      if (i < parts.length) return c.enqueue(enc.encode(parts[i++]!));
      if (opts.broken) c.error(new Error("connection reset"));
      else c.close();
    },
  });
  return new Response(body, { headers: { "Content-Type": opts.type ?? "text/event-stream; charset=utf-8" } });
}
const data = (o: object) => `data: ${JSON.stringify(o)}\n\n`;

afterEach(() => vi.unstubAllGlobals());

describe("how an answer ends", () => {
  it("[AI-62] a streamed line that cannot be parsed is ignored and the stream continues: the answer shows every good line around a broken one, a 2 MB one, and a 2 MB good-looking one, and ends normally", async () => {
    const t = setup();
    const twoMb = "x".repeat(2 * 1024 * 1024);
    // As a host writes them: the long lines and the good line after them arrive in one read.
    vi.stubGlobal("fetch", vi.fn(async () => sse([
      data({ think: "想一想", content: "" }),
      data({ think: "", content: "Hello " }),
      ["data: {broken\n\n", `data: ${twoMb}\n\n`, data({ think: "", content: "big " }).replace("big ", twoMb), "data: [1,2]\n\n", data({ think: "", content: "world" })].join(""),
    ])));
    expect(t.answers.ask({ kind: "session", id: "s-1" }, "问题")).toBe(true);
    await t.idle();
    expect(t.last()).toMatchObject({ source: 2, content: "Hello world", think: "想一想" });
    expect(t.last().partial).toBeUndefined();
    expect(t.warnings).toEqual([]);
    expect(t.chat().messages.slice(0, 2).map((m) => m.content)).toEqual(["第一个问题", "第一个回答"]);
  });

  it("a host that failed (the portal's 502), a network error and a JSON 200 instead of a stream each end in a message in the answer, with a retry; the earlier answer stays", async () => {
    for (const [reply, failure] of [
      [() => Response.json({ ok: false, status: 502, message: "AI 助手服务暂时不可用，请稍后重试。" }, { status: 502 }), "answer.unavailable"],
      [() => Promise.reject(new TypeError("Failed to fetch")), "answer.unavailable"],
      [() => Response.json({ code: 0, message: "success", data: null }), "answer.unavailable"],
      [() => Response.json({ ok: false, status: 400, message: "请求无效，请重试。" }, { status: 400 }), "answer.failed"],
      [() => sse([": keep-alive\n\n", "data: {}\n\n"]), "answer.empty"],
    ] as const) {
      const t = setup();
      vi.stubGlobal("fetch", vi.fn(async () => reply()));
      t.answers.ask({ kind: "session", id: "s-1" }, "问题");
      await t.idle();
      expect(t.last(), failure).toMatchObject({ source: 2, partial: "failed", failure, question: "问题" });
      expect(t.chat().messages.map((m) => m.content)).toEqual(["第一个问题", "第一个回答", "问题", ""]);
      expect(t.warnings).toEqual([]);
    }
  });

  it("retry asks again; an answer that showed nothing goes with its question, one that showed something stays above", async () => {
    const t = setup();
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({}, { status: 502 })));
    t.answers.ask({ kind: "session", id: "s-1" }, "问题");
    await t.idle();
    vi.stubGlobal("fetch", vi.fn(async () => sse([data({ think: "", content: "部分" })], { broken: true })));
    expect(t.answers.retry({ kind: "session", id: "s-1" }, t.last().message_id)).toBe(true);
    await t.idle();
    expect(t.chat().messages.map((m) => [m.content, m.partial])).toEqual([
      ["第一个问题", undefined], ["第一个回答", undefined], ["问题", undefined], ["部分", "broken"],
    ]);
    vi.stubGlobal("fetch", vi.fn(async () => sse([data({ think: "", content: "完整回答" })])));
    t.answers.retry({ kind: "session", id: "s-1" }, t.last().message_id);
    await t.idle();
    expect(t.chat().messages.map((m) => [m.content, m.partial])).toEqual([
      ["第一个问题", undefined], ["第一个回答", undefined], ["问题", undefined], ["部分", "broken"], ["问题", undefined], ["完整回答", undefined],
    ]);
  });

  it("an agent answer whose socket drops keeps what came, marked broken; one that had shown nothing says the assistant is unavailable; no toast either way", async () => {
    const t = setup();
    const agent = { kind: "agent", userAgentId: 101, agentId: 1 } as const;
    t.store.chat("a:101", () => ({ loaded: true }));
    t.answers.ask(agent, "写个标题");
    t.reply({ code: 0, method: "robot", message: "", data: { user_agent_id: 101, think: "", content: "蓝牙耳机", finish: false } });
    await expect.poll(() => t.store.get().chats["a:101"]?.messages.at(-1)?.content).toBe("蓝牙耳机");
    t.drop();
    expect(t.store.get().chats["a:101"]).toMatchObject({ phase: "idle" });
    expect(t.store.get().chats["a:101"]!.messages.at(-1)).toMatchObject({ content: "蓝牙耳机", partial: "broken" });
    const u = setup();
    u.store.chat("a:101", () => ({ loaded: true }));
    u.answers.ask(agent, "写个标题");
    u.drop();
    expect(u.store.get().chats["a:101"]!.messages.at(-1)).toMatchObject({ content: "", partial: "failed", failure: "answer.unavailable" });
    expect([...t.warnings, ...u.warnings]).toEqual([]);
  });

  it("stop aborts with `request cancelled by user` and shows at once everything that arrived, marked stopped", async () => {
    const t = setup();
    let signal: AbortSignal | undefined;
    let push: (s: string) => void = () => {};
    vi.stubGlobal("fetch", vi.fn(async (_u: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return new Response(new ReadableStream<Uint8Array>({ start: (c) => void (push = (s) => c.enqueue(enc.encode(s))) }), { headers: { "Content-Type": "text/event-stream" } });
    }));
    t.answers.ask({ kind: "session", id: "s-1" }, "问题");
    await expect.poll(() => signal).toBeDefined();
    push(data({ think: "", content: "一二三四五六七八九十".repeat(10) }));
    await expect.poll(() => t.last().content.length).toBeGreaterThan(0);
    t.answers.stop({ kind: "session", id: "s-1" });
    expect(signal!.aborted).toBe(true);
    expect(signal!.reason).toBe("request cancelled by user");
    expect(t.chat().phase).toBe("idle");
    expect(t.last()).toMatchObject({ content: "一二三四五六七八九十".repeat(10), partial: "stopped" });
  });
});
