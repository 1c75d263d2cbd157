// @vitest-environment happy-dom
/**
 * The shell-level task tracker (features/export/tracker) with the portal calls and the notices
 * replaced: what it polls, when, and which notice the seller gets for each answer.
 */
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const calls = vi.hoisted(() => ({ fetchTask: vi.fn(), postRetry: vi.fn() }));
const notices = vi.hoisted(() => ({ showPreparing: vi.fn(), showSuccess: vi.fn(), showFailure: vi.fn(), closeTaskNotice: vi.fn(() => Promise.resolve()), forgetResult: vi.fn() }));
vi.mock("~/features/export/client-api", () => calls);
vi.mock("~/features/export/task-notices", () => notices);
vi.mock("~/components/ui/notify", () => ({ notify: vi.fn(() => Promise.resolve()), warmToaster: vi.fn() }));

import { stepOf, verdictOf } from "~/features/export/model/tracker";
import { isTracking, retryTask, settleTracked, startTracker, trackTask } from "~/features/export/tracker";

const t = (key: string) => key;
const answer = (task: Record<string, unknown>) => Promise.resolve({ ok: true, task: { name: "订单导出", fileOssUrlList: [], ...task } });
const flush = () => vi.advanceTimersByTimeAsync(0);

describe("download task tracker", () => {
  let n = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    startTracker(`owner${++n}@A`, t);
    for (const f of [...Object.values(calls), ...Object.values(notices)]) f.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it("[EXPORT-04] a pending task is polled through the portal every 2.5 s; 'preparing' is asked for on the first poll only (the client call and the notices are stand-ins: EXPORT-02 and EXPORT-03 whole in e2e/export.spec.ts)", async () => {
    calls.fetchTask.mockImplementation(() => answer({ status: "处理中", is_del: 0 }));
    trackTask("41", "订单导出");
    await flush();
    expect(calls.fetchTask).toHaveBeenCalledTimes(1);
    expect(calls.fetchTask).toHaveBeenLastCalledWith("41");
    expect(notices.showPreparing).toHaveBeenCalledTimes(1);
    expect(notices.showPreparing).toHaveBeenCalledWith("41", "订单导出", t);
    await vi.advanceTimersByTimeAsync(2_499);
    expect(calls.fetchTask).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.fetchTask).toHaveBeenCalledTimes(2);
    calls.fetchTask.mockImplementation(() => answer({ status: "未开始", is_del: 0 }));
    await vi.advanceTimersByTimeAsync(2_500 * 3);
    expect(calls.fetchTask).toHaveBeenCalledTimes(5);
    // Still pending: polled on, never a second "preparing".
    expect(notices.showPreparing).toHaveBeenCalledTimes(1);
    expect(isTracking("41")).toBe(true);
  });

  it("已完成 stops polling and asks for the success notice with a download action (the notices are stand-ins: EXPORT-05 whole in e2e/export.spec.ts)", async () => {
    calls.fetchTask.mockImplementation(() => answer({ status: "已完成", is_del: 0, fileOssUrlList: ["http://files.example/a.xlsx"] }));
    trackTask("42", "订单导出");
    await flush();
    expect(notices.showSuccess).toHaveBeenCalledTimes(1);
    const [id, name, download] = notices.showSuccess.mock.calls[0]!;
    expect([id, name, typeof download]).toEqual(["42", "订单导出", "function"]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.fetchTask).toHaveBeenCalledTimes(1);
    expect(isTracking("42")).toBe(false);
  });

  it("处理失败 stops polling with the failure notice and retry; retry posts, then polls again (the calls and notices are stand-ins here: EXPORT-07 and EXPORT-08 whole in e2e/export.spec.ts)", async () => {
    calls.fetchTask.mockImplementation(() => answer({ status: "处理失败", is_del: 0 }));
    trackTask("43", "库存导出");
    await flush();
    expect(notices.showFailure).toHaveBeenCalledTimes(1);
    const retry = notices.showFailure.mock.calls[0]![2] as () => void;
    expect(typeof retry).toBe("function");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.fetchTask).toHaveBeenCalledTimes(1);
    calls.postRetry.mockImplementation(() => Promise.resolve({ ok: true, retried: true }));
    calls.fetchTask.mockImplementation(() => answer({ status: "处理中", is_del: 0 }));
    retry();
    await flush();
    expect(calls.postRetry).toHaveBeenCalledWith("43");
    expect(calls.fetchTask).toHaveBeenCalledTimes(2);
    expect(calls.postRetry.mock.invocationCallOrder[0]!).toBeLessThan(calls.fetchTask.mock.invocationCallOrder[1]!);
    await vi.advanceTimersByTimeAsync(2_500);
    expect(calls.fetchTask).toHaveBeenCalledTimes(3);
    expect(await retryTask("43", "库存导出")).toBe(true);
  });

  it("[EXPORT-09] an unknown status, or is_del set whatever the status, stops polling and closes the task's notice", async () => {
    const cases: Array<Record<string, unknown>> = [
      { status: "已取消", is_del: 0 }, { status: "", is_del: 0 },
      ...["处理中", "未开始", "已完成", "处理失败"].map((status) => ({ status, is_del: 1 })),
    ];
    for (const [i, task] of cases.entries()) {
      calls.fetchTask.mockImplementation(() => answer(task));
      const id = String(100 + i);
      trackTask(id);
      await flush();
      expect(notices.closeTaskNotice).toHaveBeenLastCalledWith(id);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(isTracking(id)).toBe(false);
    }
    expect(calls.fetchTask).toHaveBeenCalledTimes(cases.length);
    expect(notices.showSuccess).not.toHaveBeenCalled();
    expect(notices.showFailure).not.toHaveBeenCalled();
    expect(notices.showPreparing).not.toHaveBeenCalled();
  });

  it("a reload resumes the tasks the user was tracking (per user); another user's stay theirs", async () => {
    calls.fetchTask.mockImplementation(() => answer({ status: "处理中", is_del: 0 }));
    startTracker("alice@A", t);
    trackTask("77", "x");
    await flush();
    startTracker("bob@A", t);
    expect(isTracking("77")).toBe(false);
    startTracker("alice@A", t);
    await flush();
    expect(isTracking("77")).toBe(true);
  });

  it("verdicts: is_del set is never pending, done or failed; the four statuses map as the spec says", () => {
    fc.assert(fc.property(fc.string(), fc.constantFrom(1, true, "1"), (status, del) => {
      expect(verdictOf({ status, is_del: del })).toBe("other");
    }));
    expect(["处理中", "未开始", "已完成", "处理失败", "x"].map((status) => verdictOf({ status, is_del: 0 }))).toEqual(["pending", "pending", "done", "failed", "other"]);
    expect(stepOf({ status: "处理中" }, 2)).toEqual({ notice: null, pollAgain: true });
  });
  it("a download-socket result for a tracked task ends it as a poll would: polling stops, failure keeps its retry, success its download", async () => {
    calls.fetchTask.mockImplementation(() => answer({ status: "处理中", is_del: 0 }));
    trackTask("51", "订单导出");
    trackTask("52", "店铺导出");
    await flush();
    expect(settleTracked("51", { ok: false }, "")).toBe(true);
    expect(settleTracked("52", { ok: true, fileOssUrl: "http://files.example/b.xlsx" }, "店铺导出")).toBe(true);
    expect([isTracking("51"), isTracking("52")]).toEqual([false, false]);
    const polls = calls.fetchTask.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls.fetchTask).toHaveBeenCalledTimes(polls);
    expect(notices.showFailure).toHaveBeenCalledWith("51", "订单导出", expect.any(Function), t);
    expect(notices.showSuccess).toHaveBeenCalledWith("52", "店铺导出", expect.any(Function), t);
    // An untracked task is left to the socket's own handling.
    expect(settleTracked("53", { ok: false }, "")).toBe(false);
  });
});
