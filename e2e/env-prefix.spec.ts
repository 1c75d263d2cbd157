/**
 * ROUTE-44 with real servers: the e2e run starts a second portal built for and served under the
 * environment prefix /pre (playwright.config.ts). A user whose ssoEnv is `pre` works there;
 * users whose ssoEnv differs from the path's prefix are sent to the same path under theirs.
 */
import { request as httpRequest } from "node:http";
import { expect, hydrated, test } from "./support/fixtures";
import { portalLogin } from "./support/portal-process";
import { closeSeededAnnouncements } from "./support/page";
import { SEED } from "../mock-gateway/seed/ids";

const MAIN_PORT = Number(process.env.E2E_PORT ?? 3210);
const PRE = `http://127.0.0.1:${MAIN_PORT + 2}`;
const PRE_MOCK = `http://127.0.0.1:${MAIN_PORT + 3}/__mock`;
const MAIN_MOCK = `http://127.0.0.1:${MAIN_PORT + 1}/__mock`;

async function control(base: string, method: string, path: string, body?: unknown): Promise<void> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.ok, `${method} ${path}`).toBe(true);
}

async function signIn(page: import("@playwright/test").Page, url: string, user: keyof typeof SEED.accounts): Promise<void> {
  await closeSeededAnnouncements(page);
  await page.goto(url);
  await hydrated(page);
  await page.locator('input[name="userName"]').fill(user);
  await page.locator('input[name="password"]').fill(SEED.accounts[user].password);
  await page.locator("button[type=submit]").click();
}

test.beforeEach(async () => {
  await control(PRE_MOCK, "POST", "/reset");
});

test("a user of environment pre works in the /pre deployment: pages, assets, links and redirects stay under /pre (ROUTE-44's no-redirect side; its redirect: the two tests below)", async ({ page }) => {
  await control(PRE_MOCK, "PATCH", "/users/owner", { ssoEnv: "pre" });
  const missing: string[] = [];
  page.on("response", (r) => {
    if (r.status() >= 400 && r.url().startsWith(PRE)) missing.push(`${r.status()} ${r.url()}`);
  });
  await page.goto(`${PRE}/`);
  await expect(page).toHaveURL(`${PRE}/pre/login`);
  await signIn(page, `${PRE}/pre/login`, "owner");
  await expect(page).toHaveURL(`${PRE}/pre/entry/1001/ERP`);
  await hydrated(page);
  await page.getByRole("navigation").locator("[data-group-trigger]").first().click();
  const leaf = page.getByRole("navigation").locator("[data-nav-panel] a[data-menu-id][href]").first();
  await expect(leaf).toHaveAttribute("href", /^\/pre\/entry\/1001\/ERP/);
  await leaf.click();
  await expect(page).toHaveURL(new RegExp(`^${PRE}/pre/entry/1001/ERP`));
  expect(missing).toEqual([]);
});

test("[ROUTE-44] on the /pre deployment a user without an environment is sent to the same path without the prefix", async ({ page }) => {
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.isNavigationRequest()) documents.push(r.url());
  });
  await signIn(page, `${PRE}/pre/login`, "leftie");
  // Sent to the unprefixed deployment's path; this lone /pre server then shows its not-found page.
  await expect.poll(() => documents).toContain(`${PRE}/entry/1001/ERP`);
  await expect(page).toHaveURL(`${PRE}/pre/404`);
});

test("[ROUTE-44] on the unprefixed deployment a user of environment pre is sent to /pre", async ({ page }) => {
  await control(MAIN_MOCK, "PATCH", "/users/owner", { ssoEnv: "pre" });
  await signIn(page, "/login", "owner");
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${MAIN_PORT}/pre/entry/1001/ERP$`));
});

test("the ROUTE-44 redirect never carries the request's Host: a forged Host gets a path (no TRUST_PROXY, no PORTAL_ORIGIN)", async () => {
  await control(MAIN_MOCK, "PATCH", "/users/owner", { ssoEnv: "pre" });
  const cookie = await portalLogin(`http://127.0.0.1:${MAIN_PORT}`, "owner", SEED.accounts.owner.password);
  const location = await new Promise<string | undefined>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port: MAIN_PORT, path: "/entry/1001/ERP?a=1", headers: { Host: "evil.example", Cookie: cookie } }, (res) => {
      res.resume();
      resolve(res.headers.location);
    });
    req.on("error", reject);
    req.end();
  });
  expect(location).toBe("/pre/entry/1001/ERP?a=1");
});
