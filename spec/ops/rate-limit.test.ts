/** The login rate limit's counting (app/features/auth/rate-limit.server.ts). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createLoginLimiter } from "~/features/auth/rate-limit.server";

describe("login limiter", () => {
  it("allows exactly ipLimit attempts per IP, then refuses with a Retry-After within the window", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 120 }), fc.integer({ min: 0, max: 6 }), async (limit, windowS, extra) => {
        const limiter = createLoginLimiter({ ipLimit: limit, ipWindowS: windowS, accountLimit: 1000, accountWindowS: 900 });
        const verdicts = [];
        for (let i = 0; i < limit + extra + 1; i++) verdicts.push(await limiter.attempt("10.0.0.1", `user${i}`));
        expect(verdicts.slice(0, limit).every((v) => v.allowed)).toBe(true);
        for (const v of verdicts.slice(limit)) {
          expect(v).toMatchObject({ allowed: false, by: "ip" });
          if (!v.allowed) {
            expect(v.retryAfterS).toBeGreaterThanOrEqual(1);
            expect(v.retryAfterS).toBeLessThanOrEqual(windowS);
          }
        }
        // Another IP is counted separately.
        expect((await limiter.attempt("10.0.0.2", "user0")).allowed).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it("counts an account across IPs (trimmed, case-insensitive) and a success clears it", async () => {
    const limiter = createLoginLimiter({ ipLimit: 1000, ipWindowS: 60, accountLimit: 2, accountWindowS: 900 });
    expect((await limiter.attempt("10.0.0.1", "Owner")).allowed).toBe(true);
    expect((await limiter.attempt("10.0.0.2", " owner ")).allowed).toBe(true);
    const third = await limiter.attempt("10.0.0.3", "OWNER");
    expect(third).toMatchObject({ allowed: false, by: "account" });
    if (!third.allowed) expect(third.retryAfterS).toBeGreaterThan(800);
    expect((await limiter.attempt("10.0.0.3", "buyer")).allowed).toBe(true);
    await limiter.succeeded("owner");
    expect((await limiter.attempt("10.0.0.4", "owner")).allowed).toBe(true);
  });
});
