import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { historyPairs, typedLength, type ChatMessage } from "../../app/features/assistant/model/chat";
import { clampToViewport, isClick } from "../../app/features/assistant/model/drag";
import { orderSessions, type AiSession } from "../../app/features/assistant/model/types";
import {
  addQuote, canDeleteTemplate, charCount, checkSend, quotaOf, renameTitle, toggleTemplate, validateTemplate, validateTopic,
} from "../../app/features/assistant/model/validators";
import ZH from "../../app/i18n/resources/zh_CN/assistant.json";

describe("assistant validators", () => {
  it("[AI-24] a rename keeps 60 characters whole and cuts a 61st; blank or unchanged gives nothing to send", () => {
    expect(renameTitle("标".repeat(60), "旧")).toBe("标".repeat(60));
    expect(renameTitle("标".repeat(61), "旧")).toBe("标".repeat(60));
    expect(renameTitle("a".repeat(59) + "😀", "旧")).toBe("a".repeat(59) + "😀");
    fc.assert(fc.property(fc.string({ unit: "grapheme", maxLength: 90 }), fc.string({ maxLength: 10 }), (input, current) => {
      const title = renameTitle(input, current);
      if (input.trim() === "") expect(title).toBeNull();
      if (title !== null) {
        expect(charCount(title)).toBeLessThanOrEqual(60);
        expect(title.trim()).not.toBe("");
        expect(title).not.toBe(current);
      }
    }));
  });

  it("the team-topic form needs a name, members, and at most 10 templates", () => {
    fc.assert(fc.property(fc.string({ maxLength: 8 }), fc.array(fc.string({ minLength: 1 }), { maxLength: 3 }), fc.uniqueArray(fc.nat(50), { maxLength: 14 }), (title, members, ids) => {
      const r = validateTopic({ title, members, templateIds: ids });
      if (title.trim() === "") expect(r).toBe("topic.nameRequired");
      else if (members.length === 0) expect(r).toBe("topic.membersRequired");
      else expect(r).toBe(ids.length > 10 ? "topic.templatesMax" : null);
    }));
  });

  it("choosing an 11th template is refused and changes nothing", () => {
    fc.assert(fc.property(fc.uniqueArray(fc.nat(100), { maxLength: 10 }), fc.nat(100), (ids, id) => {
      const r = toggleTemplate(ids, id);
      expect(r.ids.length).toBeLessThanOrEqual(10);
      if (!ids.includes(id) && ids.length === 10) expect(r).toEqual({ ids, error: "topic.templatesMax" });
      if (ids.includes(id)) expect(r.ids).not.toContain(id);
    }));
  });

  it("template title 1–20 and content 1–1000 characters (the limits of AI-38..AI-41; their warnings on screen and the blocked save: e2e/assistant.spec.ts)", () => {
    fc.assert(fc.property(fc.string({ unit: "grapheme", maxLength: 25 }), fc.string({ unit: "grapheme", maxLength: 1005 }), (title, content) => {
      const r = validateTemplate({ title, content });
      const expected = title.trim() === "" ? "template.titleRequired" : charCount(title) > 20 ? "template.titleMax"
        : content.trim() === "" ? "template.contentRequired" : charCount(content) > 1000 ? "template.contentMax" : null;
      expect(r).toBe(expected);
    }), { numRuns: 300 });
    // The spec's limits, written here: 20 and 1000 pass, 21 and 1001 are refused.
    expect(validateTemplate({ title: "一".repeat(20), content: "x" })).toBeNull();
    expect(validateTemplate({ title: "一".repeat(21), content: "x" })).toBe("template.titleMax");
    expect(validateTemplate({ title: "ok", content: "字".repeat(1000) })).toBeNull();
    expect(validateTemplate({ title: "ok", content: "字".repeat(1001) })).toBe("template.contentMax");
    expect(validateTemplate({ title: " ", content: "x" })).toBe("template.titleRequired");
    expect(validateTemplate({ title: "ok", content: " " })).toBe("template.contentRequired");
    // What the seller reads (zh_CN): the spec's texts verbatim, and a required-field text.
    expect(ZH.template.titleMax).toBe("模板名称不能超过20字");
    expect(ZH.template.contentMax).toBe("模板内容不能超过1000字");
    expect(ZH.template.titleRequired).toBe("请输入模板名称");
    expect(ZH.template.contentRequired).toBe("请输入模板内容");
  });

  it("only a template with is_haveing can be deleted", () => {
    expect(canDeleteTemplate({ is_haveing: true })).toBe(true);
    expect(canDeleteTemplate({ is_haveing: 1 })).toBe(true);
    expect(canDeleteTemplate({ is_haveing: false })).toBe(false);
    expect(canDeleteTemplate({})).toBe(false);
  });

  it("[AI-56] sending: blank ignored (AI-54 as the seller sends: composer.test.tsx), busy refused, quota refused except for agent 2", () => {
    expect(checkSend({ text: " \n\t ", busy: false, quota: { used: 0, total: 10 }, agentId: null })).toBe("empty");
    expect(checkSend({ text: "问", busy: false, quota: { used: 9, total: 10 }, agentId: null })).toBeNull();
    expect(checkSend({ text: "问", busy: false, quota: { used: 10, total: 10 }, agentId: null })).toBe("quota");
    expect(checkSend({ text: "问", busy: false, quota: { used: 10, total: 10 }, agentId: 2 })).toBeNull();
    expect(checkSend({ text: "问", busy: false, quota: { used: 10, total: 10 }, agentId: 3 })).toBe("quota");
    fc.assert(fc.property(fc.string({ maxLength: 5 }), fc.boolean(), fc.nat(12), fc.nat(12), fc.option(fc.nat(4)), (text, busy, used, total, agentId) => {
      const r = checkSend({ text, busy, quota: { used, total }, agentId });
      if (text.trim() === "") expect(r).toBe("empty");
      else if (busy) expect(r).toBe("busy");
      else expect(r).toBe(agentId !== 2 && used >= total ? "quota" : null);
    }));
  });

  it("[AI-57] the quota falls back to 10 when the reply gives none", () => {
    expect(quotaOf({ daily_use_total: 3 })).toEqual({ used: 3, total: 10 });
    expect(quotaOf(null)).toEqual({ used: 0, total: 10 });
    expect(quotaOf({ daily_use_total: 10, daily_quota: 20 })).toEqual({ used: 10, total: 20 });
  });

  it("[AI-68] quoting a message twice adds one quote", () => {
    fc.assert(fc.property(fc.array(fc.constantFrom("a", "b", "c")), (ids) => {
      let quotes: Array<{ message_id: string; content: string }> = [];
      for (const id of ids) quotes = addQuote(quotes, { message_id: id, content: id });
      expect(quotes.map((q) => q.message_id)).toEqual([...new Set(ids)]);
    }));
  });

  it("the context holds only the pairs after the last divider", () => {
    const m = (id: string, source: 1 | 2 | 3, content = id): ChatMessage => ({ message_id: id, source, content });
    expect(historyPairs([m("q1", 1), m("a1", 2), m("d", 3), m("q2", 1), m("a2", 2), m("q3", 1)])).toEqual([{ question: "q2", answer: "a2" }]);
  });

  it("[AI-50] typing shows one character per 20 ms, never more than arrived, never going back", () => {
    fc.assert(fc.property(fc.nat(100), fc.nat(200), fc.nat(5000), (shown, extra, ms) => {
      const n = typedLength(shown, shown + extra, ms);
      expect(n).toBe(Math.min(shown + extra, shown + Math.floor(ms / 20)));
    }));
  });

  it("the button's spot is clamped to the screen; at most 3 px is a click (AI-13 and AI-14 on screen: e2e/assistant-sessions.spec.ts)", () => {
    fc.assert(fc.property(fc.double({ noNaN: false }), fc.double(), fc.integer({ min: 100, max: 3000 }), fc.integer({ min: 100, max: 2000 }), (x, y, w, h) => {
      const p = clampToViewport({ x, y }, 48, w, h);
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(w - 48);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(h - 48);
    }));
    expect(isClick({ x: 0, y: 0 }, { x: 3, y: 0 })).toBe(true);
    expect(isClick({ x: 0, y: 0 }, { x: 3, y: 1 })).toBe(false);
  });

  it("pinned sessions first, then the most recently updated (AI-21 on screen: sidebar.test.tsx)", () => {
    const s = (id: string, isTopup: boolean, updated_at: string): AiSession => ({ session_id: id, title: id, type: "session", isTopup, updated_at });
    expect(orderSessions([s("a", false, "2026-01-02"), s("b", true, "2026-01-01"), s("c", false, "2026-01-03"), s("d", true, "2026-01-04")]).map((x) => x.session_id)).toEqual(["d", "b", "c", "a"]);
  });
});
