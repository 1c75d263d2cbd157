/** Identical toasts merge with a count; different ones never do (issue 24). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mergeDecision, mergeKey, repeatCount, type ShownToast, type ToastMessage } from "~/components/ui/toast-merge";

const message: fc.Arbitrary<ToastMessage> = fc.record({
  type: fc.constantFrom("success", "error", "warning", "info"),
  title: fc.constantFrom("操作失败", "Operation failed", "操作失败 ", "保存成功"),
  description: fc.constantFrom(undefined, "", "请稍后再试", "Try again"),
});

/** A store that applies the decisions, as the toaster does (nothing expires here). */
function run(messages: readonly ToastMessage[]): ShownToast[] {
  let shown: ShownToast[] = [];
  messages.forEach((m, i) => {
    const d = mergeDecision(shown, m);
    shown = d.kind === "merge" ? shown.map((t) => (t.id === d.id ? { ...t, meta: { ...d.meta } } : t)) : [{ id: `t${i}`, meta: { ...d.meta } }, ...shown];
  });
  return shown;
}

describe("toast merging", () => {
  it("one toast per distinct message, counting each time it happened; no message is lost", () => {
    fc.assert(
      fc.property(fc.array(message, { maxLength: 40 }), (messages) => {
        const shown = run(messages);
        const occurrences = new Map<string, number>();
        for (const m of messages) occurrences.set(mergeKey(m), (occurrences.get(mergeKey(m)) ?? 0) + 1);
        expect(shown).toHaveLength(occurrences.size);
        for (const t of shown) expect(t.meta?.count).toBe(occurrences.get(String(t.meta?.mergeKey)));
        expect(shown.reduce((n, t) => n + Number(t.meta?.count), 0)).toBe(messages.length);
      }),
    );
  });

  it("messages differing in type, title (even by a space) or description never merge; an undefined and an empty description are the same", () => {
    expect(mergeDecision(run([{ type: "error", title: "操作失败" }]), { type: "warning", title: "操作失败" }).kind).toBe("new");
    expect(mergeDecision(run([{ type: "error", title: "操作失败" }]), { type: "error", title: "操作失败 " }).kind).toBe("new");
    expect(mergeDecision(run([{ type: "error", title: "操作失败", description: "a" }]), { type: "error", title: "操作失败", description: "b" }).kind).toBe("new");
    expect(mergeDecision(run([{ type: "error", title: "操作失败" }]), { type: "error", title: "操作失败", description: "" })).toMatchObject({ kind: "merge", id: "t0" });
  });

  it("three identical failures show as one toast counting 3; a toast made elsewhere (no merge facts) never takes a merge", () => {
    const shown = run([{ type: "error", title: "操作失败" }, { type: "error", title: "操作失败" }, { type: "error", title: "操作失败" }]);
    expect(shown).toHaveLength(1);
    expect(repeatCount(shown[0]?.meta)).toBe(3);
    expect(repeatCount({ count: 1 })).toBeNull();
    expect(repeatCount(undefined)).toBeNull();
    expect(mergeDecision([{ id: "x", meta: undefined }, { id: "y" }], { type: "info", title: "" }).kind).toBe("new");
  });
});
