/**
 * In-process test world for server-side flows: the mock gateway under msw at
 * http://gateway.test, the portal's env pointing at it, and helpers to build requests that
 * carry the cookies the portal set.
 */
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { createMockGateway, MOCK_PUBLIC_KEY_PEM } from "../../mock-gateway/node";
import { clearReadCache } from "~/gateway/read-cache.server";

export const PORTAL = "http://portal.test";
export const GATEWAY = "http://gateway.test";

process.env.GATEWAY_URL = GATEWAY;
process.env.GATEWAY_PUBLIC_KEY = MOCK_PUBLIC_KEY_PEM;
process.env.SESSION_SECRET = "spec-secret-0123456789abcdef";
process.env.NODE_ENV = "test";

/** Starts one mock gateway for the file, re-seeded before each test. Returns accessors. */
export function setupMockGateway() {
  const gw = createMockGateway({ publicUrl: GATEWAY });
  const server = setupServer(...gw.handlers);
  const rawBodies: Array<{ path: string; body: string }> = [];
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  beforeEach(() => {
    gw.reset();
    clearReadCache();
    rawBodies.length = 0;
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  // As the embedding portal does (server/index.ts): a control call that changed the mock's
  // state drops the read cache, so tests that fault or patch the mock see the change.
  server.events.on("response:mocked", ({ request }) => {
    if (request.method !== "GET" && new URL(request.url).pathname.startsWith("/__mock/")) clearReadCache();
  });
  server.events.on("request:start", async ({ request }) => {
    rawBodies.push({ path: new URL(request.url).pathname, body: await request.clone().text() });
  });
  return { gw, server, rawBodies };
}

/** A cookie jar: merges Set-Cookie headers of responses, renders a Cookie header. */
export class CookieJar {
  private cookies = new Map<string, string>();
  take(res: Response | Headers): this {
    const headers = res instanceof Headers ? res : res.headers;
    for (const line of headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const [name, ...rest] = pair.split("=");
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim()) || /expires=Thu, 01 Jan 1970/i.test(a.trim()));
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), rest.join("="));
    }
    return this;
  }
  has(name: string): boolean {
    return this.cookies.has(name);
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

/** A GET request to the portal with the jar's cookies. */
export function get(path: string, jar?: CookieJar, headers: Record<string, string> = {}): Request {
  return new Request(`${PORTAL}${path}`, { headers: { ...(jar ? { Cookie: jar.header() } : {}), ...headers } });
}

/** A form POST to the portal with the jar's cookies. */
export function post(path: string, form: Record<string, string>, jar?: CookieJar): Request {
  return new Request(`${PORTAL}${path}`, {
    method: "POST",
    body: new URLSearchParams(form),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(jar ? { Cookie: jar.header() } : {}) },
  });
}

/** Runs a loader/action that may throw a Response; returns the Response either way. */
export async function settle(fn: () => Promise<unknown>): Promise<unknown> {
  try {
    return await fn();
  } catch (err) {
    return err;
  }
}
