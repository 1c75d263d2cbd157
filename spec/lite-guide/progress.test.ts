/**
 * The lite guide's progress poll (GUIDE-13): the server's GET to the external onboarding-progress
 * endpoint (app/gateway/onboarding-progress.server.ts), and `/api/lite-guide?poll=progress`
 * against the mock gateway (which serves that endpoint with its per-user pull) and against a stub.
 */
import fc from "fast-check";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { fetchOnboardingProgress, OnboardingProgressError } from "~/gateway/onboarding-progress.server";
import { loginAction } from "~/features/auth/index.server";
import { liteGuideLoader } from "~/features/lite-guide/index.server";
import { resetServerEnv } from "~/utils/env.server";
import { CookieJar, get, post, setupMockGateway } from "../support/portal-env";
import { SEED } from "../../mock-gateway/seed/ids";

const base = { url: "https://progress.example.com/api/onboarding?source=portal", userId: 100005, token: "tok-1", company: "enc-co", language: "en_US" as const };

/** A fetch that records its request and answers `reply`. */
function fakeFetch(reply: () => Response | Promise<Response>) {
  const seen: Request[] = [];
  const fn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(input, init));
    return reply();
  }) as typeof fetch;
  return { fn, seen };
}
const json = (body: unknown, init?: ResponseInit) => new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" }, ...init });
const kindOf = async (p: Promise<unknown>) => p.then(() => "ok", (e: unknown) => (e instanceof OnboardingProgressError ? e.kind : `other: ${String(e)}`));

describe("fetchOnboardingProgress", () => {
  it("GETs the endpoint with the userId param (its own query kept) and the gateway's headers, redirects not followed", async () => {
    const { fn, seen } = fakeFetch(() => json({ code: "200", msg: "ok", data: { listing: 40, inventory: "55", order: 100 } }));
    expect(await fetchOnboardingProgress({ ...base, fetch: fn })).toEqual({ listing: 40, inventory: 55, order: 100 });
    const req = seen[0]!;
    expect(req.method).toBe("GET");
    const url = new URL(req.url);
    expect(url.origin + url.pathname).toBe("https://progress.example.com/api/onboarding");
    expect([...url.searchParams]).toEqual([["source", "portal"], ["userId", "100005"]]);
    expect(req.headers.get("authorization")).toBe("tok-1");
    expect(req.headers.get("company")).toBe("enc-co");
    expect(req.headers.get("accept-language")).toBe("en-US");
    expect(req.headers.get("accept")).toBe("application/json");
    expect(req.redirect).toBe("manual");
  });

  it("a failed reply (no 2xx, a redirect, a network error) is `failed`; a reply of another shape is `bad`", async () => {
    for (const res of [() => json({}, { status: 500 }), () => new Response(null, { status: 302, headers: { Location: "https://evil.example/" } }), () => Promise.reject(new TypeError("fetch failed"))]) {
      expect(await kindOf(fetchOnboardingProgress({ ...base, fetch: fakeFetch(res).fn }))).toBe("failed");
    }
    const bad = [
      "not json",
      JSON.stringify({ code: "500", msg: "boom", data: { listing: 1, inventory: 1, order: 1 } }),
      JSON.stringify({ code: "200", data: null }),
      JSON.stringify({ code: "200", data: { listing: 101, inventory: 0, order: 0 } }),
      JSON.stringify({ code: "200", data: { listing: -1, inventory: 0, order: 0 } }),
      JSON.stringify({ code: "200", data: { listing: "ninety", inventory: 0, order: 0 } }),
      JSON.stringify({ code: "200", data: { listing: 1, inventory: 1 } }),
      JSON.stringify({ code: "200", data: { listing: 1, inventory: 1, order: 1, pad: "x".repeat(70_000) } }),
    ];
    for (const text of bad) expect(await kindOf(fetchOnboardingProgress({ ...base, fetch: fakeFetch(() => new Response(text)).fn })), text.slice(0, 40)).toBe("bad");
  });

  it("any percentages 0–100 come back as sent; any other JSON is `bad`, never another error", async () => {
    const pct = fc.integer({ min: 0, max: 100 });
    await fc.assert(fc.asyncProperty(pct, pct, pct, fc.constantFrom("200", 200, "0", 0), async (listing, inventory, order, code) => {
      const got = await fetchOnboardingProgress({ ...base, fetch: fakeFetch(() => json({ code, data: { listing, inventory, order } })).fn });
      expect(got).toEqual({ listing, inventory, order });
    }));
    await fc.assert(fc.asyncProperty(fc.jsonValue(), async (value) => {
      const kind = await kindOf(fetchOnboardingProgress({ ...base, fetch: fakeFetch(() => json(value)).fn }));
      expect(kind).toBe("bad");
    }));
  });
});

