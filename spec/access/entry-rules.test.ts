import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { entryDecision, landingTarget, redirectPathTarget, switcherDecision, type AccessSystem } from "~/features/access";

const codes = ["ERP", "AMAZON_OPERATE", "BI", "WMS", "M2B", "LISTING", "SUPPLY_CHAIN", "TMS"] as const;

const systemArb = fc.record({
  serviceId: fc.integer({ min: 1, max: 99999 }),
  systemCode: fc.constantFrom(...codes),
  status: fc.constantFrom(1, 2, 3, 4, 9),
  serviceDeploy: fc.constantFrom(1, 2, 3, 4),
  embedded: fc.constantFrom(1, 2),
  packageId: fc.option(fc.integer({ min: 1, max: 999 }), { nil: null }),
  quantity: fc.option(fc.integer({ min: -3, max: 10 }), { nil: undefined }),
  unlimitedUse: fc.option(fc.constantFrom(0, 1, 2), { nil: undefined }),
  systemDomain: fc.constant("http://127.0.0.1:3100/apps/listing/"),
});

type Generated = typeof systemArb extends fc.Arbitrary<infer T> ? T : never;

function toSystem(r: Generated): AccessSystem {
  const { quantity, unlimitedUse, ...rest } = r;
  return {
    ...rest,
    serviceBillingValueDTOList:
      quantity === undefined && unlimitedUse === undefined ? [] : [{ keyValue: "packageQuantity", billingItemValue: quantity ?? null, unlimitedUse: unlimitedUse ?? null }],
  };
}

/** The oracle, written from the clause text of ENTRY-01..05, one rule per line, first match wins. */
function oracle(s: AccessSystem): string | null {
  const gated = s.systemCode === "ERP" || s.systemCode === "AMAZON_OPERATE" || s.systemCode === "BI";
  const billing = (s.serviceBillingValueDTOList ?? []).find((b) => b.keyValue === "packageQuantity");
  const quantity = Number(billing?.billingItemValue ?? 0);
  const unlimited = Number(billing?.unlimitedUse ?? 0);
  const stoppedOrAbandoned = s.status === 3 || s.status === 9;
  const rules: Array<[boolean, string]> = [
    [gated && s.status !== 4, `/401/${s.systemCode}`],
    [s.systemCode === "ERP" && quantity <= 0 && unlimited !== 1, `/401/${s.systemCode}`],
    [stoppedOrAbandoned && s.packageId != null, `/entry/${s.serviceId}/${s.systemCode}/402`],
    [stoppedOrAbandoned && s.packageId == null, "/401"],
  ];
  return rules.find(([matches]) => matches)?.[1] ?? null;
}

