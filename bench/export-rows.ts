/**
 * `export_100k_rows_rss_mb` and `export_100k_rows_s` (issue 26): the mock gateway (this process,
 * as `npm run gateway` runs it) exports bigco's 100,000 order rows as XLSX through its HTTP API —
 * start, the task finishing in mock time, the file generated on first download — while the peak
 * RSS of the process is sampled every 20 ms. Prints the figures as JSON.
 * Run: `npx tsx bench/export-rows.ts`.
 */
import { startMockGateway } from "../mock-gateway/server";
import { SEED } from "../mock-gateway/seed/ids";

const mock = await startMockGateway({ port: 0 });
const { encryptPassword } = await import("../app/gateway/crypto.server");
// bigco's company (E), as the portal sends it on every call after the company is chosen (GW-04).
const company = SEED.companies.E.subjectCodeEncrypt;
const post = async (path: string, body: unknown, token?: string) => {
  const res = await fetch(`${mock.url}${path}`, { method: "POST", headers: { "content-type": "application/json", ...(token ? { authorization: token, company } : {}) }, body: JSON.stringify(body) });
  return (await res.json()) as { code: string; data: Record<string, unknown> };
};
const login = await post("/sso/user/login", { userName: "bigco", password: encryptPassword(SEED.accounts.bigco.password, mock.gateway.publicKeyPem), systemCode: "SSO_SYS_USER" });
const token = String(login.data.token);
await fetch(`${mock.url}/__mock/downloads`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ startAfterMs: 0, completeAfterMs: 0 }) });
const started = await post("/api/v1/download-center/export", { kind: "orders", fileType: "xlsx", name: "bigco orders" }, token);
if (!started.data) throw new Error(`export refused: ${JSON.stringify(started)}`);
const id = started.data.id;
await post(`/api/v1/download-center/task/${id}`, {}, token);
const done = await post(`/api/v1/download-center/task/${id}`, {}, token);
const url = (done.data.fileOssUrlList as string[])[0]!;

global.gc?.();
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
const t0 = performance.now();
const res = await fetch(url);
let bytes = 0;
const reader = res.body!.getReader();
for (let r = await reader.read(); !r.done; r = await reader.read()) bytes += r.value.length;
const seconds = (performance.now() - t0) / 1000;
clearInterval(sampler);
await mock.close();
console.log(JSON.stringify({ export_100k_rows_rss_mb: Math.round(peak / 1e5) / 10, export_100k_rows_s: Math.round(seconds * 100) / 100, baseline_rss_mb: Math.round(baseline / 1e5) / 10, file_bytes: bytes }));
