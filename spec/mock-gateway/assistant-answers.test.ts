/**
 * The mock assistant's composed answers: deterministic, padded on request (the bench's 20 KB
 * answer), and in the asking user's language (the portal's `Accept-Language` on the question).
 */
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import type { GatewayLanguage } from "../../app/gateway/schemas";
import { openQuestionStream } from "../../app/gateway/assistant.server";
import { composeAnswer } from "../../mock-gateway/assistant/answers";
import { BASE, login, setupGateway } from "./helpers";

const LANGUAGES: readonly GatewayLanguage[] = ["zh_CN", "en_US", "ko_KR"];
const HAN = /\p{Script=Han}/u;
const HANGUL = /\p{Script=Hangul}/u;

/** All the text of an answer (the questions asked here are ASCII: what is Han or Hangul is its own words). */
const words = (a: { think: string; content: string }) => a.think + a.content;

describe("mock assistant answers", () => {
  it("the same question gives the same answer; padding keeps the composed answer as its start and reaches the size asked", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 80 }), fc.integer({ min: 0, max: 30_000 }), fc.constantFrom(...LANGUAGES), (question, min, language) => {
        const plain = composeAnswer(question, undefined, 0, language);
        expect(composeAnswer(question, undefined, 0, language)).toEqual(plain);
        const padded = composeAnswer(question, undefined, min, language);
        expect(padded.think).toBe(plain.think);
        expect(padded.content.startsWith(plain.content)).toBe(true);
        expect([...padded.content].length).toBeGreaterThanOrEqual(min);
        if ([...plain.content].length >= min) expect(padded.content).toBe(plain.content);
      }),
      { numRuns: 50 },
    );
  });

  it("the answer is in the language asked: the same document and shape (a table and a code block), its own words in that language; zh_CN by default", () => {
    const question = fc.stringMatching(/^[A-Za-z0-9 ?]{1,40}$/).filter((q) => q.trim() !== "");
    fc.assert(
      fc.property(question, fc.option(fc.constant("http://mock.test/api/v1/agent/images/shot-1.jpeg"), { nil: undefined }), (q, image) => {
        const [zh, en, ko] = LANGUAGES.map((l) => composeAnswer(q, image, 0, l)) as [ReturnType<typeof composeAnswer>, ReturnType<typeof composeAnswer>, ReturnType<typeof composeAnswer>];
        expect(composeAnswer(q, image)).toEqual(zh);
        for (const a of [zh, en, ko]) {
          expect(a.content).toMatch(/\n\|---\|---\|---\|\n/);
          expect(a.content).toMatch(/```text\n.+\n```/);
          expect(a.content.split("\n")).toHaveLength(zh.content.split("\n").length);
          if (image) expect(a.content).toContain("shot-1.jpeg");
        }
        expect(words(zh)).toMatch(HAN);
        expect(words(zh)).not.toMatch(HANGUL);
        expect(words(en)).not.toMatch(HAN);
        expect(words(en)).not.toMatch(HANGUL);
        expect(words(en)).toMatch(/\| Step \| Action \| Where \|/);
        expect(words(ko)).toMatch(HANGUL);
        expect(words(ko)).not.toMatch(HAN);
      }),
      { numRuns: 60 },
    );
  });

  it("a question holding a topic's words gets that topic's document, whatever its language and the answer's", () => {
    const titles: Record<GatewayLanguage, string[]> = {
      zh_CN: ["广告转化率优化", "FBA 补货计划", "订单导出与对账"],
      en_US: ["Improving the ad conversion rate", "FBA replenishment plan", "Order export and reconciliation"],
      ko_KR: ["광고 전환율 최적화", "FBA 재입고 계획", "주문 내보내기와 정산 대조"],
    };
    const questions: Array<[string, number]> = [
      ["如何提高广告转化率？", 0], ["How do I raise my ad conversion rate?", 0], ["광고 전환율을 높이려면?", 0],
      ["FBA 补货怎么算", 1], ["When should I restock?", 1], ["재입고 수량은?", 1],
      ["订单导出如何对账", 2], ["How do I reconcile my orders?", 2], ["정산 대조 방법", 2],
    ];
    for (const [question, doc] of questions) {
      for (const language of LANGUAGES) {
        expect(composeAnswer(question, undefined, 0, language).content.split("\n")[0], `${question} ${language}`).toBe(`### ${titles[language][doc]}`);
      }
    }
  });
});

describe("mock assistant host: the question's language", () => {
  const gw = setupGateway();
  beforeEach(async () => {
    gw.reset();
    sent.length = 0;
    const res = await fetch(`${BASE}/__mock/assistant`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ chunkDelayMs: 0, chunkChars: 1000 }) });
    expect(res.ok).toBe(true);
  });

  /** The `Accept-Language` of each question sent. */
  const sent: Array<string | null> = [];
  const recording: typeof fetch = (input, init) => {
    sent.push(new Headers(init?.headers).get("accept-language"));
    return fetch(input, init);
  };

  /** The think and content of the streamed answer to `message`, asked as the portal asks. */
  async function ask(message: string, language?: GatewayLanguage) {
    const token = await login(gw, "owner");
    const stream = await openQuestionStream({ baseUrl: BASE, token, company: "", language, fetch: recording }, { session_id: "s-owner-1", message, model_code: "deepseek-r1", his_messages: [] });
    const text = await new Response(stream).text();
    const events = text.split("\n").filter((l) => l.startsWith("data:")).map((l) => JSON.parse(l.slice(5)) as { think: string; content: string });
    return { think: events.map((e) => e.think).join(""), content: events.map((e) => e.content).join("") };
  }

  it("the portal's caller language reaches the host as Accept-Language (HTTP form) and the answer is in it", async () => {
    for (const language of LANGUAGES) {
      const answer = await ask("How do I reconcile orders?", language);
      expect(answer).toEqual(composeAnswer("How do I reconcile orders?", undefined, 0, language));
    }
    expect(sent).toEqual(["zh-CN", "en-US", "ko-KR"]);
  });

  it("a question without a language is answered in zh_CN", async () => {
    const answer = await ask("How do I reconcile orders?");
    expect(sent).toEqual([null]);
    expect(answer).toEqual(composeAnswer("How do I reconcile orders?", undefined, 0, "zh_CN"));
    expect(answer.content).toMatch(HAN);
  });
});
