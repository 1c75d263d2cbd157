/**
 * Issue 10 over HTTP, against the built portal (its read cache on): sessions of four companies
 * and two roles of one company, interleaved and in parallel, each get a shell document with
 * their own company's systems and never another's (the cache keys by company and user).
 */
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/** Users and what their shell must (and must not) list: systemCodes of FIXTURE.md. */
const USERS = [
  { name: "owner", password: "Owner2026", shell: "/entry/1001/ERP", has: ["AMAZON_OPERATE", "SUPPLY_CHAIN"], company: "A" },
  { name: "lite", password: "Lite2026ab", shell: "/entry/3001/ERP", has: [], company: "B" },
  { name: "demo", password: "Demo2026ab", shell: "/entry/4001/ERP", has: [], company: "D" },
  { name: "korean", password: "Korean2026", shell: "/entry/1001/ERP", has: ["AMAZON_OPERATE", "SUPPLY_CHAIN"], company: "A" },
] as const;

async function loginContext(playwright: { request: { newContext(o: object): Promise<APIRequestContext> } }, baseURL: string, user: (typeof USERS)[number]) {
  const ctx = await playwright.request.newContext({ baseURL });
  const res = await ctx.post("/login", { form: { userName: user.name, password: user.password, intent: "login" }, headers: { origin: baseURL, accept: "text/html" }, maxRedirects: 0 });
  expect(res.status(), `${user.name} logs in`).toBe(302);
  return ctx;
}

test("interleaved sessions of several companies only ever see their own company's systems through the cache", async ({ playwright, baseURL }) => {
  const contexts = await Promise.all(USERS.map((u) => loginContext(playwright, baseURL!, u)));
  const shellOf = async (i: number) => {
    const res = await contexts[i].get(USERS[i].shell, { headers: { accept: "text/html" } });
    expect(res.status()).toBe(200);
    return res.text();
  };
  const check = (i: number, html: string) => {
    const u = USERS[i];
    for (const code of ["AMAZON_OPERATE", "SUPPLY_CHAIN"]) {
      expect(html.includes(code), `${u.name} (company ${u.company}) ${(u.has as readonly string[]).includes(code) ? "lists" : "never lists"} ${code}`).toBe((u.has as readonly string[]).includes(code));
    }
  };
  // Sequential rounds in changing orders, then everyone at once, twice.
  for (const order of [[0, 1, 2, 3], [3, 2, 1, 0], [1, 0, 3, 2]]) for (const i of order) check(i, await shellOf(i));
  for (let round = 0; round < 2; round++) {
    const pages = await Promise.all(USERS.map((_, i) => shellOf(i)));
    pages.forEach((html, i) => check(i, html));
  }
  await Promise.all(contexts.map((c) => c.dispose()));
});
