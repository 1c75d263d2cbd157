/**
 * The mock download centre: tasks advancing in mock time, retry, delete, paging and search,
 * duplicate and failure injection, and the real files (XLSX read back with exceljs, CSV with a
 * BOM) with headers in the export's language and formula cells escaped.
 */
import ExcelJS from "exceljs";
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { escapeCell } from "../../mock-gateway/downloads/cells";
import { seedOrders } from "../../mock-gateway/seed/orders";
import { BASE, call, login, setupGateway } from "./helpers";

const gw = setupGateway();
const control = (body: unknown) => fetch(`${BASE}/__mock/downloads`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("mock download centre", () => {
  let token = "";
  beforeEach(async () => {
    gw.reset();
    token = await login(gw, "owner");
  });

  it("an export starts 未开始, runs, and finishes with a file URL in mock time; the same export meanwhile is a duplicate", async () => {
    const started = await call("/api/v1/download-center/export", { kind: "orders", fileType: "xlsx", name: "Orders" }, { token, lang: "en-US" });
    expect(started.json.code).toBe("200");
    const id = started.json.data.id as number;
    expect(started.json.data.status).toBe("未开始");
    const dup = await call("/api/v1/download-center/export", { kind: "orders", fileType: "xlsx", name: "Orders" }, { token, lang: "en-US" });
    expect(dup.json.msg).toBe("The same task already exists. Please check it in the export centre.");
    gw.clock.advance(1000);
    expect((await call(`/api/v1/download-center/task/${id}`, {}, { token })).json.data.status).toBe("处理中");
    gw.clock.advance(4000);
    const done = (await call(`/api/v1/download-center/task/${id}`, {}, { token })).json.data;
    expect(done).toMatchObject({ status: "已完成", is_del: 0, already_total: 86, total: 86 });
    expect(done.fileOssUrlList).toEqual([`${BASE}/apps/files/${id}/orders.xlsx`]);
    const res = await fetch(done.fileOssUrlList[0]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    const sheet = wb.worksheets[0]!;
    expect(sheet.name).toBe("Orders");
    expect(sheet.getRow(1).values).toEqual([undefined, "Order No.", "Platform", "Shop", "Status", "Buyer", "SKU", "Qty", "Amount", "Currency", "Created", "Country"]);
    expect(sheet.rowCount).toBe(87);
    const first = seedOrders()[0]!;
    expect(sheet.getRow(2).getCell(1).value).toBe(first.id);
    expect(sheet.getRow(2).getCell(8).value).toBe(first.amount);
  });

  it("an injected failure fails once; a retry runs it again to the end; a deleted task is gone from the page", async () => {
    await control({ failNext: 1, startAfterMs: 0, completeAfterMs: 100 });
    const id = (await call("/api/v1/download-center/export", { kind: "orders", name: "x" }, { token })).json.data.id as number;
    gw.clock.advance(10);
    await call(`/api/v1/download-center/task/${id}`, {}, { token });
    gw.clock.advance(200);
    expect((await call(`/api/v1/download-center/task/${id}`, {}, { token })).json.data.status).toBe("处理失败");
    expect((await call(`/api/v1/download-center/retry-task/${id}`, {}, { token })).json.data.status).toBe("处理中");
    gw.clock.advance(200);
    expect((await call(`/api/v1/download-center/task/${id}`, {}, { token })).json.data.status).toBe("已完成");
    await call(`/api/v1/download-center/delete/${id}`, {}, { token });
    const page = (await call("/api/v1/download-center/page", { pageNum: 1, pageSize: 50 }, { token })).json.data;
    expect(page.list.map((t: { id: number }) => t.id)).not.toContain(id);
    expect((await call(`/api/v1/download-center/task/${id}`, {}, { token })).json.data.is_del).toBe(1);
  });

  it("the page filters by status and name, newest first; the CSV has a BOM and escaped formula cells", async () => {
    const page = (await call("/api/v1/download-center/page", { pageNum: 1, pageSize: 2, status: "" }, { token })).json.data;
    expect(page.total).toBe(4);
    expect(page.list.map((t: { name: string }) => t.name)).toEqual(["订单导出-2026-03", "商品导出"]);
    const failed = (await call("/api/v1/download-center/page", { status: "处理失败" }, { token })).json.data;
    expect(failed.list.map((t: { name: string }) => t.name)).toEqual(["库存导出"]);
    expect((await call("/api/v1/download-center/page", { name: "利润" }, { token })).json.data.total).toBe(1);
    await control({ startAfterMs: 0, completeAfterMs: 0 });
    const id = (await call("/api/v1/download-center/export", { kind: "shops", fileType: "csv", name: "shops" }, { token })).json.data.id as number;
    gw.clock.advance(10);
    await call(`/api/v1/download-center/task/${id}`, {}, { token });
    const url = (await call(`/api/v1/download-center/task/${id}`, {}, { token })).json.data.fileOssUrlList[0];
    const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split("\r\n")[0]).toBe("店铺,平台,站点,备注");
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(text).toContain("'@SUM(A1:A2)");
    const part = await fetch(url, { headers: { range: "bytes=0-2" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toMatch(/^bytes 0-2\/\d+$/);
  });

  it("escapeCell prefixes exactly the texts that start with = + - @ tab or CR", () => {
    fc.assert(fc.property(fc.string(), (s) => {
      const out = escapeCell(s);
      if (/^[=+\-@\t\r]/.test(s)) expect(out).toBe(`'${s}`);
      else expect(out).toBe(s);
    }));
    fc.assert(fc.property(fc.double({ noNaN: true }), (n) => {
      expect(escapeCell(n)).toBe(n);
    }));
  });
});
