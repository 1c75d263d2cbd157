/**
 * The async order task list (features/export/model/async-list): what feeds it, how many it
 * keeps, in which order, and what each row shows.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { asyncTaskOf, feedsAsyncList, progressText, pushAsyncTask, type AsyncTask } from "~/features/export/model/async-list";

const row = (batchCode: string): AsyncTask => ({ batchCode, type: "orders", user_name: "owner", total: 86, already_total: 10, statusName: "处理中" });

describe("async order task list", () => {
  it("[EXPORT-18] keeps only the latest 3, newest first: 3 tasks stay 3, a 4th pushes the oldest out", () => {
    let list: AsyncTask[] = [];
    for (const code of ["a", "b", "c"]) list = pushAsyncTask(list, row(code));
    expect(list.map((t) => t.batchCode)).toEqual(["c", "b", "a"]);
    list = pushAsyncTask(list, row("d"));
    expect(list.map((t) => t.batchCode)).toEqual(["d", "c", "b"]);
    fc.assert(fc.property(fc.array(fc.stringMatching(/^[a-z]{1,3}$/), { maxLength: 30 }), (codes) => {
      const out = codes.reduce((l, c) => pushAsyncTask(l, row(c)), [] as AsyncTask[]);
      const expected = [...new Set([...codes].reverse())].slice(0, 3);
      expect(out.map((t) => t.batchCode)).toEqual(expected);
    }));
  });

  it("a message feeds the list only when its source is asyncTask or download (the predicate only: EXPORT-17 whole in e2e/export.spec.ts)", () => {
    expect(feedsAsyncList({ source: "asyncTask" })).toBe(true);
    expect(feedsAsyncList({ source: "download" })).toBe(true);
    for (const source of [undefined, "notice", "ASYNCTASK", "", 1]) expect(feedsAsyncList({ source })).toBe(false);
  });

  it("a row carries batchCode, type, user_name, progress already_total/total and statusName", () => {
    const r = asyncTaskOf({ source: "asyncTask", batchCode: "B-1", type: "orders", user_name: "owner", total: 86, already_total: 40, statusName: "处理中" });
    expect(r).toEqual({ batchCode: "B-1", type: "orders", user_name: "owner", total: 86, already_total: 40, statusName: "处理中" });
    expect(progressText(r!)).toBe("40/86");
    expect(progressText({ total: null, already_total: 3 })).toBe("");
    expect(asyncTaskOf({ source: "download" })).toBeNull();
  });
});
