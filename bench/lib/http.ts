/** The bench's HTTP client side: logging in and fetching SSR pages with the session cookie. */

/** Name=value pairs of every Set-Cookie of a response, merged into a Cookie header. */
function mergeCookies(cookie: string, res: Response): string {
  const jar = new Map<string, string>();
  for (const pair of cookie.split(/;\s*/).filter(Boolean)) {
    const i = pair.indexOf("=");
    jar.set(pair.slice(0, i), pair.slice(i + 1));
  }
  for (const header of res.headers.getSetCookie()) {
    const pair = header.split(";")[0] ?? "";
    const i = pair.indexOf("=");
    if (i > 0) jar.set(pair.slice(0, i).trim(), pair.slice(i + 1).trim());
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

/** Where a response redirects to: a 3xx Location, or single fetch's X-Remix-Redirect. */
function redirectTarget(res: Response): string | null {
  if (res.status >= 300 && res.status < 400) return res.headers.get("location");
  return res.headers.get("x-remix-redirect");
}

/** The outcome of a login. */
export interface LoginResult {
  cookie: string;
  status: number;
  redirect: string;
}

/**
 * Logs in with a plain form POST to /login (the server encrypts a plaintext password itself),
 * following no redirect.
 * @throws when the answer is neither a redirect nor carries a cookie
 */
export async function login(baseUrl: string, userName: string, password: string): Promise<LoginResult> {
  const res = await fetch(`${baseUrl}/login`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      accept: "text/html",
      origin: baseUrl,
      referer: `${baseUrl}/login`,
    },
    body: new URLSearchParams({ userName, password, intent: "login" }),
  });
  const body = await res.text();
  const redirect = redirectTarget(res);
  const cookie = mergeCookies("", res);
  if (!redirect || !cookie) {
    throw new Error(
      `login as ${userName}: expected a redirect with a session cookie, got ${res.status}` +
        ` (location ${redirect ?? "none"}, ${cookie ? "cookie set" : "no cookie"}): ${body.slice(0, 300)}`,
    );
  }
  return { cookie, status: res.status, redirect };
}

/** An SSR page after its redirects. */
export interface Page {
  /** Path (and query) of the page that answered 200. */
  path: string;
  html: string;
  cookie: string;
}

/**
 * GETs a page with the cookie, following up to 5 redirects by hand (keeping cookies).
 * @throws on a non-200 final answer or when sent back to /login
 */
export async function getPage(baseUrl: string, path: string, cookie = ""): Promise<Page> {
  let current = path;
  for (let hop = 0; hop <= 5; hop++) {
    const res = await fetch(new URL(current, baseUrl), {
      redirect: "manual",
      headers: { accept: "text/html", ...(cookie ? { cookie } : {}) },
    });
    cookie = mergeCookies(cookie, res);
    const target = redirectTarget(res);
    if (target) {
      await res.arrayBuffer();
      const next = new URL(target, new URL(current, baseUrl));
      if (next.origin !== new URL(baseUrl).origin) throw new Error(`GET ${path}: redirected off-site to ${next}`);
      current = next.pathname + next.search;
      if (current.startsWith("/login") && !path.startsWith("/login")) {
        throw new Error(`GET ${path}: redirected to ${current} (session not accepted)`);
      }
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`GET ${current}: status ${res.status}: ${html.slice(0, 300)}`);
    return { path: current, html, cookie };
  }
  throw new Error(`GET ${path}: more than 5 redirects`);
}