describe("entry access rules", () => {
  it("[ENTRY-01][ENTRY-02][ENTRY-03][ENTRY-04][ENTRY-05] every status × packageId × quantity × unlimitedUse × systemCode agrees with the oracle", () => {
    fc.assert(
      fc.property(systemArb, (r) => {
        const s = toSystem(r);
        expect(entryDecision(s)?.to ?? null).toBe(oracle(s));
      }),
      { numRuns: 3000 },
    );
  });

  it("[ENTRY-05] the rules apply in order, the first match decides: BI, ERP and AMAZON_OPERATE with status 3 and a package go to /401/{code}, not 402; none matching lets the entry route open", () => {
    const sys = (systemCode: string, status: number, packageId: number | null, quantity?: number) => ({
      serviceId: 7, systemCode, status, serviceDeploy: 4, embedded: 1, packageId,
      serviceBillingValueDTOList: quantity === undefined ? [] : [{ keyValue: "packageQuantity", billingItemValue: quantity, unlimitedUse: 0 }],
    });
    for (const systemCode of ["BI", "ERP", "AMAZON_OPERATE"]) {
      // ENTRY-01 before ENTRY-03 (402) and before ENTRY-04 (/401), for status 3 and 9.
      for (const status of [3, 9]) {
        expect(entryDecision(sys(systemCode, status, 31))).toEqual({ rule: "ENTRY-01", to: `/401/${systemCode}` });
        expect(entryDecision(sys(systemCode, status, null))).toEqual({ rule: "ENTRY-01", to: `/401/${systemCode}` });
      }
    }
    // ENTRY-01 before ENTRY-02: ERP with no quantity and status 1 is ENTRY-01's.
    expect(entryDecision(sys("ERP", 1, 31, 0))).toEqual({ rule: "ENTRY-01", to: "/401/ERP" });
    // Status 4 passes ENTRY-01, so ENTRY-02 decides for ERP.
    expect(entryDecision(sys("ERP", 4, 31, 0))).toEqual({ rule: "ENTRY-02", to: "/401/ERP" });
    // A system ENTRY-01 and ENTRY-02 do not name: ENTRY-03 with a package, ENTRY-04 without.
    expect(entryDecision(sys("WMS", 3, 31))).toEqual({ rule: "ENTRY-03", to: "/entry/7/WMS/402" });
    expect(entryDecision(sys("WMS", 9, null))).toEqual({ rule: "ENTRY-04", to: "/401" });
    // None matches: no redirect, the system's entry route opens.
    expect(entryDecision(sys("ERP", 4, 31, 1))).toBeNull();
    expect(entryDecision(sys("BI", 4, 31))).toBeNull();
    expect(entryDecision(sys("WMS", 1, 31))).toBeNull();
    expect(entryDecision(sys("LISTING", 4, null))).toBeNull();
  });

  it("[ENTRY-02] ERP with status 4 is let in by quantity > 0 or unlimitedUse 1, and blocked otherwise", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 5 }), fc.constantFrom(0, 1, 2), (quantity, unlimitedUse) => {
        const d = entryDecision({ serviceId: 1, systemCode: "ERP", status: 4, serviceDeploy: 4, embedded: 1, packageId: 11, serviceBillingValueDTOList: [{ keyValue: "packageQuantity", billingItemValue: quantity, unlimitedUse }] });
        expect(d === null).toBe(quantity > 0 || unlimitedUse === 1);
      }),
    );
  });

  it("only the packageQuantity billing item counts (a detail of ENTRY-02, whole in the test above)", () => {
    const d = entryDecision({ serviceId: 1, systemCode: "ERP", status: 4, serviceDeploy: 4, embedded: 1, packageId: 11, serviceBillingValueDTOList: [{ keyValue: "storage", billingItemValue: 9, unlimitedUse: 1 }] });
    expect(d?.to).toBe("/401/ERP");
  });

  it("the fixture's WMS (status 3, package) goes to 402 and M2B (status 9, no package) to /401", () => {
    expect(entryDecision({ serviceId: 1004, systemCode: "WMS", status: 3, serviceDeploy: 4, embedded: 1, packageId: 41 })?.to).toBe("/entry/1004/WMS/402");
    expect(entryDecision({ serviceId: 1005, systemCode: "M2B", status: 9, serviceDeploy: 4, embedded: 1, packageId: null })?.to).toBe("/401");
  });

  it("[ENTRY-13] no access decision reads a role: role fields change nothing, and the deciding modules never name one", () => {
    const roleFields = fc.record(
      { roleName: fc.string(), roleCode: fc.string(), roleId: fc.integer(), roles: fc.array(fc.string()), isOwner: fc.boolean(), isAdmin: fc.boolean() },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.array(systemArb, { maxLength: 6 }), roleFields, (rs, roles) => {
        const plain = rs.map(toSystem);
        const withRoles = plain.map((s) => ({ ...s, ...roles }) as AccessSystem);
        plain.forEach((s, i) => {
          expect(entryDecision(withRoles[i])).toEqual(entryDecision(s));
          expect(switcherDecision(withRoles[i])).toEqual(switcherDecision(s));
        });
        expect(landingTarget(withRoles)).toBe(landingTarget(plain));
        expect(redirectPathTarget(withRoles)).toBe(redirectPathTarget(plain));
      }),
    );
    // The code that decides access (rules, guard, shell, tabs, menus, routes) reads no role field
    // (a JSX `role="tab"` attribute is ARIA, not a role check).
    const roleWord = /\b(role(Name|Code|Type|Id|List|s)?|isOwner|isAdmin)\b(?!\s*=\s*["{])/;
    const offenders = decidingSources().filter(({ code }) => roleWord.test(code)).map(({ file }) => file);
    expect(offenders).toEqual([]);
  });
});

