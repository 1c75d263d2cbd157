import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inQuietWindow, isHms, isNextDay, isQuiet, localClock, mergeQuietWindows } from "~/features/notices/model";

const pad = (n: number) => String(n).padStart(2, "0");
const hms = fc.tuple(fc.nat(23), fc.nat(59), fc.nat(59)).map(([h, m, s]) => `${pad(h)}:${pad(m)}:${pad(s)}`);
const secs = (t: string) => t.split(":").map(Number).reduce((a, v) => a * 60 + v, 0);

describe("quiet hours", () => {
  it("a same-day window holds exactly the times between its ends, both included (SOCK-13, the notice suppressed, is in classify and e2e/notices)", () => {
    fc.assert(fc.property(hms, hms, hms, (a, b, t) => {
      fc.pre(a < b);
      const inside = secs(t) >= secs(a) && secs(t) <= secs(b);
      expect(inQuietWindow(t, { beginTime: a, endTime: b })).toBe(inside);
      expect(inQuietWindow(a, { beginTime: a, endTime: b })).toBe(true);
      expect(inQuietWindow(b, { beginTime: a, endTime: b })).toBe(true);
    }));
  });

  it("[SOCK-14] a window whose begin is after its end spans midnight, both ends included", () => {
    fc.assert(fc.property(hms, hms, hms, (b, e, t) => {
      fc.pre(b > e);
      const inside = secs(t) >= secs(b) || secs(t) <= secs(e);
      expect(inQuietWindow(t, { beginTime: b, endTime: e })).toBe(inside);
      expect(inQuietWindow("23:59:59", { beginTime: b, endTime: e })).toBe(true);
      expect(inQuietWindow("00:00:00", { beginTime: b, endTime: e })).toBe(true);
    }));
    expect(inQuietWindow("21:59:59", { beginTime: "22:00:00", endTime: "08:00:00" })).toBe(false);
    expect(inQuietWindow("22:00:00", { beginTime: "22:00:00", endTime: "08:00:00" })).toBe(true);
    expect(inQuietWindow("23:30:00", { beginTime: "22:00:00", endTime: "08:00:00" })).toBe(true);
    expect(inQuietWindow("08:00:00", { beginTime: "22:00:00", endTime: "08:00:00" })).toBe(true);
    expect(inQuietWindow("08:00:01", { beginTime: "22:00:00", endTime: "08:00:00" })).toBe(false);
  });

  it("a midnight-spanning window is the complement of the open same-day window between its ends (SOCK-14 whole, ends included: the test above)", () => {
    fc.assert(fc.property(hms, hms, hms, (b, e, t) => {
      fc.pre(b > e && t !== b && t !== e);
      expect(inQuietWindow(t, { beginTime: b, endTime: e })).toBe(!inQuietWindow(t, { beginTime: e, endTime: b }));
    }));
  });

  it("[SOCK-17] begin equal to end suppresses nothing", () => {
    fc.assert(fc.property(hms, hms, (x, t) => {
      expect(inQuietWindow(t, { beginTime: x, endTime: x })).toBe(false);
    }));
  });

  it("[SOCK-16] isNextDay is true exactly when begin is later than end", () => {
    fc.assert(fc.property(hms, hms, (b, e) => {
      expect(isNextDay(b, e)).toBe(secs(b) > secs(e));
    }));
  });

  it("[SOCK-15] only HH:mm:ss times count; anything else suppresses nothing", () => {
    fc.assert(fc.property(hms, (t) => {
      expect(isHms(t)).toBe(true);
    }));
    fc.assert(fc.property(fc.string(), fc.string(), fc.string(), (t, b, e) => {
      fc.pre(!(isHms(t) && isHms(b) && isHms(e)));
      expect(inQuietWindow(t, { beginTime: b, endTime: e })).toBe(false);
    }));
    expect(isHms("24:00:00")).toBe(false);
    expect(isHms("8:00:00")).toBe(false);
  });

  it("a window applies to its own messageType only (SOCK-12 whole: spec/notices/content-routes.test.ts)", () => {
    const windows = [{ messageType: 4, beginTime: "12:00:00", endTime: "13:30:00" }];
    expect(isQuiet(4, "12:30:00", windows)).toBe(true);
    expect(isQuiet(5, "12:30:00", windows)).toBe(false);
  });

  it("localClock formats the local wall-clock time", () => {
    fc.assert(fc.property(fc.nat(23), fc.nat(59), fc.nat(59), (h, m, s) => {
      expect(localClock(new Date(2026, 5, 1, h, m, s))).toBe(`${pad(h)}:${pad(m)}:${pad(s)}`);
    }));
  });

  it("the windows in force: every mute time, plus classifications of types without one; empty windows left out (SOCK-12 whole: spec/notices/content-routes.test.ts)", () => {
    const w = fc.record({ messageType: fc.integer({ min: 1, max: 6 }), beginTime: fc.oneof(hms, fc.constant("")), endTime: fc.oneof(hms, fc.constant("")) });
    fc.assert(fc.property(fc.array(w, { maxLength: 6 }), fc.array(w, { maxLength: 6 }), (classes, mutes) => {
      const merged = mergeQuietWindows(classes, mutes);
      const muted = new Set(mutes.map((m) => m.messageType));
      const expected = [...mutes, ...classes.filter((c) => !muted.has(c.messageType))].filter((x) => x.beginTime && x.endTime);
      expect(merged).toEqual(expected);
    }));
  });
});
