import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { historyPairs, typedLength, type ChatMessage } from "../../app/features/assistant/model/chat";
import { clampToViewport, isClick } from "../../app/features/assistant/model/drag";
import { orderSessions, type AiSession } from "../../app/features/assistant/model/types";
import {
  addQuote, canDeleteTemplate, charCount, checkSend, quotaOf, renameTitle, toggleTemplate, validateTemplate, validateTopic,
} from "../../app/features/assistant/model/validators";

describe("assistant validators", () => {
  it("[AI-24] [AI-25] a rename is at most 60 characters, and blank or unchanged sends nothing", () => {
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

  it("[AI-36] the team-topic form needs a name, members, and at most 10 templates", () => {
    fc.assert(fc.property(fc.string({ maxLength: 8 }), fc.array(fc.string({ minLength: 1 }), { maxLength: 3 }), fc.uniqueArray(fc.nat(50), { maxLength: 14 }), (title, members, ids) => {
      const r = validateTopic({ title, members, templateIds: ids });
      if (title.trim() === "") expect(r).toBe("topic.nameRequired");
      else if (members.length === 0) expect(r).toBe("topic.membersRequired");
      else expect(r).toBe(ids.length > 10 ? "topic.templatesMax" : null);
    }));
  });

  it("[AI-36] choosing an 11th template is refused and changes nothing", () => {
    fc.assert(fc.property(fc.uniqueArray(fc.nat(100), { maxLength: 10 }), fc.nat(100), (ids, id) => {
      const r = toggleTemplate(ids, id);
      expect(r.ids.length).toBeLessThanOrEqual(10);
      if (!ids.includes(id) && ids.length === 10) expect(r).toEqual({ ids, error: "topic.templatesMax" });
      if (ids.includes(id)) expect(r.ids).not.toContain(id);
    }));
  });

  it("[AI-38] [AI-39] [AI-40] [AI-41] template title 1–20 and content 1–1000 characters", () => {
    fc.assert(fc.property(fc.string({ unit: "grapheme", maxLength: 25 }), fc.string({ unit: "grapheme", maxLength: 1005 }), (title, content) => {
      const r = validateTemplate({ title, content });
      const expected = title.trim() === "" ? "template.titleRequired" : charCount(title) > 20 ? "template.titleMax"
        : content.trim() === "" ? "template.contentRequired" : charCount(content) > 1000 ? "template.contentMax" : null;
      expect(r).toBe(expected);
    }), { numRuns: 300 });
    expect(validateTemplate({ title: "一".repeat(21), content: "x" })).toBe("template.titleMax");
    expect(validateTemplate({ title: "ok", content: "字".repeat(1001) })).toBe("template.contentMax");
  });

  it("[AI-42] [AI-43] only a template with is_haveing can be deleted", () => {
    expect(canDeleteTemplate({ is_haveing: true })).toBe(true);
    expect(canDeleteTemplate({ is_haveing: 1 })).toBe(true);
    expect(canDeleteTemplate({ is_haveing: false })).toBe(false);
    expect(canDeleteTemplate({})).toBe(false);
  });

  it("[AI-54] [AI-55] [AI-56] [AI-58] sending: blank ignored, busy refused, quota refused except for agent 2", () => {
    fc.assert(fc.property(fc.string({ maxLength: 5 }), fc.boolean(), fc.nat(12), fc.nat(12), fc.option(fc.nat(4)), (text, busy, used, total, agentId) => {
      const r = checkSend({ text, busy, quota: { used, total }, agentId });
      if (text.trim() === "") expect(r).toBe("empty");
      else if (busy) expect(r).toBe("busy");
      else expect(r).toBe(agentId !== 2 && used >= total ? "quota" : null);
    }));
  });

  it("[AI-57] [AI-10] the quota falls back to 10 and is shown used/total", () => {
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

  it("[AI-59] the context holds only the pairs after the last divider", () => {
    const m = (id: string, source: 1 | 2 | 3, content = id): ChatMessage => ({ message_id: id, source, content });
    expect(historyPairs([m("q1", 1), m("a1", 2), m("d", 3), m("q2", 1), m("a2", 2), m("q3", 1)])).toEqual([{ question: "q2", answer: "a2" }]);
  });

  it("[AI-50] typing shows one character per 20 ms, never more than arrived, never going back", () => {
    fc.assert(fc.property(fc.nat(100), fc.nat(200), fc.nat(5000), (shown, extra, ms) => {
      const n = typedLength(shown, shown + extra, ms);
      expect(n).toBe(Math.min(shown + extra, shown + Math.floor(ms / 20)));
    }));
  });

  it("[AI-13] [AI-14] the button stays on screen; at most 3 px is a click", () => {
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

  it("[AI-21] pinned sessions first, then the most recently updated", () => {
    const s = (id: string, isTopup: boolean, updated_at: string): AiSession => ({ session_id: id, title: id, type: "session", isTopup, updated_at });
    expect(orderSessions([s("a", false, "2026-01-02"), s("b", true, "2026-01-01"), s("c", false, "2026-01-03")]).map((x) => x.session_id)).toEqual(["b", "c", "a"]);
  });
});
