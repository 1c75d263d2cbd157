/**
 * Issue 10 "A cache must never serve one company's data to another": users of five companies
 * (and two users of one company with different roles), interleaved in random orders and
 * concurrently, each get exactly the systems and menus the gateway gives them without any
 * cache, while the read cache is demonstrably in use (fewer gateway calls than documents).
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CookieJar, get, post, setupMockGateway } from "../support/portal-env";
import { loginAction } from "~/features/auth/index.server";
import { shellLoader } from "~/shell/index.server";
import { clearReadCache } from "~/gateway/read-cache.server";
import { resetServerEnv } from "~/utils/env.server";

const { server } = setupMockGateway();

/** One user per company (A twice: owner and korean, whose role lacks the finance group). */
const USERS = [
  { name: "owner", password: "Owner2026", entry: ["1001", "ERP"] },
  { name: "korean", password: "Korean2026", entry: ["1001", "ERP"] },
  { name: "lite", password: "Lite2026ab", entry: ["3001", "ERP"] },
  { name: "demo", password: "Demo2026ab", entry: ["4001", "ERP"] },
  { name: "noquota", password: "Noquota2026", entry: ["2002", "AMAZON_OPERATE"] },
  { name: "bigco", password: "Bigco2026ab", entry: ["5001", "ERP"] },
] as const;
type User = (typeof USERS)[number];

interface Seen {
  company: string;
  systems: string;
  menu: string;
}

async function loginJar(user: User): Promise<CookieJar> {
  const res = (await loginAction(post("/login", { intent: "login", userName: user.name, password: user.password }))) as Response;
  expect(res.headers.get("Location") ?? "").not.toContain("/login");
  return new CookieJar().take(res);
}

async function shellOf(user: User, jar: CookieJar): Promise<Seen> {
  const [serviceId, systemCode] = user.entry;
  const res = (await shellLoader(get(`/entry/${serviceId}/${systemCode}`, jar), { serviceId, systemCode })) as {
    data: { user: { company: string }; systems: unknown; menu: { json: string } | null };
    init?: { headers?: HeadersInit };
  };
  // A rotated token comes back as Set-Cookie (GW-05): keep the session current.
  if (res.init?.headers) jar.take(new Headers(res.init.headers));
  return { company: res.data.user.company, systems: JSON.stringify(res.data.systems), menu: res.data.menu?.json ?? "" };
}

let menuCalls = 0;
let baseline: Map<string, Seen>;
let jars: Map<string, CookieJar>;

describe("read cache isolation (issue 10)", () => {
  beforeAll(() => {
    server.events.on("request:start", ({ request }) => {
      if (request.url.endsWith("/getMenuTreeByServiceAndRole")) menuCalls++;
    });
  });
  afterAll(() => {
    delete process.env.READ_CACHE_TTL_MS;
    resetServerEnv();
  });

  it("users of different companies, interleaved and concurrent, only ever see their own company's systems and menus", async () => {
    // What each user gets straight from the gateway, the cache off.
    process.env.READ_CACHE_TTL_MS = "0";
    resetServerEnv();
    jars = new Map();
    baseline = new Map();
    for (const u of USERS) {
      const jar = await loginJar(u);
      jars.set(u.name, jar);
      baseline.set(u.name, await shellOf(u, jar));
    }
    // The data really differ: every company its own systems, owner and korean their own menus.
    expect(new Set(USERS.map((u) => baseline.get(u.name)!.systems)).size).toBe(USERS.length - 1);
    expect(baseline.get("owner")!.menu).not.toBe(baseline.get("korean")!.menu);

    process.env.READ_CACHE_TTL_MS = "60000";
    resetServerEnv();
    clearReadCache();
    let documents = 0;
    menuCalls = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: USERS.length - 1 }), { minLength: 1, maxLength: 12 }),
        fc.boolean(),
        async (order, concurrent) => {
          const run = (i: number) => {
            const u = USERS[i];
            documents++;
            return shellOf(u, jars.get(u.name)!).then((seen) => ({ u, seen }));
          };
          const results = concurrent ? await Promise.all(order.map(run)) : await order.reduce<Promise<{ u: User; seen: Seen }[]>>(async (acc, i) => [...(await acc), await run(i)], Promise.resolve([]));
          for (const { u, seen } of results) expect(seen).toEqual(baseline.get(u.name));
        },
      ),
      { numRuns: 25 },
    );
    // The cache was in use: far fewer menu calls than documents (at most one per user here).
    expect(menuCalls).toBeLessThanOrEqual(USERS.length);
    expect(documents).toBeGreaterThan(USERS.length * 2);
  }, 120_000);
});
