import { afterEach, describe, expect, it, vi } from "vitest";
import { createAnswers } from "../../app/features/assistant/store/answers";
import { createHistory } from "../../app/features/assistant/store/history";
import { createStore } from "../../app/features/assistant/store/store";
import type { AssistantSocket } from "../../app/features/assistant/socket/assistant-socket";

/** A socket that is never asked anything in these tests (session questions go over HTTP). */
const idleSocket = { state: "connected", onStream: () => () => undefined, onState: () => () => undefined, request: () => new Promise(() => undefined), send: () => true } as unknown as AssistantSocket;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("asking a session question", () => {
  it("the stream request goes out before the chat redraws, and the chat then shows the question and a waiting answer", () => {
    const store = createStore("owner");
    const answers = createAnswers(store, idleSocket, createHistory(store, () => new Promise(() => undefined)));
    // The session's history is shown already (a question before it waits for it: history.test.ts).
    store.chat("s:s-1", () => ({ loaded: true }));
    const before = store.get().chats["s:s-1"];
    const seenAtRequest: unknown[] = [];
    const fetch = vi.fn((url: string, init: RequestInit) => {
      seenAtRequest.push(store.get().chats["s:s-1"]);
      expect(url).toBe("/api/assistant/stream");
      expect(JSON.parse(String(init.body))).toMatchObject({ session_id: "s-1", message: "你好" });
      return new Promise<Response>(() => undefined);
    });
    vi.stubGlobal("fetch", fetch);

    expect(answers.ask({ kind: "session", id: "s-1" }, " 你好 ")).toBe(true);

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(seenAtRequest).toEqual([before]);
    const chat = store.get().chats["s:s-1"];
    expect(chat?.phase).toBe("loading");
    expect(chat?.messages.map((m) => [m.source, m.content])).toEqual([[1, "你好"], [2, ""]]);
  });
});
