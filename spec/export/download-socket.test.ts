// @vitest-environment happy-dom
/**
 * The download socket (features/export/download-socket) over a fake WebSocket, and the proxy's
 * heartbeat rewrite (server/ws/kinds `downloadFrameOut`).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeWebSocket, installFakeWebSocket } from "../support/fake-websocket";

const notices = vi.hoisted(() => ({ showPreparing: vi.fn(), showSuccess: vi.fn(), showFailure: vi.fn(), closeTaskNotice: vi.fn(() => Promise.resolve()), forgetResult: vi.fn() }));
vi.mock("~/features/export/task-notices", () => notices);
vi.mock("~/components/ui/notify", () => ({ notify: vi.fn(() => Promise.resolve()), warmToaster: vi.fn() }));

import { downloadFrameOut } from "../../server/ws/kinds";
import { asyncTasks } from "~/features/export/async-store";
import { handleDownloadMessage, startDownloadSocket } from "~/features/export/download-socket";

const t = (key: string) => key;

describe("download socket", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    installFakeWebSocket();
  });
  afterEach(() => vi.useRealTimers());

  it("[EXPORT-14][EXPORT-15] opens /ws/download, sends {code, msg} every 60 s (the proxy adds company and authorization), reconnects 5 s after a close", () => {
    const sent: string[] = [];
    startDownloadSocket(() => t);
    const first = FakeWebSocket.all.at(-1)!;
    expect(first.url).toMatch(/\/ws\/download$/);
    (first as unknown as { send(data: string): void }).send = (data: string) => void sent.push(data);
    first.readyState = 1;
    first.onopen?.();
    vi.advanceTimersByTime(59_999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent.map((s) => JSON.parse(s))).toEqual([{ code: 0, msg: "heartbeat" }]);
    expect(JSON.parse(downloadFrameOut(sent[0]!, { token: "tok-1", company: "enc-A" })!)).toEqual({ code: 0, msg: "heartbeat", company: "enc-A", authorization: "tok-1" });
    vi.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(2);
    const count = FakeWebSocket.all.length;
    first.readyState = 3;
    first.onclose?.({ code: 1006 });
    vi.advanceTimersByTime(4_999);
    expect(FakeWebSocket.all).toHaveLength(count);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.all).toHaveLength(count + 1);
    expect(FakeWebSocket.all.at(-1)!.url).toMatch(/\/ws\/download$/);
    // No heartbeat on a closed socket.
    vi.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(2);
  });

  it("the proxy drops a frame that is not a heartbeat object", () => {
    for (const bad of ["ping", "[]", "1", '{"code":0,"authorization":"x"}', '{"method":"x"}']) expect(downloadFrameOut(bad, { token: "t", company: "c" })).toBeNull();
  });

  it("code 0 with a fileOssUrl asks for the success notice with the name and a download; anything else for the failure notice (the notices are stand-ins: EXPORT-12's link and EXPORT-13's 导出文件失败 are not read here)", () => {
    handleDownloadMessage({ code: 0, uniqueId: "9001", name: "订单导出", fileOssUrl: "http://files.example/9001/orders.xlsx" }, t);
    expect(notices.showSuccess).toHaveBeenCalledTimes(1);
    expect(notices.showSuccess.mock.calls[0]!.slice(0, 2)).toEqual(["9001", "订单导出"]);
    expect(typeof notices.showSuccess.mock.calls[0]![2]).toBe("function");
    const others: Array<Record<string, unknown>> = [
      { code: 0, uniqueId: "9002", name: "a" }, { code: 1, uniqueId: "9003", name: "b", fileOssUrl: "http://files.example/x" },
      { code: "500", uniqueId: "9004", name: "c" }, { fileOssUrl: "http://files.example/y", uniqueId: "9005", name: "d" }, { code: 0, fileOssUrl: "", uniqueId: "9006", name: "e" },
    ];
    for (const m of others) handleDownloadMessage(m, t);
    expect(notices.showSuccess).toHaveBeenCalledTimes(1);
    expect(notices.showFailure.mock.calls.map((c) => c.slice(0, 2))).toEqual([["9002", "a"], ["9003", "b"], ["9004", "c"], ["9005", "d"], ["9006", "e"]]);
  });

  it("progress rows (source asyncTask) feed the async list and are no result", () => {
    notices.showFailure.mockClear();
    handleDownloadMessage({ source: "asyncTask", batchCode: "B7", type: "orders", user_name: "owner", total: 86, already_total: 5, statusName: "处理中" }, t);
    expect(asyncTasks()[0]).toMatchObject({ batchCode: "B7", already_total: 5 });
    expect(notices.showFailure).not.toHaveBeenCalled();
  });
});
