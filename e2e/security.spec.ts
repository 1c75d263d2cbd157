/** Journeys 10 and 11: the mobile redirect and the security headers. */
import { expect, hydrated, loginAs, setLanguage, test } from "./support/fixtures";
import { cspViolations, watchCsp } from "./support/micro";

const MOBILE_UA = {
  iPhone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  Android:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  iPod: "Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1",
  "Windows Phone":
    "Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.14977",
};
const DESKTOP_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";

/** The Location of a redirect, resolved against the portal. */
function target(location: string | undefined, base: string): URL {
  expect(location, "a Location header").toBeTruthy();
  return new URL(location as string, base);
}

test("[ROUTE-38][ROUTE-39][ROUTE-40][ROUTE-41] mobile browsers go to the mobile site", async ({ request, page, baseURL }) => {
  const portal = new URL(baseURL as string);
  for (const [device, ua] of Object.entries(MOBILE_UA)) {
    // ROUTE-41: no token, no register parameter → the mobile login page.
    const res = await request.get("/login", { headers: { "user-agent": ua }, maxRedirects: 0 });
    expect(res.status(), device).toBe(302);
    const to = target(res.headers().location, portal.href);
    expect(to.origin, device).not.toBe(portal.origin);
    expect(to.pathname, device).toMatch(/\/login$/);
  }

  // ROUTE-39: linkId / source / register → the register page (the parameter carried over).
  for (const query of ["register=1", "linkId=77", "source=ad"]) {
    const res = await request.get(`/login?${query}`, { headers: { "user-agent": MOBILE_UA.iPhone }, maxRedirects: 0 });
    expect(res.status(), query).toBe(302);
    const to = target(res.headers().location, portal.href);
    expect(to.origin).not.toBe(portal.origin);
    expect(to.pathname, query).toMatch(/\/register$/);
    expect(to.search, query).toContain(query);
  }

  // ROUTE-38: a desktop browser is never redirected.
  const desktop = await request.get("/login", { headers: { "user-agent": DESKTOP_UA }, maxRedirects: 0 });
  expect(desktop.status()).toBe(200);

  // ROUTE-40: logged in (the session cookie), a mobile browser goes to the buy page with the token.
  await loginAs(page, "owner");
  const buy = await page.context().request.get("/entry/1001/ERP", {
    headers: { "user-agent": MOBILE_UA.iPhone },
    maxRedirects: 0,
  });
  expect(buy.status()).toBe(302);
  const to = target(buy.headers().location, portal.href);
  expect(to.origin).not.toBe(portal.origin);
  expect(to.pathname).toMatch(/\/buy$/);
  expect(to.searchParams.get("token")).toBeTruthy();
});

test("[issue §8] security headers: CSP with the scripts' nonce, frame-ancestors, nosniff, Referrer-Policy", async ({ page, mock }) => {
  const res = await page.goto("/login");
  expect(res).not.toBeNull();
  const headers = await res!.allHeaders();
  const csp = headers["content-security-policy"];
  expect(csp).toBeTruthy();
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce, "a script nonce in the CSP").toBeTruthy();
  expect(csp).toMatch(/script-src[^;]*'nonce-/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).toMatch(/frame-ancestors 'self'(;|$)/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBeTruthy();

  // Every inline script of the document carries that nonce (browsers hide it from getAttribute,
  // so read the .nonce property).
  const inline = await page.locator("script:not([src])").evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).nonce));
  expect(inline.length).toBeGreaterThan(0);
  for (const n of inline) expect(n).toBe(nonce);
  const html = await res!.text();
  const attrs = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(attrs.length).toBeGreaterThan(0);
  for (const tag of attrs) expect(tag, tag).toContain(`nonce="${nonce}"`);

  // The ?token= redirect must not leak the token through the Referer.
  const token = await mock.token("owner");
  const redirect = await page.request.get(`/login?token=${encodeURIComponent(token)}`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  const values = redirect.headersArray().filter((h) => h.name.toLowerCase() === "referrer-policy").map((h) => h.value);
  // A browser applies the last valid policy token of all the Referrer-Policy headers.
  const tokens = values.flatMap((v) => v.split(",").map((s) => s.trim())).filter(Boolean);
  expect(tokens.at(-1)).toBe("no-referrer");
});

test("[issue 10] the login document rendered once is served again with each request's own nonce, and differs with its data", async ({ page, request }) => {
  const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1] ?? "";
  const docs = [];
  for (let i = 0; i < 3; i++) {
    const res = await request.get("/login", { headers: { accept: "text/html", Cookie: "lng=en_US" } });
    expect(res.status()).toBe(200);
    const nonce = nonceOf(res.headers()["content-security-policy"]);
    expect(nonce.length).toBeGreaterThanOrEqual(16);
    docs.push({ nonce, html: await res.text() });
  }
  expect(new Set(docs.map((d) => d.nonce)).size).toBe(3);
  for (const { nonce, html } of docs) {
    const tags = [...html.matchAll(/<(?:script|style)\b[^>]*>/g)].map((m) => m[0]);
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag, tag).toContain(`nonce="${nonce}"`);
    for (const other of docs.filter((d) => d.nonce !== nonce)) expect(html.includes(other.nonce)).toBe(false);
  }
  // The same page but for the nonce: the render was shared.
  expect(docs[1].html.split(docs[1].nonce).join("N")).toBe(docs[0].html.split(docs[0].nonce).join("N"));
  // Other loader data (the expired-session notice) is another document.
  const expired = await request.get("/login?reason=expired", { headers: { accept: "text/html", Cookie: "lng=en_US" } });
  const expiredHtml = (await expired.text()).split(nonceOf(expired.headers()["content-security-policy"])).join("N");
  expect(expiredHtml).not.toBe(docs[0].html.split(docs[0].nonce).join("N"));

  // A browser given a served-again document runs its scripts: no CSP violation, hydrated.
  await watchCsp(page);
  await setLanguage(page, "en_US");
  await page.goto("/login");
  await page.goto("/login");
  await hydrated(page);
  expect(await cspViolations(page)).toEqual([]);
});
