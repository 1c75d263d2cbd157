/** Expiry prompts: which one an activation meets, and where renewing leads (TAB-08..TAB-13). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expiryOf, renewPath } from "~/features/tabs";

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
/** `ms` as a gateway time (UTC+8). */
function gw(ms: number): string {
  const d = new Date(ms + 8 * 3_600_000);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
}
const offset = fc.integer({ min: 1, max: 400 * 86_400 }).map((s) => s * 1000);

describe("expiry", () => {
  it("a past platform time blocks first; a missing or future time is not expired (the decision only: TAB-13 shown in spec/tabs/activate-key.test.tsx)", () => {
    fc.assert(
      fc.property(offset, offset, fc.option(fc.integer({ min: 1, max: 3 })), (past, future, assetsType) => {
        expect(expiryOf({ platformExpireTime: gw(NOW - past), assetsExpireTime: gw(NOW - past), assetsType }, NOW)).toEqual({ kind: "platform" });
        expect(expiryOf({ platformExpireTime: gw(NOW + future), assetsExpireTime: gw(NOW + future), assetsType }, NOW)).toBeNull();
        expect(expiryOf({ platformExpireTime: null, assetsExpireTime: undefined, assetsType }, NOW)).toBeNull();
        expect(expiryOf({ platformExpireTime: "not a time", assetsExpireTime: "", assetsType }, NOW)).toBeNull();
      }),
    );
  });

  it("a past asset time gives the app prompt; renew leads to the app store for assetsType 2, else service management (the path only: TAB-11 whole, with the page it opens, in e2e/tabs.spec.ts)", () => {
    fc.assert(
      fc.property(offset, fc.option(fc.integer({ min: 0, max: 5 })), (past, assetsType) => {
        const expiry = expiryOf({ assetsExpireTime: gw(NOW - past), assetsType }, NOW);
        expect(expiry).toEqual({ kind: "assets", assetsType: assetsType ?? null });
        expect(renewPath(expiry!)).toBe(assetsType === 2 ? "/app/home" : "/company/serve/serve-manage");
      }),
    );
  });

  it("renew of the platform prompt leads to service management (the path only: TAB-09 whole in e2e/tabs.spec.ts)", () => {
    expect(renewPath({ kind: "platform" })).toBe("/company/serve/serve-manage");
  });
});
