// @vitest-environment happy-dom
/**
 * The one link filter of every download path (utils/download-link) and the download action
 * (features/export/download): the hostile forms of issue 26 are refused with a message in the
 * user's language, and nothing opens.
 */
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";

const notify = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock("~/components/ui/notify", () => ({ notify, warmToaster: vi.fn() }));

import { downloadLink } from "~/features/export/download";
import { followableLink } from "~/utils/download-link";
import zh from "~/i18n/resources/zh_CN/export.json";

const HOSTILE: ReadonlyArray<[string, string]> = [
  ["javascript:", "javascript:alert(1)"],
  ["data:", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
  ["vbscript:", "vbscript:msgbox(1)"],
  ["mixed case", "JaVaScRiPt:alert(1)"],
  ["mixed case data", "DaTa:text/html,x"],
  ["leading space", " javascript:alert(1)"],
  ["leading space on http", " http://files.example/a.xlsx"],
  ["leading control character", "\u0001javascript:alert(1)"],
  ["tab inside the scheme", "java\tscript:alert(1)"],
  ["newline inside", "http://files.example/\na.xlsx"],
  ["protocol-relative //host", "//evil.example/a.xlsx"],
  ["backslashes", "http:\\\\evil.example\\a.xlsx"],
  ["backslash host", "\\\\evil.example\\share\\a.xlsx"],
  ["relative path", "/apps/files/1/a.xlsx"],
  ["blob:", "blob:http://files.example/uuid"],
  ["empty", ""],
];

describe("the download link filter (EXPORT-20: whole in the first test)", () => {
  afterEach(() => {
    notify.mockClear();
    vi.restoreAllMocks();
  });

  it("[EXPORT-20] an export link is followed, in a new window, only when its scheme is http, https, ftp or file; any other scheme opens no window", async () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    vi.spyOn(globalThis, "fetch").mockImplementation(() => Promise.resolve(Response.json({ ok: false, reason: "foreign" }, { status: 409 })));
    for (const scheme of ["http", "https", "ftp", "file"]) {
      const link = `${scheme}://files.example/exports/a.xlsx`;
      open.mockClear();
      expect(await downloadLink(link, "a.xlsx", (key) => key), link).toBe(true);
      expect(open).toHaveBeenCalledTimes(1);
      expect(open.mock.calls[0]![0]).toBe(new URL(link).href);
    }
    const other = fc.stringMatching(/^[a-z][a-z0-9+.-]{0,11}$/).filter((s) => !["http", "https", "ftp", "file"].includes(s));
    const samples = ["javascript:alert(1)", "data:text/html,x", ...fc.sample(other, 40).map((s) => `${s}://files.example/exports/a.xlsx`)];
    for (const link of samples) {
      open.mockClear();
      expect(await downloadLink(link, "a.xlsx", (key) => key), link).toBe(false);
      expect(open, link).not.toHaveBeenCalled();
    }
  });

  it.each(HOSTILE)("refuses %s: not followed, a clear message, no window, no request", async (_what, link) => {
    expect(followableLink(link)).toBeNull();
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    const fetch = vi.spyOn(globalThis, "fetch");
    expect(await downloadLink(link, "a.xlsx", (key) => (key === "export:download.refused" ? zh.download.refused : key))).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith({ type: "error", title: "该下载链接不安全，已拦截（仅支持 http、https、ftp、file 链接）" });
  });

  it.each([["http", "http://files.example/a.xlsx"], ["https", "https://files.example/a.xlsx"], ["ftp", "ftp://files.example/a.xlsx"], ["file", "file:///C:/exports/a.xlsx"], ["HTTPS upper case", "HTTPS://files.example/a.xlsx"]])(
    "follows %s: a link on another host opens in a new window without opener", async (_what, link) => {
      expect(followableLink(link)).not.toBeNull();
      const open = vi.spyOn(window, "open").mockImplementation(() => null);
      vi.spyOn(globalThis, "fetch").mockResolvedValue(Response.json({ ok: false, reason: "foreign" }, { status: 409 }));
      expect(await downloadLink(link, "a.xlsx", (key) => key)).toBe(true);
      expect(open).toHaveBeenCalledWith(new URL(link).href, "_blank", "noopener,noreferrer");
      expect(notify).not.toHaveBeenCalled();
    },
  );

  it("property: a link is followed only when the browser's parser reads http, https, ftp or file, with no space, control character or backslash", () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom("javascript:", "data:", "vbscript:", "http:", "ftp:", "file:").chain((s) => fc.string().map((r) => s + r))), (raw) => {
      const out = followableLink(raw);
      if (out === null) return;
      // eslint-disable-next-line no-control-regex -- control characters are what the test looks for
      expect(/[\s\u0000-\u001f\u007f-\u009f\\]/.test(raw)).toBe(false);
      expect(["http:", "https:", "ftp:", "file:"]).toContain(new URL(raw).protocol);
    }));
  });
});
