/** The pure rules of the bridge's token hand-out (features/bridge/token-rules.ts), as properties. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { entryDecision, type AccessSystem } from "~/features/access";
import { fetchMetadataAllows, systemVerdict } from "~/features/bridge/token-rules";

const header = fc.option(fc.oneof(fc.constantFrom("same-origin", "same-site", "cross-site", "none", "cors", "no-cors", "navigate", "websocket", "empty", "document", "iframe", "script", " Same-Origin "), fc.string({ maxLength: 12 })), { nil: null });

const DOMAINS = ["https://erp.example.com", "https://erp.example.com/app/", "HTTPS://BI.Example.com:443/x", "http://wms.example.com:8080", null, "junk"];
const system: fc.Arbitrary<AccessSystem> = fc.record({
  serviceId: fc.integer({ min: 1, max: 4 }),
  systemCode: fc.constantFrom("ERP", "BI", "AMAZON_OPERATE", "WMS"),
  status: fc.constantFrom(2, 3, 4, 9),
  serviceDeploy: fc.constantFrom(1, 2, 4),
  embedded: fc.constantFrom(1, 2),
  packageId: fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }),
  systemDomain: fc.constantFrom(...DOMAINS),
  serviceBillingValueDTOList: fc.option(fc.array(fc.record({ keyValue: fc.constant("packageQuantity"), billingItemValue: fc.integer({ min: -1, max: 3 }), unlimitedUse: fc.constantFrom(0, 1) }), { maxLength: 1 }), { nil: null }),
});
const origin = fc.constantFrom("https://erp.example.com", "https://bi.example.com", "http://wms.example.com:8080", "https://erp.example.com/", "HTTPS://ERP.EXAMPLE.COM", "https://evil.example");

describe("bridge token rules", () => {
  it("fetch metadata allows only what a same-origin fetch() sends, each header where present", () => {
    fc.assert(
      fc.property(header, header, header, (site, mode, dest) => {
        const allowed = fetchMetadataAllows({ site, mode, dest });
        const ok = (v: string | null, values: string[]) => v === null || values.includes(v.trim().toLowerCase());
        expect(allowed).toBe(ok(site, ["same-origin"]) && ok(mode, ["cors", "same-origin"]) && ok(dest, ["empty"]));
      }),
      { numRuns: 500 },
    );
    expect(fetchMetadataAllows({ site: null, mode: null, dest: null })).toBe(true);
    expect(fetchMetadataAllows({ site: "none", mode: "navigate", dest: "document" })).toBe(false);
  });

  it("hands out only for a listed system whose entry opens, to its exact serialised origin, on its own capability", () => {
    fc.assert(
      fc.property(fc.array(system, { maxLength: 5 }), origin, fc.integer({ min: 1, max: 4 }), fc.constantFrom("ERP", "BI", "ZZZ"), fc.boolean(), (systems, asked, serviceId, systemCode, sameCapability) => {
        const ask = { origin: asked, serviceId, systemCode };
        const capability = sameCapability ? { serviceId, systemCode } : { serviceId: serviceId + 1, systemCode };
        const verdict = systemVerdict(ask, capability, systems);
        const match = systems.find((s) => s.serviceId === serviceId && s.systemCode === systemCode);
        if (verdict.ok) {
          expect(verdict.system).toBe(match);
          expect(entryDecision(match!)).toBeNull();
          expect(new URL(match!.systemDomain!).origin).toBe(asked);
          expect(sameCapability).toBe(true);
        } else if (!match) {
          expect(verdict.reason).toBe("unknown-system");
        } else if (entryDecision(match)) {
          expect(verdict).toEqual({ ok: false, reason: "entry-rule", rule: entryDecision(match)!.rule });
        }
      }),
      { numRuns: 1000 },
    );
  });
});