const { gw, server } = setupMockGateway();
const PROGRESS = "/onboarding/progress";

async function jarOf(username: "lite" | "owner"): Promise<CookieJar> {
  const res = await loginAction(post("/login", { intent: "login", userName: username, password: SEED.accounts[username].password }));
  return new CookieJar().take(res as Response);
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are inspected loosely in tests
const body = async (res: Response) => (await res.json()) as any;
const pollOf = (jar: CookieJar) => liteGuideLoader(get("/api/lite-guide?poll=progress", jar));

afterEach(() => {
  delete process.env.ONBOARDING_PROGRESS_URL;
  resetServerEnv(); // the parsed environment is memoised
});

describe("the guide's progress poll through the portal", () => {
  it("[GUIDE-13] the poll is a GET to the configured onboarding-progress endpoint with the userId param and the session's token, company and language as headers", async () => {
    process.env.ONBOARDING_PROGRESS_URL = "http://progress.test/v1/progress";
    const seen: Request[] = [];
    server.use(http.get("http://progress.test/v1/progress", ({ request }) => (seen.push(request.clone()), HttpResponse.json({ code: 200, msg: "ok", data: { listing: 30, inventory: 60, order: 90 } }))));
    const jar = await jarOf("lite");
    const reply = await pollOf(jar);
    expect(await body(reply)).toEqual({ ok: true, progress: { listing: 30, inventory: 60, order: 90 } });
    expect(seen).toHaveLength(1);
    const req = seen[0]!;
    expect(req.method).toBe("GET");
    expect(new URL(req.url).searchParams.get("userId")).toBe("100005");
    const session = gw.state.token.findMany({ where: { username: { equals: "lite" }, kind: { equals: "session" } } }).map((t) => t.token);
    expect(session).toContain(req.headers.get("authorization"));
    const company = gw.state.company.findFirst({ where: { id: { equals: "B" } } })!.subjectCodeEncrypt;
    expect(req.headers.get("company")).toBe(company);
    expect(req.headers.get("accept-language")).toBe("zh-CN");
    // The gateway token never reaches the browser.
    expect(JSON.stringify(await body(await pollOf(jar)))).not.toContain(req.headers.get("authorization")!);
  });

  it("a failed or bad reply answers 502 with a clear message key", async () => {
    process.env.ONBOARDING_PROGRESS_URL = "http://progress.test/v1/progress";
    const jar = await jarOf("lite");
    server.use(http.get("http://progress.test/v1/progress", () => HttpResponse.json({ code: "200", data: { listing: "most" } })));
    let res = await pollOf(jar);
    expect(res.status).toBe(502);
    expect(await body(res)).toEqual({ ok: false, error: "liteGuide:progressBad" });
    server.use(http.get("http://progress.test/v1/progress", () => new HttpResponse("upstream down", { status: 503 })));
    res = await pollOf(jar);
    expect(res.status).toBe(502);
    expect(await body(res)).toEqual({ ok: false, error: "liteGuide:progressFailed" });
  });

  it("against the mock: each poll moves the pull, the 3rd completes it and brings the guide with step 2 done; reading the guide moves nothing", async () => {
    const jar = await jarOf("lite");
    const guide = await body(await liteGuideLoader(get("/api/lite-guide", jar)));
    expect(guide.guide.guideSchedule).toBe("1000");
    expect(await body(await liteGuideLoader(get("/api/lite-guide", jar)))).toEqual(guide);
    const first = await body(await pollOf(jar));
    const second = await body(await pollOf(jar));
    for (const k of ["listing", "inventory", "order"]) {
      expect(first.progress[k]).toBeGreaterThan(guide.guide[k]);
      expect(second.progress[k]).toBeGreaterThan(first.progress[k]);
      expect(second.progress[k]).toBeLessThan(100);
    }
    expect(first.guide).toBeUndefined();
    const third = await body(await pollOf(jar));
    expect(third.progress).toEqual({ listing: 100, inventory: 100, order: 100 });
    expect(third.guide).toMatchObject({ guideSchedule: "1100", listing: 100, inventory: 100, order: 100 });
    expect(gw.log.filter((e) => e.path === PROGRESS).map((e) => [e.method, e.body, e.status])).toEqual(Array(3).fill(["GET", { userId: "100005" }, 200]));
  });

  it("a user the guide is not for polls nothing; the mock refuses another user's id", async () => {
    expect(await body(await pollOf(await jarOf("owner")))).toEqual({ ok: true, progress: null });
    expect(gw.log.filter((e) => e.path === PROGRESS)).toHaveLength(0);
    const res = await fetch(`http://gateway.test${PROGRESS}?userId=100001`, { headers: { Authorization: "nope" } });
    expect(res.status).toBe(401);
  });
});