/** Source files (comments stripped) of the modules that decide access. */
function decidingSources(): Array<{ file: string; code: string }> {
  const app = fileURLToPath(new URL("../../app/", import.meta.url));
  const files: string[] = [join(app, "features/auth/guard-model.ts"), join(app, "features/auth/guard.server.ts")];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  for (const root of ["features/access", "shell", "features/menus", "features/tabs", "routes"]) walk(join(app, root));
  expect(files.length).toBeGreaterThan(10);
  return files.map((full) => ({
    file: relative(app, full),
    code: readFileSync(full, "utf8").replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, ""),
  }));
}

describe("system switcher checks", () => {
  /** Oracle from ENTRY-07..12. */
  function switcherOracle(s: AccessSystem): string {
    if (s.status === 3) return "warn:access.stopped";
    if (s.status === 9) return "warn:access.abandoned";
    if (s.serviceDeploy <= 2) return "warn:access.deploying";
    if (s.embedded === 2) return `open:${s.systemDomain}`;
    return `nav:/entry/${s.serviceId}/${s.systemCode}`;
  }
  it("[ENTRY-12] checks run in order, first match decides (the warnings and the navigation are shown in e2e: ENTRY-07..11)", () => {
    fc.assert(
      fc.property(systemArb, (r) => {
        const s = toSystem(r);
        const d = switcherDecision(s);
        const got = d.kind === "warn" ? `warn:${d.messageKey}` : d.kind === "open-window" ? `open:${d.url}` : `nav:${d.to}`;
        expect(got).toBe(switcherOracle(s));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("landing and redirectPath targets", () => {
  it("[ROUTE-45] redirectPath goes to the first system with status 2 and serviceDeploy 4", () => {
    fc.assert(
      fc.property(fc.array(systemArb, { maxLength: 8 }), (rs) => {
        const systems = rs.map(toSystem);
        const first = systems.find((s) => s.status === 2 && s.serviceDeploy === 4);
        expect(redirectPathTarget(systems)).toBe(first ? `/entry/${first.serviceId}/${first.systemCode}` : null);
      }),
    );
  });

  it("the landing system of the Index route (ROUTE-01) is one the entry rules let in, ERP preferred", () => {
    fc.assert(
      // A subject's systems have distinct serviceIds.
      fc.property(fc.uniqueArray(systemArb, { maxLength: 8, selector: (s) => s.serviceId }), (rs) => {
        const systems = rs.map(toSystem);
        const target = landingTarget(systems);
        if (target === null) {
          expect(systems.every((s) => entryDecision(s) !== null || s.embedded === 2)).toBe(true);
          return;
        }
        const chosen = systems.find((s) => `/entry/${s.serviceId}/${s.systemCode}` === target)!;
        expect(entryDecision(chosen)).toBeNull();
        if (systems.some((s) => s.systemCode === "ERP" && entryDecision(s) === null && s.embedded !== 2)) expect(chosen.systemCode).toBe("ERP");
      }),
    );
  });
});

describe("switcher with a hostile domain", () => {
  it("an embedded-2 system whose systemDomain is not http(s) is refused, never opened", () => {
    for (const systemDomain of ["javascript:alert(1)", "data:text/html,x", "not a url", ""]) {
      const d = switcherDecision({ serviceId: 1006, systemCode: "LISTING", status: 4, serviceDeploy: 4, embedded: 2, systemDomain });
      expect(d).toEqual({ kind: "warn", messageKey: "errors.badParam" });
    }
  });
});
