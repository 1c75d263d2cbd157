import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { classifyMessage, effectsOf, type QuietWindow } from "~/features/notices/model";

const quiet: QuietWindow[] = [{ messageType: 4, beginTime: "12:00:00", endTime: "13:30:00" }];
const at = (h: number, m = 0) => new Date(2026, 2, 1, h, m, 0);
const run = (msg: object, when: Date) => effectsOf(classifyMessage(JSON.stringify(msg), when, quiet), when.getTime());

describe("notice effects", () => {
  it("a notice silenced by quiet hours shows no toast but still refreshes the bell", () => {
    expect(run({ msgType: 4, msgTitle: "T", msgInfo: "I" }, at(12, 30))).toMatchObject({ toast: null, refreshBell: true });
    expect(run({ msgType: 4, msgTitle: "T", msgInfo: "I" }, at(14))).toMatchObject({ toast: { title: "T", info: "I" }, refreshBell: true });
  });

  it("msgType 3 refreshes the bell; the popup only with eject 1", () => {
    expect(run({ msgType: 3, msgTitle: "T", msgInfo: "I", eject: 1 }, at(9))).toMatchObject({ refreshBell: true, popup: { title: "T", info: "I" }, toast: null });
    expect(run({ msgType: 3, eject: 0 }, at(9))).toMatchObject({ refreshBell: true, popup: null });
  });

  it("the export notification shows 1.5 s after arrival and hides 3 s later", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 2_000_000_000_000 }), (t) => {
      const e = effectsOf(classifyMessage(JSON.stringify({ msgType: 8, fileUrl: "https://f.test/a.csv" }), new Date(t), []), t);
      expect(e.exportNotice).toMatchObject({ showAt: t + 1500, hideAt: t + 4500, link: "https://f.test/a.csv" });
      expect(e.toast).toBeNull();
    }));
  });

  it("a forced logout logs out 3 s after arrival", () => {
    const when = at(12, 30);
    expect(run({ msgType: 4, noticeKind: "accountDisabled", msgTitle: "T" }, when).forcedLogout).toEqual({ title: "T", info: "", logoutAt: when.getTime() + 3000 });
  });

  it("msgType 7 reloads the guide; a quiet-hours change reloads the quiet hours", () => {
    expect(run({ msgType: 7 }, at(9))).toMatchObject({ reloadGuide: true, refreshBell: false });
    expect(run({ msgType: 4, noticeKind: "quietHoursChanged" }, at(9))).toMatchObject({ reloadQuietHours: true });
  });

  it("a dropped frame has no effect at all", () => {
    expect(run({ nope: 1 }, at(9))).toEqual({
      refreshBell: false, toast: null, popup: null, exportNotice: null, reloadGuide: false, reloadQuietHours: false, forcedLogout: null, offline: null,
    });
  });
});
