/**
 * The read cache's mechanics (app/gateway/read-cache.server.ts): keys, invalidation by user and
 * company, failures never cached, a shared miss whose call fails is retried by each waiter.
 */
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { cachedRead, clearReadCache, invalidateCompanyReads, invalidateUserReads, type ReadScope } from "~/gateway/read-cache.server";
import { resetServerEnv } from "~/utils/env.server";

process.env.SESSION_SECRET ??= "spec-secret-0123456789abcdef";
const scope = (company: string, userName: string, language = "zh_CN"): ReadScope => ({ company, userName, language });

describe("read cache", () => {
  beforeEach(() => {
    delete process.env.READ_CACHE_TTL_MS;
    resetServerEnv();
    clearReadCache();
  });

  it("serves each (company, user, language, parts) only what was loaded for exactly that key", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom("A", "B", "C"), fc.constantFrom("u1", "u2"), fc.constantFrom("zh_CN", "en_US"), fc.constantFrom("1001", "2001")), { minLength: 1, maxLength: 30 }),
        async (reads) => {
          clearReadCache();
          for (const [company, user, lng, service] of reads) {
            const got = await cachedRead("menuTree", scope(company, user, lng), [service], async () => `${company}/${user}/${lng}/${service}`);
            expect(got).toBe(`${company}/${user}/${lng}/${service}`);
          }
        },
      ),
    );
  });

  it("a second read is a hit; invalidating the user or the company forces a new load", async () => {
    let loads = 0;
    const read = (s: ReadScope) => cachedRead("systems", s, [], async () => ++loads);
    expect(await read(scope("A", "owner"))).toBe(1);
    expect(await read(scope("A", "owner"))).toBe(1);
    expect(await read(scope("A", "korean"))).toBe(2);
    expect(invalidateUserReads({ company: "A", userName: "owner" })).toBe(1);
    expect(await read(scope("A", "owner"))).toBe(3);
    expect(await read(scope("A", "korean"))).toBe(2);
    expect(invalidateCompanyReads("A")).toBe(2);
    expect(await read(scope("A", "korean"))).toBe(4);
  });

  it("never caches a failure, nor a scope without company or user, nor anything with the cache off", async () => {
    let loads = 0;
    await expect(cachedRead("userConfig", scope("A", "owner"), [], async () => Promise.reject(new Error(`boom ${++loads}`)))).rejects.toThrow("boom 1");
    expect(await cachedRead("userConfig", scope("A", "owner"), [], async () => ++loads)).toBe(2);
    expect(await cachedRead("userConfig", scope("", "owner"), [], async () => ++loads)).toBe(3);
    expect(await cachedRead("userConfig", scope("", "owner"), [], async () => ++loads)).toBe(4);
    expect(await cachedRead("userConfig", null, [], async () => ++loads)).toBe(5);
    process.env.READ_CACHE_TTL_MS = "0";
    resetServerEnv();
    expect(await cachedRead("userConfig", scope("B", "lite"), [], async () => ++loads)).toBe(6);
    expect(await cachedRead("userConfig", scope("B", "lite"), [], async () => ++loads)).toBe(7);
  });

  it("concurrent misses share one call; when it fails each waiter loads with its own call", async () => {
    let loads = 0;
    const ok = await Promise.all([1, 2, 3].map(() => cachedRead("systems", scope("A", "owner"), [], async () => ++loads)));
    expect(ok).toEqual([1, 1, 1]);
    const first = cachedRead("systems", scope("C", "noquota"), [], async () => Promise.reject(new Error("401 of another session")));
    const second = cachedRead("systems", scope("C", "noquota"), [], async () => "own");
    await expect(first).rejects.toThrow("401 of another session");
    expect(await second).toBe("own");
  });

  it("cached values are frozen: a caller cannot change what the next request gets", async () => {
    const tree = await cachedRead("menuTree", scope("A", "owner"), ["1001"], async () => ({ childMenus: [{ name: "x" }] }));
    expect(() => {
      (tree.childMenus[0] as { name: string }).name = "changed";
    }).toThrow(TypeError);
  });
});
