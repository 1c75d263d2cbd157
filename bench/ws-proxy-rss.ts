/**
 * `ws_proxy_rss_kb_per_socket` (issue 8): extra RSS of one portal process per idle proxied
 * socket. Starts the mock gateway here (so its sockets are not counted), the portal as its own
 * `node` process against it, opens N browser sockets (`ws`, session cookie, portal Origin) to
 * /ws/notice, and compares the portal's VmRSS before and after (each reading after a full GC forced
 * through the child's loopback inspector, median of 10 samples). Run: `npm run bench:ws-rss -- [N]`.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { WebSocket } from "ws";
import { startMockGateway } from "../mock-gateway/server";
import { SEED } from "../mock-gateway/seed/ids";
import { freePort } from "./lib/process";

const N = Number(process.argv[2] ?? 2000);
const SECRET = "rss-bench-secret-0123456789abcdef";
process.env.SESSION_SECRET = SECRET;
process.env.NODE_ENV = "production";

const rssKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Median of 10 VmRSS samples 500 ms apart (RSS moves with GC; one sample is noise). */
async function settledRssKb(pid: number): Promise<number> {
  await collectGarbage();
  await sleep(1000);
  const samples: number[] = [];
  for (let i = 0; i < 10; i++) {
    samples.push(rssKb(pid));
    await sleep(500);
  }
  return samples.sort((a, b) => a - b)[5]!;
}

const mock = await startMockGateway({ port: 0 });
const { encryptPassword } = await import("../app/gateway/crypto.server");
const res = await fetch(`${mock.url}/sso/user/login`, {
  method: "POST", headers: { "content-type": "application/json" },
  body: JSON.stringify({ userName: "owner", password: encryptPassword(SEED.accounts.owner.password, mock.gateway.publicKeyPem), systemCode: "SSO_SYS_USER" }),
});
const token = ((await res.json()) as { data: { token: string } }).data.token;
const { commitSession, getSession } = await import("../app/utils/session.server");
const session = await getSession(new Request("http://x/"));
Object.entries({ token, company: "", userName: "owner", via: "password", loginAt: Date.now() }).forEach(([k, v]) => session.set(k as never, v as never));
const cookie = (await commitSession(new Request("http://x/"), session)).split(";")[0]!;

const port = await freePort();
const child = spawn(process.execPath, ["--inspect=127.0.0.1:0", "--import", "tsx", "server/index.ts"], {
  // One session holds all N sockets here: the per-session cap (20 by default) is lifted for it.
  env: {
    ...process.env, PORT: String(port), HOST: "127.0.0.1", GATEWAY_URL: mock.url, GATEWAY_PUBLIC_KEY: mock.gateway.publicKeyPem, SESSION_SECRET: SECRET,
    WS_MAX_SOCKETS_PER_SESSION: String(N + 1),
  },
  stdio: ["ignore", "ignore", "pipe"],
});
/** The child's inspector: used only to force a full GC before each RSS reading. */
const inspectorUrl = new Promise<string>((resolve) => {
  let text = "";
  child.stderr!.on("data", (d: Buffer) => {
    text += String(d);
    const m = /Debugger listening on (ws:\/\/\S+)/.exec(text);
    if (m) resolve(m[1]!);
  });
});
async function collectGarbage(): Promise<void> {
  const ws = new WebSocket(await inspectorUrl);
  await new Promise((r) => ws.once("open", r));
  const done = new Promise((r) => ws.on("message", (d) => String(d).includes('"id":1') && r(null)));
  ws.send(JSON.stringify({ id: 1, method: "HeapProfiler.collectGarbage" }));
  await done;
  ws.close();
}
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/login`)).status < 500) break;
  } catch {
    if (i > 300) throw new Error("portal did not start");
    await sleep(200);
  }
}
// Warm up: one socket and a few pages, then the baseline.
const open = () => new Promise<WebSocket>((resolve, reject) => {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/notice`, { headers: { Cookie: cookie }, origin: base, perMessageDeflate: false });
  ws.once("open", () => resolve(ws));
  ws.once("error", reject);
});
const warm = await open();
for (let i = 0; i < 20; i++) await (await fetch(`${base}/login`)).arrayBuffer();
await sleep(5000);
const before = await settledRssKb(child.pid!);
const sockets: WebSocket[] = [];
for (let i = 0; i < N; i += 100) sockets.push(...(await Promise.all(Array.from({ length: Math.min(100, N - i) }, open))));
while (mock.gateway.sockets.count() < N + 1) await sleep(100);
await sleep(3000);
const after = await settledRssKb(child.pid!);
console.log(JSON.stringify({ sockets: N, rssBeforeKb: before, rssAfterKb: after, ws_proxy_rss_kb_per_socket: Math.round(((after - before) / N) * 10) / 10 }));
for (const ws of [...sockets, warm]) ws.terminate();
child.kill("SIGTERM");
await mock.close();
process.exit(0);
