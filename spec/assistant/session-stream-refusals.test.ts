// @vitest-environment happy-dom
/**
 * The assistant's answer stream keeps its own reader, but a reply that is no stream is read as
 * the route client reads one: an ended session gets the one reaction (the login page, once)
 * before the answer says so; the other refusals keep their answer texts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { streamSession, type AnswerSink } from "~/features/assistant/store/session-stream";

const QUESTION = { session_id: "s1", message: "hi", model_code: "m", his_messages: [] };

function sink() {
  const calls: string[] = [];
  const s: AnswerSink = {
    live: () => true,
    event: () => calls.push("event"),
    end: () => calls.push("end"),
    broken: () => calls.push("broken"),
    failed: (key) => calls.push(`failed:${key}`),
    refused: (w) => calls.push(`refused:${"key" in w ? w.key : w.text}`),
    loggedOut: () => calls.push("loggedOut"),
  };
  return { s, calls };
}

let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  const restore = new Event("pageshow");
  Object.defineProperty(restore, "persisted", { value: true });
  window.dispatchEvent(restore);
  assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answerWith = (res: Response) => vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(res)));
const json = (body: unknown, status: number) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("a reply that is no stream", () => {
  it("401: the login page that says the session expired, once, and the answer says logged out", async () => {
    answerWith(json({ ok: false, status: 401, message: "请先登录" }, 401));
    const { s, calls } = sink();
    await streamSession(s, QUESTION, new AbortController().signal);
    answerWith(json({ ok: false, status: 401, message: "请先登录" }, 401));
    await streamSession(sink().s, QUESTION, new AbortController().signal);
    expect(calls).toEqual(["loggedOut"]);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith("/login?reason=expired");
  });

  it("the quota, a host failure, a JSON 2xx and another refusal keep their answers, and nobody navigates", async () => {
    const cases: Array<[Response, string]> = [
      [json({ ok: false, status: 429, message: "今日额度已达上限" }, 429), "refused:chat.quotaReached"],
      [json({ ok: false, status: 502, message: "x" }, 502), "failed:answer.unavailable"],
      [json({ ok: true }, 200), "failed:answer.unavailable"],
      [json({ ok: false, status: 400, message: "x" }, 400), "failed:answer.failed"],
    ];
    for (const [res, expected] of cases) {
      answerWith(res);
      const { s, calls } = sink();
      await streamSession(s, QUESTION, new AbortController().signal);
      expect(calls).toEqual([expected]);
    }
    expect(assign).not.toHaveBeenCalled();
  });
});
