/**
 * The bench's unit of server CPU (issue 25, `shell_cpu_table_units`): one React 18
 * `renderToString` of a 1,000-row table, the workload of eknkc/ssr-benchmark (a `<table>` whose
 * 1,000 `<tr>`s are each an `Entry` component with two `<td>`s holding a random UUID). Run by
 * `bench/lib/table-unit.ts` as a child process with the portal's runtime: the same Node binary,
 * `--import tsx`, `NODE_ENV=production` (React's production build, as the portal renders).
 *
 * Prints one JSON line: `{ "msPerTable": number, "batchesMs": number[], "rows": 1000,
 * "rendersPerBatch": number, "htmlBytes": number }`, where each batch figure is that batch's
 * process CPU (user + system, `process.cpuUsage`, µs resolution) ÷ its renders, in ms, and
 * `msPerTable` is the median batch.
 *
 * argv: `[renders per batch = 20] [batches = 7] [warm-up renders = 40]`.
 */
import { randomUUID } from "node:crypto";
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";

interface Row {
  id: string;
  name: string;
}

const ROWS = 1000;
const data: Row[] = Array.from({ length: ROWS }, () => ({ id: randomUUID(), name: randomUUID() }));

function Entry({ entry }: { entry: Row }): ReactElement {
  return createElement("tr", null, createElement("td", null, entry.id), createElement("td", null, entry.name));
}

function Table({ rows }: { rows: Row[] }): ReactElement {
  return createElement("table", null, createElement("tbody", null, rows.map((entry) => createElement(Entry, { key: entry.id, entry }))));
}

const render = () => renderToString(createElement(Table, { rows: data }));

const [perBatch = 20, batches = 7, warmUp = 40] = process.argv.slice(2).map(Number);
let htmlBytes = 0;
for (let i = 0; i < warmUp; i++) htmlBytes = Buffer.byteLength(render(), "utf8");
const batchesMs: number[] = [];
for (let b = 0; b < batches; b++) {
  const before = process.cpuUsage();
  for (let i = 0; i < perBatch; i++) render();
  const used = process.cpuUsage(before);
  batchesMs.push((used.user + used.system) / 1000 / perBatch);
}
const sorted = [...batchesMs].sort((a, b) => a - b);
const msPerTable = sorted[Math.floor(sorted.length / 2)];
process.stdout.write(`${JSON.stringify({ msPerTable, batchesMs, rows: ROWS, rendersPerBatch: perBatch, htmlBytes })}\n`);
