/**
 * The table unit (issue 25): the CPU of one `renderToString` of a 1,000-row table
 * (bench/lib/table-render.ts, the eknkc/ssr-benchmark workload), measured on this machine in
 * this bench run, so a document's CPU can be given in tables: a figure that means the same on
 * a fast and on a slow host (Remix renders about 449 such tables a second on the machine of
 * that benchmark).
 */
import { spawn } from "node:child_process";
import { join } from "node:path";

/** One measurement of the table unit. */
export interface TableUnit {
  /** CPU ms (user + system) of one render: the median batch. */
  msPerTable: number;
  /** Each batch's CPU ms per render. */
  batchesMs: number[];
  rows: number;
  rendersPerBatch: number;
  /** Bytes of the table's HTML. */
  htmlBytes: number;
}

/**
 * A document's CPU in table units: `documentMs ÷ tableMs`, rounded to 2 decimals.
 * @returns NaN when either figure is not a positive finite number (nothing to divide)
 */
export function tableUnits(documentMs: number, tableMs: number): number {
  if (!(Number.isFinite(documentMs) && documentMs >= 0 && Number.isFinite(tableMs) && tableMs > 0)) return NaN;
  return Math.round((documentMs / tableMs) * 100) / 100;
}

/**
 * Runs bench/lib/table-render.ts in a child process with the portal's runtime (this Node
 * binary, `--import tsx`, NODE_ENV=production) and returns its figures.
 * @throws when the child fails or prints no figures
 */
export function measureTableUnit(root: string): Promise<TableUnit> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", join(root, "bench", "lib", "table-render.ts")], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("close", (code) => {
      try {
        if (code !== 0) throw new Error(`exit ${code}`);
        const unit = JSON.parse(out.trim().split("\n").pop() ?? "") as TableUnit;
        if (!(unit.msPerTable > 0)) throw new Error(`no figure in ${out.slice(0, 200)}`);
        resolve(unit);
      } catch (e) {
        reject(new Error(`table unit: ${e instanceof Error ? e.message : String(e)} ${err.slice(-500)}`));
      }
    });
  });
}
