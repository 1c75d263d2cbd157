/**
 * The one-way imports of issue 25, enforced by dependency-cruiser in `npm run lint`
 * (.dependency-cruiser.cjs): each rule bites on a fixture tree that breaks it on purpose
 * (spec/tooling/layers/fixtures/), the real tree breaks none, and the drawing of the layers in
 * docs/architecture.md is the one generated from the rule set.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { cruise, type ICruiseResult, type IForbiddenRuleType } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { describe, expect, it } from "vitest";
import { DOC_PATH, layersBlock, loadRules } from "../../tools/layers-doc";

const root = fileURLToPath(new URL("../../", import.meta.url));
const fixtures = fileURLToPath(new URL("./layers/fixtures/", import.meta.url));
/** The folders `npm run lint:layers` cruises (package.json). */
const LINTED = ["app", "server", "mock-gateway", "sub-apps", "tools"];
const config = createRequire(import.meta.url)("../../.dependency-cruiser.cjs") as { forbidden: IForbiddenRuleType[]; options: Record<string, unknown> };

/** Violations as `rule: from → to`, sorted. */
async function violations(baseDir: string, dirs: string[], options: Record<string, unknown> = {}): Promise<string[]> {
  const result = await cruise(dirs, { baseDir, ruleSet: { forbidden: config.forbidden }, validate: true, tsPreCompilationDeps: true, doNotFollow: { path: "node_modules" }, ...options });
  const output = result.output as ICruiseResult;
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

describe("one-way imports (dependency-cruiser)", () => {
  it("each rule fails on the fixture import that breaks it, and on nothing else", async () => {
    expect(await violations(fixtures, ["app", "server", "mock-gateway"])).toEqual([
      "app-not-server-or-mock: app/features/alpha/to-server.ts → server/ok.ts",
      "feature-through-index: app/features/alpha/deep.ts → app/features/beta/inner.ts",
      "feature-through-index: app/features/alpha/lazy.ts → app/features/beta/page.ts",
      "features-not-up: app/features/alpha/uses-shell.ts → app/shell/data.ts",
      "ground-floor-stays-down: app/utils/up.ts → app/features/alpha/index.ts",
      "mock-gateway-stands-alone: mock-gateway/to-app.ts → app/utils/util.ts",
      "no-circular: app/utils/cycle-a.ts → app/utils/cycle-b.ts",
      "server-reads-ground-floor: server/to-shell.ts → app/shell/data.ts",
      "shell-not-up: app/shell/to-route.ts → app/routes/page.tsx",
      "shell-through-index: app/shell/deep.ts → app/features/beta/inner.ts",
    ]);
  }, 60_000);

  it("counts type-only imports: without tsPreCompilationDeps the type-only circle and the type-only feature → shell import go unseen", async () => {
    const found = await violations(fixtures, ["app"], { tsPreCompilationDeps: false });
    expect(found.some((v) => v.startsWith("no-circular:"))).toBe(false);
    expect(found.some((v) => v.startsWith("features-not-up:"))).toBe(false);
    expect(config.options.tsPreCompilationDeps).toBe(true);
  }, 60_000);

  it("the portal's own tree breaks none of the rules", async () => {
    // As `npm run lint` runs it: the config file's options, the tsconfig's `~/` paths.
    const options = await extractDepcruiseOptions(`${root}.dependency-cruiser.cjs`);
    const result = await cruise(LINTED, { ...options, baseDir: root, validate: true }, undefined, { tsConfig: extractTSConfig(`${root}tsconfig.json`) });
    const output = result.output as ICruiseResult;
    expect(output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)).toEqual([]);
    // It did read the tree: the shell, features and the ground floor are all there.
    const sources = output.modules.map((m) => m.source);
    for (const path of ["app/shell/index.ts", "app/features/tabs/index.ts", "app/utils/sso-pages.ts", "server/index.ts"]) expect(sources).toContain(path);
    // …with the `~/` paths resolved (a route's import of the shell is seen).
    const route = output.modules.find((m) => m.source === "app/routes/entry.$serviceId.$systemCode.tsx");
    expect(route?.dependencies.map((d) => d.resolved)).toContain("app/shell/index.ts");
  }, 120_000);
});

describe("the drawing of the layers", () => {
  it("docs/architecture.md carries the drawing and the rule table generated from the rule set", () => {
    const doc = readFileSync(DOC_PATH, "utf8");
    expect(doc).toContain(layersBlock(loadRules()));
  });

  it("draws what the rules allow: features reach one another and the shell reaches them through an index only; nothing points up", () => {
    const block = layersBlock(loadRules());
    expect(block).toContain("routes --> shell");
    expect(block).toContain("shell -->|index only| features");
    expect(block).toContain("features -->|index only| features");
    expect(block).toContain("features --> ground");
    for (const up of ["features --> shell", "features --> routes", "shell --> routes", "ground --> features", "utils --> features"]) expect(block).not.toContain(up);
  });
});
