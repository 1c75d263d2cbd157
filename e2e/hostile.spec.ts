/**
 * Hostile requests to the real portal server (issue 5 §2): cross-site posts, oversized and
 * broken bodies, paths that name no page, absolute-form targets. Each answer is the portal's
 * own page with a 4xx status, never a bare 500 or Express's default page.
 */
import { expect, test } from "./support/fixtures";
import { rawGet } from "./support/raw-http";

const EVIL = "https://evil.example";

/** Asserts the portal's own document (Remix-rendered, root layout) and returns its text. */
async function portalPage(res: { status(): number; text(): Promise<string>; headers(): Record<string, string> }, status: number) {
  expect(res.status()).toBe(status);
  expect(res.headers()["content-type"]).toMatch(/text\/html/);
  const html = await res.text();
  expect(html).toMatch(/^<!DOCTYPE html><html lang="/);
  expect(html).toContain("window.__remixContext");
  return html;
}

test.describe("state-changing requests from another origin", () => {
  for (const path of ["/logout", "/api/language", "/api/menu-opt", "/login"]) {
    test(`POST ${path} from a foreign Origin is a 403 page`, async ({ request }) => {
      const res = await request.post(path, { headers: { Origin: EVIL }, form: { language: "en_US" }, maxRedirects: 0 });
      const html = await portalPage(res, 403);
      expect(html).toContain("请求来自其他网站");
      expect(res.headers()["set-cookie"] ?? "").not.toMatch(/lng=|__session=/);
    });
  }

  test("Origin: null, Sec-Fetch-Site cross-site and same-site are refused; same-origin passes", async ({ request, baseURL }) => {
    await portalPage(await request.post("/login", { headers: { Origin: "null" }, form: { userName: "a", password: "b" } }), 403);
    for (const site of ["cross-site", "same-site"]) {
      await portalPage(await request.post("/api/language", { headers: { "Sec-Fetch-Site": site }, form: { language: "en_US" } }), 403);
    }
    const own = await request.post("/api/language", { headers: { Origin: baseURL!, "Sec-Fetch-Site": "same-origin" }, form: { language: "en_US" } });
    expect(own.status()).toBe(200);
  });

  test("the 403 page is in the user's language", async ({ request }) => {
    const res = await request.post("/logout", { headers: { Origin: EVIL, Cookie: "lng=en_US" }, maxRedirects: 0 });
    expect(await portalPage(res, 403)).toContain("This request came from another website");
  });
});

test.describe("bodies", () => {
  test("a body over 64 KiB is a 413 page, answered before it is read", async ({ request }) => {
    const started = Date.now();
    const res = await request.post("/login", { headers: { "Content-Type": "application/x-www-form-urlencoded" }, data: Buffer.alloc(8 * 1024 * 1024, 0x61) });
    expect(await portalPage(res, 413)).toContain("提交的内容过大");
    expect(Date.now() - started).toBeLessThan(5_000);
    // The largest real form (the login form with an RSA ciphertext) still passes the limit.
    const real = await request.post("/login", { form: { intent: "login", userName: "x".repeat(64), password: "A".repeat(344), encrypted: "1" } });
    expect(real.status()).toBe(200);
    // 64 four-byte characters do not fit the RSA key: a message, not a 500.
    const wide = await request.post("/login", { form: { intent: "login", userName: "owner", password: "😀".repeat(64) } });
    expect(wide.status()).toBe(200);
  });

  test("login with JSON or no content type is a 415 page; a broken multipart body a 400 page", async ({ request }) => {
    await portalPage(await request.post("/login", { headers: { "Content-Type": "application/json" }, data: '{"userName":"a"}' }), 415);
    await portalPage(await request.post("/login", { headers: { "Content-Type": "" }, data: "userName=a" }), 415);
    const broken = await request.post("/login", { headers: { "Content-Type": "multipart/form-data; boundary=xx" }, data: "--xx\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nno-end" });
    expect(await portalPage(broken, 400)).toContain("无法读取");
  });
});

test.describe("paths and request lines", () => {
  for (const path of ["/%5C", "/%5C%2F", "/%09/javascript:alert(1)", "/%FF%FE", "/a/%E0%A4%A"]) {
    test(`GET ${path} is the 404 page`, async ({ baseURL }) => {
      const res = await rawGet(baseURL!, path);
      expect(res.status).toBe(404);
      expect(res.body).toContain("window.__remixContext");
    });
  }

  test("an absolute-form request target gets the portal's own page", async ({ baseURL }) => {
    const res = await rawGet(baseURL!, "http://evil.example/login");
    expect(res.status).toBe(200);
    expect(res.body).toContain("window.__remixContext");
  });
});

test.describe("direct posts to the resource routes", () => {
  test("/api/language: bad input 400, a good one sets the lng cookie", async ({ request }) => {
    const bad = await request.post("/api/language", { form: { language: "xx" } });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toMatchObject({ ok: false });
    const good = await request.post("/api/language", { form: { language: "ko_KR" } });
    expect(good.status()).toBe(200);
    expect(good.headers()["set-cookie"]).toMatch(/lng=ko_KR/);
  });

  test("/api/menu-opt: bad input is a 400", async ({ request }) => {
    const bad = await request.post("/api/menu-opt", { form: { menuId: "x", serviceId: "1", systemCode: "ERP" }, maxRedirects: 0 });
    expect(bad.status()).toBe(400);
  });
});
