/**
 * The saved name of a download (features/export/file-name): any Unicode name survives the
 * `Content-Disposition` round trip (RFC 6266 `filename*`), with an ASCII fallback.
 */
import { parse } from "content-disposition";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { attachmentHeader, safeFileName } from "~/features/export/file-name.server";

describe("Content-Disposition of a download", () => {
  it("property: any Unicode name comes back as the safe name; a name without separators or control characters comes back unchanged", () => {
    fc.assert(fc.property(fc.string({ unit: "grapheme", maxLength: 80 }), (name) => {
      const header = attachmentHeader(name);
      expect(/^[\x20-\x7e]*$/.test(header)).toBe(true);
      const parsed = parse(header);
      expect(parsed.type).toBe("attachment");
      expect(parsed.parameters.filename).toBe(safeFileName(name));
      // eslint-disable-next-line no-control-regex -- control characters are what the test looks for
      if (!/[\u0000-\u001f\u007f-\u009f/\\]/.test(name) && name.trim() === name && name !== "" && name !== "." && name !== "..") expect(safeFileName(name)).toBe(name);
    }), { numRuns: 300 });
  });

  it("keeps Chinese and Korean names, with an ASCII fallback for old clients", () => {
    const zh = attachmentHeader("订单导出（86 条）.xlsx");
    expect(zh).toContain(`filename*=UTF-8''`);
    expect(parse(zh).parameters.filename).toBe("订单导出（86 条）.xlsx");
    expect(/filename="([^"]*)"/.exec(zh)?.[1]).toMatch(/^[\x20-\x7e]+\.xlsx$/);
    expect(parse(attachmentHeader("주문 내보내기.csv")).parameters.filename).toBe("주문 내보내기.csv");
    expect(safeFileName("../../etc/passwd")).toBe(".._.._etc_passwd");
    expect(safeFileName("\u0000\u0007")).toBe("download");
    expect(safeFileName("\ud800x")).toBe("\ufffdx");
  });
});
