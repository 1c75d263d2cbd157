/**
 * Writes a finished export to disk in bounded memory: XLSX through exceljs's streaming
 * `WorkbookWriter` (each row committed as it is written), CSV through csv-stringify with a
 * UTF-8 byte-order mark (so Excel opens Chinese and Korean text right). Every text cell goes
 * through the formula-injection escape ({@link escapeCell}).
 * @module mock-gateway/downloads/writers
 */
import { createWriteStream } from "node:fs";
import { rename } from "node:fs/promises";
import { once } from "node:events";
import { stringify } from "csv-stringify";
import ExcelJS from "exceljs";
import { escapeCell, type Cell } from "./cells";

/** UTF-8 byte-order mark. */
export const UTF8_BOM = "\ufeff";

/**
 * Writes an XLSX of one sheet (`sheetName`): `headers`, then `rows`.
 * Written to `path.part`, renamed to `path` when complete (a reader never sees half a file).
 * @throws whatever the file system throws (the partial file is left as `.part`)
 */
export async function writeXlsx(path: string, sheetName: string, headers: string[], rows: Iterable<Cell[]>): Promise<void> {
  const part = `${path}.part`;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: part, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31) || "Sheet1");
  sheet.addRow(headers.map(escapeCell)).commit();
  let n = 0;
  for (const row of rows) {
    sheet.addRow(row.map(escapeCell)).commit();
    // Let the file stream drain now and then, so rows never pile up in memory.
    if (++n % 100 === 0) await new Promise((r) => setTimeout(r, 0));
  }
  sheet.commit();
  await workbook.commit();
  await rename(part, path);
}

/**
 * Writes a CSV (UTF-8 with BOM, CRLF line ends): `headers`, then `rows`, with backpressure.
 * @throws whatever the file system throws
 */
export async function writeCsv(path: string, headers: string[], rows: Iterable<Cell[]>): Promise<void> {
  const part = `${path}.part`;
  const out = createWriteStream(part);
  const csv = stringify({ record_delimiter: "windows" });
  const done = new Promise<void>((resolve, reject) => {
    out.on("finish", resolve).on("error", reject);
    csv.on("error", reject);
  });
  out.write(UTF8_BOM);
  csv.pipe(out);
  const write = async (row: Cell[]) => {
    if (!csv.write(row.map(escapeCell))) await once(csv, "drain");
  };
  await write(headers);
  for (const row of rows) await write(row);
  csv.end();
  await done;
  await rename(part, path);
}

/** One MiB of a repeating byte pattern (the big file's content). */
const MIB = Buffer.alloc(1024 * 1024, "seller-portal ");

/**
 * Writes `mb` MiB (1 MiB = 1,048,576 bytes) of filler to `path` through a `.part` file, one MiB at
 * a time with backpressure: the bench's big file (`download_stream_rss_growth_mb`, issue 26).
 */
export async function writeBlob(path: string, mb: number): Promise<void> {
  const part = `${path}.part`;
  const out = createWriteStream(part);
  const done = new Promise<void>((resolve, reject) => void out.on("finish", resolve).on("error", reject));
  for (let i = 0; i < mb; i++) if (!out.write(MIB)) await once(out, "drain");
  out.end();
  await done;
  await rename(part, path);
}
