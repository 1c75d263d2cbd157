// @vitest-environment happy-dom
/**
 * EXPORT-06 through the tracker: a finished task's success notice carries a download action that
 * downloads each URL of fileOssUrlList, one after the other, through the portal's
 * `/upload/download` (checked first, then saved by a hidden form post), subject to EXPORT-20: a
 * link whose scheme is not http, https, ftp or file is refused with a message, nothing opens, and
 * the other files still download. The portal's routes and the notices are replaced; the download
 * action is the product's own.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const calls = vi.hoisted(() => ({ fetchTask: vi.fn(), postRetry: vi.fn() }));
const notices = vi.hoisted(() => ({ showPreparing: vi.fn(), showSuccess: vi.fn(), showFailure: vi.fn(), closeTaskNotice: vi.fn(() => Promise.resolve()), forgetResult: vi.fn() }));
const toasts = vi.hoisted(() => ({ notify: vi.fn(() => Promise.resolve()), warmToaster: vi.fn() }));
vi.mock("~/features/export/client-api", () => calls);
vi.mock("~/features/export/task-notices", () => notices);
vi.mock("~/components/ui/notify", () => toasts);

import { startTracker, trackTask } from "~/features/export/tracker";

const t = (key: string) => key;
const LIST = [
  "https://files.example/exports/41/orders.xlsx",
  "javascript:alert(1)",
  "http://files.example/exports/41/orders.csv",
  "data:text/plain,hi",
  "ftp://files.example/exports/41/orders.zip",
];

describe("a finished task's download action", () => {
  const checked: Array<{ fileName: string; saveAs: string }> = [];
  const posted: Array<Record<string, string>> = [];
  let opened: { mock: { calls: unknown[][] } };
  beforeEach(() => {
    checked.length = 0;
    posted.length = 0;
    vi.stubGlobal("fetch", vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe("/upload/download");
      const body = new URLSearchParams(String(init.body));
      checked.push({ fileName: body.get("fileName")!, saveAs: body.get("saveAs")! });
      return new Response("x", { status: 206 });
    }));
    vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(function (this: HTMLFormElement) {
      posted.push({ action: this.getAttribute("action") ?? "", method: this.method.toLowerCase(), ...Object.fromEntries(new FormData(this) as unknown as Iterable<[string, string]>) });
    });
    opened = vi.spyOn(window, "open").mockImplementation(() => null);
    startTracker("owner@A", t);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("[EXPORT-06] downloads each http, https and ftp URL of fileOssUrlList in order, each saved under the task's name; javascript: and data: are refused with a message and nothing opens", async () => {
    calls.fetchTask.mockResolvedValue({ ok: true, task: { name: "订单导出", status: "已完成", is_del: 0, fileOssUrlList: LIST } });
    trackTask("41", "订单导出");
    await vi.waitFor(() => expect(notices.showSuccess).toHaveBeenCalledTimes(1));
    const download = notices.showSuccess.mock.calls[0]![2] as () => void;
    expect(checked).toEqual([]);
    download();
    await vi.waitFor(() => expect(posted).toHaveLength(3));
    const followed = [
      { fileName: "https://files.example/exports/41/orders.xlsx", saveAs: "订单导出.xlsx" },
      { fileName: "http://files.example/exports/41/orders.csv", saveAs: "订单导出.csv" },
      { fileName: "ftp://files.example/exports/41/orders.zip", saveAs: "订单导出.zip" },
    ];
    expect(checked).toEqual(followed);
    expect(posted).toEqual(followed.map((f) => ({ action: "/upload/download", method: "post", ...f })));
    expect(toasts.notify).toHaveBeenCalledTimes(2);
    expect(toasts.notify).toHaveBeenCalledWith({ type: "error", title: "export:download.refused" });
    expect(opened.mock.calls).toEqual([]);
  });
});
