/**
 * The drawing of the layers in docs/architecture.md, generated from the rule set that
 * `npm run lint` enforces (.dependency-cruiser.cjs), so the picture cannot drift from the code:
 * an arrow A → B is drawn when no rule forbids a module of A importing a module of B, labelled
 * when only some modules of B may be imported (a feature's index, the named modules server/
 * shares). Below it, the table of the rules with their comments.
 *
 * `npm run docs:layers` rewrites the block between the markers in docs/architecture.md;
 * `npm run docs:layers -- --check` exits 1 when the committed block differs (as
 * spec/tooling/layers.test.ts checks).
 * @module tools/layers-doc
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

/** The part of a dependency-cruiser rule the drawing reads. */
interface RuleEnd {
  path?: string | string[];
  pathNot?: string | string[];
  circular?: boolean;
}
/** A forbidden rule of the config. */
export interface LayerRule {
  name: string;
  severity?: string;
  comment?: string;
  from: RuleEnd;
  to: RuleEnd;
}

/** A layer: where its modules live, and one sample module of it. */
interface Layer {
  id: string;
  label: string;
  /** Regex source of the layer's module paths. */
  path: string;
  /** A module of the layer, as an importer (and as a target unless {@link target}). */
  sample: string;
  /** A module of the layer as a target, when not {@link sample} (another feature's inner module). */
  target?: string;
  /** Another sample target: a feature's public index. */
  index?: string;
}

/** The layers drawn, top to bottom (paths as in .dependency-cruiser.cjs). */
const LAYERS: readonly Layer[] = [
  { id: "routes", label: "routes<br/>app/routes, root.tsx, entry.*", path: "^app/(routes/|(root|entry\\.[a-z]+)\\.tsx?$)", sample: "app/routes/page.tsx" },
  { id: "shell", label: "shell<br/>app/shell", path: "^app/shell/", sample: "app/shell/module.tsx" },
  { id: "features", label: "features<br/>app/features/&lt;name&gt;", path: "^app/features/", sample: "app/features/one/module.ts", target: "app/features/other/module.ts", index: "app/features/other/index.ts" },
  { id: "components", label: "components", path: "^app/components/", sample: "app/components/module.tsx" },
  { id: "gateway", label: "gateway", path: "^app/gateway/", sample: "app/gateway/module.ts" },
  { id: "i18n", label: "i18n", path: "^app/i18n/", sample: "app/i18n/module.ts" },
  { id: "utils", label: "utils", path: "^app/utils/", sample: "app/utils/module.ts" },
  { id: "server", label: "server/<br/>Express, sockets", path: "^server/", sample: "server/module.ts" },
  { id: "mock", label: "mock-gateway/", path: "^mock-gateway/", sample: "mock-gateway/module.ts" },
];
const GROUND = ["components", "gateway", "i18n", "utils"];

const list = (p: string | string[] | undefined): string[] => (p === undefined ? [] : Array.isArray(p) ? p : [p]);

/** Does `rule` forbid `from` importing `to`? (path and pathNot, with `$1` group references.) */
function forbids(rule: LayerRule, from: string, to: string): boolean {
  if (rule.to.circular !== undefined) return false;
  const fromPaths = list(rule.from.path);
  let groups: string[] = [];
  if (fromPaths.length > 0) {
    const hit = fromPaths.map((p) => new RegExp(p).exec(from)).find((m) => m !== null);
    if (!hit) return false;
    groups = [...hit];
  }
  if (list(rule.from.pathNot).some((p) => new RegExp(p).test(from))) return false;
  const fill = (p: string) => p.replace(/\$(\d)/g, (_, n: string) => groups[Number(n)] ?? "");
  const toPaths = list(rule.to.path).map(fill);
  if (toPaths.length > 0 && !toPaths.some((p) => new RegExp(p).test(to))) return false;
  return !list(rule.to.pathNot).map(fill).some((p) => new RegExp(p).test(to));
}

/** Module paths a rule names literally in a `pathNot` (`^app/x/y\.ts$` → `app/x/y.ts`). */
function namedModules(rules: readonly LayerRule[]): string[] {
  const named = rules.flatMap((r) => list(r.to.pathNot)).filter((p) => /^\^[\w/.\\-]+\$$/.test(p) && /\\\.[a-z]+\$$/.test(p));
  return [...new Set(named.map((p) => p.slice(1, -1).replace(/\\\./g, ".")))].sort();
}

