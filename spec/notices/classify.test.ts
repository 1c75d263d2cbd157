import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  EXPORT_DELAY_MS,
  EXPORT_DURATION_MS,
  FORCED_LOGOUT_COUNTDOWN_MS,
  FORCED_LOGOUT_KINDS,
  NOTICE_KINDS,
  classifyMessage,
  type QuietWindow,
} from "~/features/notices/model";

const at = (h: number, m = 0, s = 0) => new Date(2026, 2, 1, h, m, s);
const quiet: QuietWindow[] = [
  { messageType: 4, beginTime: "22:00:00", endTime: "08:00:00" },
  { messageType: 3, beginTime: "00:00:00", endTime: "23:59:59" },
  { messageType: 8, beginTime: "00:00:00", endTime: "23:59:59" },
];
const frame = (o: object) => JSON.stringify(o);

describe("classifyMessage", () => {
  it("any JSON value or string never throws, and anything without a numeric msgType is dropped", () => {
    fc.assert(fc.property(fc.oneof(fc.jsonValue(), fc.string(), fc.anything()), fc.date({ noInvalidDate: false }), fc.boolean(), (v, now, asText) => {
      const raw = typeof v === "string" || !asText ? v : JSON.stringify(v);
      const action = classifyMessage(raw, now, quiet);
      const obj = typeof raw === "string" ? (() => { try { return JSON.parse(raw) as unknown; } catch { return null; } })() : raw;
      const t = obj && typeof obj === "object" ? (obj as { msgType?: unknown }).msgType : undefined;
      const numericType = (typeof t === "number" && Number.isInteger(t)) || (typeof t === "string" && /^-?\d{1,9}$/.test(t));
      if (!numericType) expect(action).toEqual({ kind: "drop" });
    }));
  });

  it("[SOCK-05] pings and unparseable frames are dropped", () => {
    for (const raw of ["ping", "PONG", "heartbeat", "{not json", "", "null", "[]", frame({ msgType: "three" })]) {
      expect(classifyMessage(raw, at(9), quiet)).toEqual({ kind: "drop" });
    }
  });

  it("msgType 3 is a stored notice; a popup only when eject is 1", () => {
    fc.assert(fc.property(fc.oneof(fc.integer(), fc.constant(null), fc.constant("1")), (eject) => {
      const action = classifyMessage(frame({ msgType: 3, msgTitle: "T", msgInfo: "I", eject }), at(9), quiet);
      expect(action).toMatchObject({ kind: "notice", popup: eject === 1 || eject === "1", message: { msgTitle: "T", msgInfo: "I" } });
    }));
  });

  it("quiet hours do not apply to msgType 3 (SOCK-11's reading)", () => {
    expect(classifyMessage(frame({ msgType: 3, eject: 1 }), at(12), quiet)).toMatchObject({ kind: "notice", popup: true });
  });

  it("msgType 7 goes to the guide", () => {
    expect(classifyMessage(frame({ msgType: 7, guideSchedule: "1100" }), at(9), quiet)).toMatchObject({ kind: "guide", message: { guideSchedule: "1100" } });
  });

  it("msgType 8 is an export notice 1.5 s after arrival for 3 s, with its link only when followable (EXPORT-19 and EXPORT-20 on screen: e2e/notices.spec.ts, spec/export/download-link.test.ts)", () => {
    const ok = classifyMessage(frame({ msgType: 8, msgTitle: "导出完成", fileUrl: "https://files.test/a.csv" }), at(9), quiet);
    expect(ok).toEqual({ kind: "export", title: "导出完成", info: "", link: "https://files.test/a.csv", delayMs: 1500, durationMs: 3000 });
    expect([EXPORT_DELAY_MS, EXPORT_DURATION_MS]).toEqual([1500, 3000]);
    const bad = classifyMessage(frame({ msgType: 8, fileUrl: "javascript:alert(1)" }), at(9), quiet);
    expect(bad).toMatchObject({ kind: "export", link: null });
  });

  it("[SOCK-13] any other type is a toast, silenced inside its type's quiet hours, both ends included", () => {
    expect(classifyMessage(frame({ msgType: 4 }), at(21, 59, 59), quiet)).toMatchObject({ kind: "toast", silenced: false });
    expect(classifyMessage(frame({ msgType: 4 }), at(22, 0, 0), quiet)).toMatchObject({ kind: "toast", silenced: true });
    fc.assert(fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: -5, max: 50 }), (h, type) => {
      fc.pre(![3, 7, 8].includes(type));
      const action = classifyMessage(frame({ msgType: type, msgTitle: "T" }), at(h), quiet);
      expect(action).toMatchObject({ kind: "toast", silenced: type === 4 && (h >= 22 || h <= 8) }); // at(8) is 08:00:00, the window's inclusive end
    }));
    expect(classifyMessage(frame({ msgType: 4 }), at(8, 0, 0), quiet)).toMatchObject({ kind: "toast", silenced: true });
    expect(classifyMessage(frame({ msgType: 4 }), at(8, 0, 1), quiet)).toMatchObject({ kind: "toast", silenced: false });
    // A same-day window (type 5, 12:00:00–13:30:00): both ends inside, a second outside either end is not.
    const noon: QuietWindow[] = [{ messageType: 5, beginTime: "12:00:00", endTime: "13:30:00" }];
    expect(classifyMessage(frame({ msgType: 5 }), at(11, 59, 59), noon)).toMatchObject({ kind: "toast", silenced: false });
    expect(classifyMessage(frame({ msgType: 5 }), at(12, 0, 0), noon)).toMatchObject({ kind: "toast", silenced: true });
    expect(classifyMessage(frame({ msgType: 5 }), at(12, 45, 0), noon)).toMatchObject({ kind: "toast", silenced: true });
    expect(classifyMessage(frame({ msgType: 5 }), at(13, 30, 0), noon)).toMatchObject({ kind: "toast", silenced: true });
    expect(classifyMessage(frame({ msgType: 5 }), at(13, 30, 1), noon)).toMatchObject({ kind: "toast", silenced: false });
    expect(classifyMessage(frame({ msgType: 6 }), at(12, 45, 0), noon)).toMatchObject({ kind: "toast", silenced: false });
  });

  it("forced-logout notices count down 3 s and are never silenced", () => {
    fc.assert(fc.property(fc.constantFrom(...FORCED_LOGOUT_KINDS), fc.integer(), fc.integer({ min: 0, max: 23 }), (kind, type, h) => {
      const all: QuietWindow[] = [{ messageType: type, beginTime: "00:00:00", endTime: "23:59:59" }];
      const action = classifyMessage(frame({ msgType: type, noticeKind: kind, msgTitle: "T" }), at(h), all);
      expect(action).toEqual({ kind: "forced-logout", reason: kind, title: "T", info: "", countdownMs: FORCED_LOGOUT_COUNTDOWN_MS });
    }));
    expect(FORCED_LOGOUT_COUNTDOWN_MS).toBe(3000);
  });

  it("the offline and quiet-hours-change notices have their own actions", () => {
    expect(NOTICE_KINDS).toContain("offline");
    expect(classifyMessage(frame({ msgType: 9, noticeKind: "offline", msgTitle: "T" }), at(9), quiet)).toEqual({ kind: "offline", title: "T", info: "" });
    expect(classifyMessage(frame({ msgType: 9, noticeKind: "quietHoursChanged" }), at(9), quiet)).toMatchObject({ kind: "reload-quiet-hours" });
  });
});
