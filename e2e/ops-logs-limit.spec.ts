/**
 * The compiled portal's login rate limit and logs (issue 11), on a portal process of its own
 * behind a pretend trusted proxy (TRUST_PROXY=1, X-Forwarded-For / -Proto / X-Request-Id):
 * - per IP (limit 3) and per account (limit 4) before the gateway is called: 429, Retry-After,
 *   the message in the user's language;
 * - the request id of a trusted proxy on the request line and on its gateway-call lines;
 * - the probes are not logged; no line carries the password, the session cookie or the token;
 * - HSTS only when the trusted proxy says HTTPS;
 * - metrics on their own port, behind a token, without the probes.
 */
import { expect, test } from "@playwright/test";
import { hydrated, setLanguage } from "./support/page";
import { portalLogin, SESSION_SECRET, startPortalProcess, type PortalProcess } from "./support/portal-process";
import { deriveSessionKeys, unsealSession } from "../app/utils/session-seal.server";

const METRICS_TOKEN = "ops-metrics-token-0123456789";
let portal: PortalProcess;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  portal = await startPortalProcess({
    TRUST_PROXY: "1",
    LOGIN_RATE_IP_LIMIT: "3",
    LOGIN_RATE_ACCOUNT_LIMIT: "4",
    LOG_LEVEL: "debug",
    METRICS_PORT: "0",
    METRICS_TOKEN: METRICS_TOKEN,
  });
});
test.afterAll(() => portal?.kill());

function attempt(userName: string, password: string, ip: string, extra: Record<string, string> = {}) {
  return fetch(`${portal.base}/login`, {
    method: "POST", redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip, ...extra },
    body: new URLSearchParams({ userName, password }).toString(),
  });
}

const linesOf = (id: string) => portal.lines.filter((l) => (l.req as { id?: string } | undefined)?.id === id);

test("login rate limit: per IP, then per account, before the gateway; 429 with Retry-After and a localised message", async () => {
  for (let i = 0; i < 3; i++) expect((await attempt("sub_ops", "wrong-password", "10.0.0.1")).status).toBe(200);
  const limited = await attempt("sub_ops", "wrong-password", "10.0.0.1", { "x-request-id": "ops-limited-1" });
  expect(limited.status).toBe(429);
  const retryAfter = Number(limited.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(await limited.text()).toContain("登录尝试过于频繁，请稍后再试。");
  // The refused attempt never reached the gateway.
  await expect.poll(() => linesOf("ops-limited-1").some((l) => l.msg === "request completed")).toBe(true);
  expect(linesOf("ops-limited-1").filter((l) => l.gateway)).toEqual([]);
  // Per account: 3 counted from 10.0.0.1, a 4th from another IP, then the 5th is refused from
  // a third IP — in English for an English user — while another account from that IP goes on.
  expect((await attempt("sub_ops", "wrong-password", "10.0.0.2")).status).toBe(200);
  const byAccount = await attempt("SUB_OPS ", "wrong-password", "10.0.0.3", { cookie: "lng=en_US" });
  expect(byAccount.status).toBe(429);
  expect(await byAccount.text()).toContain("Too many login attempts. Please wait a moment and try again.");
  expect((await attempt("other_ops", "wrong-password", "10.0.0.3")).status).toBe(200);
});

test("logs: the trusted proxy's request id on the request and its gateway calls; probes unlogged; no secrets", async () => {
  const cookie = await portalLogin(portal.base, "owner", "Owner2026", { "x-forwarded-for": "10.0.1.1", "x-request-id": "ops-login-1" });
  const page = await fetch(`${portal.base}/entry/1001/ERP`, { headers: { cookie, "x-request-id": "ops-page-1", authorization: "Bearer ops-secret-bearer" } });
  expect(page.status).toBe(200);
  expect(page.headers.get("x-request-id")).toBe("ops-page-1");
  for (const probe of ["/healthz", "/readyz"]) expect((await fetch(`${portal.base}${probe}`)).status).toBe(200);
  await expect.poll(() => linesOf("ops-page-1").some((l) => l.msg === "request completed")).toBe(true);
  const calls = linesOf("ops-page-1").filter((l) => l.gateway);
  expect(calls.map((l) => (l.gateway as { path: string }).path)).toContain("/sso/user/getUserInfoByHideCode");
  for (const l of calls) expect(l.gateway).toMatchObject({ outcome: "ok", durationMs: expect.any(Number) });
  const done = linesOf("ops-page-1").find((l) => l.msg === "request completed")!;
  expect(done).toMatchObject({ req: { method: "GET", path: "/entry/1001/ERP" }, res: { statusCode: 200 }, responseTime: expect.any(Number) });
  expect(linesOf("ops-login-1").some((l) => l.gateway && (l.gateway as { path: string }).path === "/sso/user/login")).toBe(true);
  expect(portal.lines.some((l) => /\/(healthz|readyz)/.test(JSON.stringify(l.req ?? "")))).toBe(false);
  // Secrets: the password, the session cookie, its token, the Authorization value.
  // The cookie is encrypted: opened here with the process's secret, as the portal does.
  const session = await unsealSession(cookie.split("=")[1]!, await deriveSessionKeys([SESSION_SECRET]));
  const token = String(session?.token);
  expect(token.length).toBeGreaterThan(8);
  const out = portal.output();
  for (const secret of ["Owner2026", "wrong-password", cookie.split("=")[1]!, token, "ops-secret-bearer"]) expect(out).not.toContain(secret);
});

test("HSTS only when the trusted proxy forwarded an HTTPS request", async () => {
  const https = await fetch(`${portal.base}/login`, { headers: { "x-forwarded-proto": "https" } });
  expect(https.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  const http = await fetch(`${portal.base}/login`);
  expect(http.headers.get("strict-transport-security")).toBeNull();
});

test("metrics: own port, bearer token, request and gateway histograms, probes not counted", async () => {
  for (const probe of ["/healthz", "/readyz"]) await fetch(`${portal.base}${probe}`);
  await portalLogin(portal.base, "owner", "Owner2026", { "x-forwarded-for": "10.0.2.1" });
  const url = String(portal.lines.find((l) => l.msg === "metrics listening")?.url);
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
  expect((await fetch(url)).status).toBe(401);
  const text = await (await fetch(url, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  expect(text).toMatch(/portal_http_request_duration_seconds_count\{route="\/login",method="POST",status="302"\} [1-9]/);
  expect(text).toMatch(/portal_gateway_call_duration_seconds_count\{path="\/sso\/user\/login",outcome="ok"\} [1-9]/);
  expect(text).toContain("portal_nodejs_heap_size_used_bytes");
  expect(text).not.toContain('route="other"');
});

test("in the browser: the 4th login from one IP shows the limit's message in the user's language", async ({ page }) => {
  await setLanguage(page, "ko_KR");
  await page.goto(`${portal.base}/login`);
  await hydrated(page);
  const statuses: number[] = [];
  page.on("response", (r) => void (r.request().method() === "POST" && statuses.push(r.status())));
  for (let i = 0; i < 4; i++) {
    await page.locator('input[name="userName"]').fill("browser_ops");
    await page.locator('input[name="password"]').fill("wrong-password");
    await page.locator("button[type=submit]").click();
    await expect.poll(() => statuses.length).toBe(i + 1);
  }
  expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
  expect(statuses[3]).toBe(429);
  await expect(page.getByText("로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.")).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
