/** The print check's pure logic: version order, the state decision, where the service is looked for. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareVersions, decidePrintState, parseVersion, serviceCandidates, type ProbeFacts } from "~/features/print/model";

const segment = fc.integer({ min: 0, max: 99_999 });
const version = fc.array(segment, { minLength: 1, maxLength: 6 }).map((s) => s.join("."));
const facts = (over: Partial<ProbeFacts>): ProbeFacts => ({ found: true, ready: true, pluginVersion: "6.2.1.5", cloudVersion: "4.1.5.8", service: "http://localhost:8000/", ...over });

describe("print: versions compare segment by segment, numerically", () => {
  it("is reflexive, antisymmetric and transitive", () => {
    fc.assert(fc.property(version, version, version, (a, b, c) => {
      expect(compareVersions(a, a)).toBe(0);
      expect(Math.sign(compareVersions(a, b))).toBe(-Math.sign(compareVersions(b, a)));
      if (compareVersions(a, b) <= 0 && compareVersions(b, c) <= 0) expect(compareVersions(a, c)).toBeLessThanOrEqual(0);
    }));
  });

  it("orders by the first differing segment as a number, not as text (10.0 above 6.0)", () => {
    fc.assert(fc.property(fc.array(segment, { maxLength: 3 }), segment, segment, fc.array(segment, { maxLength: 3 }), fc.array(segment, { maxLength: 3 }), (head, x, y, tailA, tailB) => {
      fc.pre(x !== y);
      const a = [...head, x, ...tailA].join(".");
      const b = [...head, y, ...tailB].join(".");
      expect(Math.sign(compareVersions(a, b))).toBe(Math.sign(x - y));
    }));
    expect(compareVersions("10.0", "6.0")).toBeGreaterThan(0);
    expect(compareVersions("6.10", "6.9")).toBeGreaterThan(0);
    expect(compareVersions("5.99.99.99", "6.0")).toBeLessThan(0);
  });

  it("counts missing segments as 0 (6 = 6.0 = 6.0.0.0)", () => {
    fc.assert(fc.property(version, fc.integer({ min: 1, max: 4 }), (v, zeros) => {
      expect(compareVersions(`${v}${".0".repeat(zeros)}`, v)).toBe(0);
    }));
    expect(compareVersions("6", "6.0.0.0")).toBe(0);
  });

  it("reads only dotted digit groups; anything else is no version and is refused by the compare", () => {
    for (const bad of ["", " ", "6.", ".6", "6..0", "v6.0", "6.0-beta", "6,0", "-6.0", "1e3", "６.0", null, undefined]) {
      expect(parseVersion(bad as string)).toBeNull();
    }
    expect(parseVersion(" 6.2.1.5 ")).toEqual([6, 2, 1, 5]);
    expect(() => compareVersions("6.0-beta", "6.0")).toThrow(/not a version/);
    fc.assert(fc.property(fc.string(), (s) => {
      const parsed = parseVersion(s);
      if (parsed) expect(parsed.join(".")).toBe(s.trim().split(".").map(Number).join("."));
    }));
  });
});

describe("print: the state the seller is told about", () => {
  const CLOUD_MIN = "4.0.0.0";

  it("no service answered → plugin not installed, whatever else the facts say", () => {
    fc.assert(fc.property(fc.boolean(), fc.option(version), fc.option(version), (ready, p, c) => {
      expect(decidePrintState(facts({ found: false, ready, pluginVersion: p, cloudVersion: c }), CLOUD_MIN)).toBe("notInstalled");
    }));
  });

  it("a service that answered but is not ready → not ready, before any version is looked at", () => {
    fc.assert(fc.property(fc.option(version), fc.option(version), (p, c) => {
      expect(decidePrintState(facts({ ready: false, pluginVersion: p, cloudVersion: c }), CLOUD_MIN)).toBe("notReady");
    }));
  });

  it("the plugin below 6.0 needs an upgrade; 6.0 and above pass", () => {
    for (const old of ["5.9", "5.99.99.99", "5", "0.1", "1.0.0.9"]) expect(decidePrintState(facts({ pluginVersion: old }), CLOUD_MIN)).toBe("pluginUpgrade");
    for (const current of ["6.0", "6", "6.0.0.0", "6.0.0.1", "6.2.1.5", "10.0", "60.0"]) expect(decidePrintState(facts({ pluginVersion: current }), CLOUD_MIN)).toBe("ok");
    for (const unreadable of [null, "", "six"]) expect(decidePrintState(facts({ pluginVersion: unreadable }), CLOUD_MIN)).toBe("pluginUpgrade");
    fc.assert(fc.property(version, (p) => {
      const state = decidePrintState(facts({ pluginVersion: p }), CLOUD_MIN);
      expect(state === "pluginUpgrade").toBe(Number(p.split(".")[0]) < 6);
    }));
  });

  it("no cloud print service → cloud service not installed", () => {
    for (const missing of [null, "", "  "]) expect(decidePrintState(facts({ cloudVersion: missing }), CLOUD_MIN)).toBe("cloudMissing");
  });

  it("the cloud service below the configured minimum needs an upgrade; the minimum and above pass", () => {
    expect(decidePrintState(facts({ cloudVersion: "3.9.9.9" }), "4.0.0.0")).toBe("cloudUpgrade");
    expect(decidePrintState(facts({ cloudVersion: "4.0" }), "4.0.0.0")).toBe("ok");
    expect(decidePrintState(facts({ cloudVersion: "10.0" }), "4.0.0.0")).toBe("ok");
    expect(decidePrintState(facts({ cloudVersion: "4.1.5.8" }), "4.1.5.9")).toBe("cloudUpgrade");
    expect(decidePrintState(facts({ cloudVersion: "4.x" }), "4.0")).toBe("cloudUpgrade");
    fc.assert(fc.property(version, version, (c, min) => {
      const state = decidePrintState(facts({ cloudVersion: c }), min);
      expect(state).toBe(compareVersions(c, min) < 0 ? "cloudUpgrade" : "ok");
    }));
  });
});

describe("print: where the local service is looked for", () => {
  const ports = { http: [8000, 18000], https: [8443, 18443] };

  it("tries 8000 then 18000 on a plain page", () => {
    expect(serviceCandidates(ports, false)).toEqual(["http://localhost:8000/", "http://localhost:18000/"]);
  });

  it("on an https page tries each service's https port before its plain one", () => {
    expect(serviceCandidates(ports, true)).toEqual(["https://localhost:8443/", "http://localhost:8000/", "https://localhost:18443/", "http://localhost:18000/"]);
  });

  it("keeps the configured order and drops duplicates", () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 1, max: 65_535 }), { minLength: 1, maxLength: 5 }), (http) => {
      const got = serviceCandidates({ http, https: [] }, false);
      expect(got).toEqual([...new Set(http)].map((p) => `http://localhost:${p}/`));
    }));
  });
});
