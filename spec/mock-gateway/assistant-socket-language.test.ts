/**
 * The mock assistant socket's language: what it composes (agent chat and screenshot answers, the
 * agents' themes) is in the language of the socket's upgrade (`Accept-Language`, which the
 * portal's proxy sets from the user's language cookie), zh_CN without one, deterministically.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { GatewayLanguage } from "../../app/gateway/schemas";
import { composeAnswer } from "../../mock-gateway/assistant/answers";
import { acceptLanguageOf } from "../../mock-gateway/core/messages";
import { BASE, setupGateway } from "./helpers";

const HAN = /\p{Script=Han}/u;
type Reply = { code: number; method: string; data: Record<string, unknown> | null };

describe("mock assistant socket: the socket's language", () => {
  const gw = setupGateway();
  beforeEach(async () => {
    gw.reset();
    const res = await fetch(`${BASE}/__mock/assistant`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ chunkDelayMs: 0, chunkChars: 1000, minContentChars: 0 }) });
    expect(res.ok).toBe(true);
  });

  /** A socket session of owner in `language`; `ask` sends a frame and resolves with its replies (a streamed answer's until the last). */
  function session(language?: GatewayLanguage) {
    const replies: Reply[] = [];
    const s = gw.assistant.open("owner", (text) => void replies.push(JSON.parse(text) as Reply), language);
    return async (method: string, data: Record<string, unknown>) => {
      const from = replies.length;
      s.frame(JSON.stringify({ authorization: "token", company_code: "", source: "aiRobot", userid: "owner", method, data }));
      const streams = method === "robot" || method === "message";
      await vi.waitFor(() => expect(replies.slice(from).some((r) => r.method === method && (!streams || r.data?.finish === true))).toBe(true));
      return replies.slice(from).filter((r) => r.method === method);
    };
  }
  const answerOf = (replies: Reply[]) => ({
    think: replies.map((r) => String(r.data?.think ?? "")).join(""),
    content: replies.map((r) => String(r.data?.content ?? "")).join(""),
  });

  it("an Accept-Language chooses en_US or ko_KR by its prefix; anything else, or none, is zh_CN", () => {
    expect(acceptLanguageOf("en-US")).toBe("en_US");
    expect(acceptLanguageOf("ko-KR")).toBe("ko_KR");
    for (const other of ["zh-CN", "", "fr-FR", "zh-TW", undefined, null, ["en-US"]]) expect(acceptLanguageOf(other), String(other)).toBe("zh_CN");
  });

  it("an agent chat is answered in the socket's language, zh_CN without one; the same question gives the same answer", async () => {
    const question = "How do I reconcile orders?";
    for (const language of [undefined, "zh_CN", "en_US", "ko_KR"] as const) {
      const ask = session(language);
      const answer = answerOf(await ask("robot", { agent_id: 2, user_agent_id: 102, message: question, his_messages: [] }));
      expect(answer, String(language)).toEqual(composeAnswer(question, undefined, 0, language ?? "zh_CN"));
      expect(answerOf(await ask("robot", { agent_id: 2, user_agent_id: 102, message: question, his_messages: [] }))).toEqual(answer);
    }
    const en = answerOf(await session("en_US")("robot", { agent_id: 2, user_agent_id: 102, message: "TikTok 退货政策", his_messages: [] }));
    expect(en.content).not.toMatch(HAN);
  });

  it("the agents' themes are in the socket's language with the same ids, and a chosen theme is answered from its prompt in that language", async () => {
    const themes = async (language?: GatewayLanguage) => {
      const [reply] = await session(language)("getUserAgents", {});
      return (reply!.data as unknown as Array<{ user_agent_id: number; themes: Array<{ title: string; prompt: string; agent_theme_id: number }> }>).find((u) => u.user_agent_id === 102)!.themes;
    };
    const [zh, en, ko, none] = [await themes("zh_CN"), await themes("en_US"), await themes("ko_KR"), await themes()];
    expect(none).toEqual(zh);
    expect(en.map((t) => t.agent_theme_id)).toEqual(zh.map((t) => t.agent_theme_id));
    expect(ko.map((t) => t.agent_theme_id)).toEqual(zh.map((t) => t.agent_theme_id));
    expect(zh.map((t) => t.title).join("")).toMatch(HAN);
    expect(en.map((t) => t.title + t.prompt).join("")).not.toMatch(HAN);
    expect(ko.map((t) => t.title + t.prompt).join("")).toMatch(/\p{Script=Hangul}/u);
    const theme = en[0]!;
    const answer = answerOf(await session("en_US")("robot", { agent_id: 2, user_agent_id: 102, message: theme.prompt, his_messages: [], agent_theme_id: theme.agent_theme_id }));
    expect(answer).toEqual(composeAnswer(theme.prompt, undefined, 0, "en_US"));
  });

  it("a screenshot analysis is answered in the socket's language", async () => {
    const image = `${BASE}/api/v1/agent/images/shot-1.jpeg`;
    const answer = answerOf(await session("ko_KR")("message", { session_id: "s-owner-1", message: "What is on this page?", images: [image] }));
    expect(answer).toEqual(composeAnswer("What is on this page?", image, 0, "ko_KR"));
  });
});