type Reach = "all" | "index" | "named" | "none";

function reach(rules: readonly LayerRule[], from: Layer, to: Layer): Reach {
  const allowed = (target: string) => !rules.some((r) => forbids(r, from.sample, target));
  if (allowed(to.target ?? to.sample)) return "all";
  if (to.index && allowed(to.index)) return "index";
  const named = namedModules(rules).filter((m) => new RegExp(to.path).test(m));
  return named.some(allowed) ? "named" : "none";
}

/** The Mermaid drawing of the layers and what each may import. */
export function layersMermaid(rules: readonly LayerRule[]): string {
  const lines = ["flowchart TD"];
  const node = (l: Layer) => `${l.id}["${l.label}"]`;
  for (const l of LAYERS.filter((l) => !GROUND.includes(l.id))) lines.push(`  ${node(l)}`);
  lines.push('  subgraph ground["ground floor: app/components, gateway, i18n, utils"]');
  for (const l of LAYERS.filter((l) => GROUND.includes(l.id))) lines.push(`    ${node(l)}`);
  lines.push("  end");
  const arrow = (r: Reach) => (r === "all" ? "-->" : r === "index" ? "-->|index only|" : "-.->|named modules only|");
  for (const from of LAYERS) {
    const grounds = LAYERS.filter((l) => GROUND.includes(l.id));
    const toGround = grounds.map((g) => reach(rules, from, g));
    const groundAsOne = !GROUND.includes(from.id) && toGround.every((r) => r === toGround[0]) && toGround[0] !== "none";
    if (groundAsOne) lines.push(`  ${from.id} ${arrow(toGround[0]!)} ground`);
    for (const to of LAYERS) {
      // Within the ground floor: any direction (no circles); to it as a whole: one arrow above.
      if (GROUND.includes(to.id) && (GROUND.includes(from.id) || groundAsOne)) continue;
      // Within a layer modules import one another freely, except features (another one's index only).
      if (to.id === from.id && !to.index) continue;
      const r = reach(rules, from, to);
      if (r !== "none") lines.push(`  ${from.id} ${arrow(r)} ${to.id}`);
    }
  }
  return lines.join("\n");
}

/** The Markdown table of the rules: name and what it forbids. */
export function rulesTable(rules: readonly LayerRule[]): string {
  const rows = rules.map((r) => `| \`${r.name}\` | ${(r.comment ?? "").replace(/\|/g, "\\|")} |`);
  const named = namedModules(rules).map((m) => `\`${m}\``).join(", ");
  return ["| rule | forbids |", "|---|---|", ...rows, "", `Named modules (importable across a layer boundary by name only): ${named}.`].join("\n");
}

export const BEGIN = "<!-- layers:begin (generated by `npm run docs:layers` from .dependency-cruiser.cjs; do not edit) -->";
export const END = "<!-- layers:end -->";

/** The generated block, markers included. */
export function layersBlock(rules: readonly LayerRule[]): string {
  return [BEGIN, "", "```mermaid", layersMermaid(rules), "```", "", rulesTable(rules), "", END].join("\n");
}

/** The rule set of .dependency-cruiser.cjs. */
export function loadRules(): LayerRule[] {
  const require = createRequire(import.meta.url);
  return (require("../.dependency-cruiser.cjs") as { forbidden: LayerRule[] }).forbidden;
}

/** `doc` with its generated block replaced by `block`. @throws Error when the markers are missing. */
export function withBlock(doc: string, block: string): string {
  const start = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error("docs/architecture.md: layers markers not found");
  return doc.slice(0, start) + block + doc.slice(end + END.length);
}

export const DOC_PATH = fileURLToPath(new URL("../docs/architecture.md", import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const doc = readFileSync(DOC_PATH, "utf8");
  const next = withBlock(doc, layersBlock(loadRules()));
  if (process.argv.includes("--check")) {
    if (next !== doc) {
      console.error("docs/architecture.md is out of date: run `npm run docs:layers`");
      process.exit(1);
    }
  } else if (next !== doc) {
    writeFileSync(DOC_PATH, next);
    console.log("docs/architecture.md: layers drawing updated");
  }
}
