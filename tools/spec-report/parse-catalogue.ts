/**
 * Reads the clause catalogue (`../shared/spec-clauses.md`): its family sections and clause lines.
 *
 * - A family is a heading `## PREFIX — title`.
 * - A clause is a line `- **PREFIX-NN** — statement. Resolution: … (source: …)`; lines indented
 *   under it continue it. `(retired: reason)` anywhere in it marks it retired.
 * - A line that starts like a clause (`- **`) but whose ID breaks `^[A-Z][A-Z0-9]*-\d+$`, and a
 *   repeated ID, are catalogue errors.
 */
import { familyOf } from "./ids";
import type { Clause, Family, Problem } from "./types";

const FAMILY = /^##\s+([A-Z][A-Z0-9]*)\s+[—–-]\s+(.+?)\s*$/;
const CLAUSE = /^- \*\*([A-Z][A-Z0-9]*-\d+)\*\*\s*(?:[—–-]\s*)?(.*)$/;
const CLAUSE_LIKE = /^- \*\*([^*]*)\*\*/;
const SOURCE = /\s*\(source:\s*([^)]*)\)\s*$/;
const RETIRED = /\(retired:\s*([^)]*)\)/;
const RESOLUTION = /\s*\bResolution:\s*/;

/** The catalogue's families (in order), clauses (in order) and problems found reading it. */
export interface Catalogue {
  families: Family[];
  clauses: Clause[];
  problems: Problem[];
}

/** Splits a clause body into statement, Resolution, source and retired reason. */
export function splitBody(body: string): Pick<Clause, "text" | "resolution" | "source" | "retired"> {
  let rest = body.trim();
  const source = SOURCE.exec(rest);
  if (source) rest = rest.slice(0, source.index);
  const retired = RETIRED.exec(rest);
  const res = RESOLUTION.exec(rest);
  const text = (res ? rest.slice(0, res.index) : rest).trim();
  const resolution = res ? rest.slice(res.index + res[0].length).trim() : null;
  return {
    text,
    resolution: resolution || null,
    source: source ? source[1].trim() : null,
    retired: retired ? retired[1].trim() : null,
  };
}

/** Parses the catalogue's markdown. Never throws; problems come back in `problems`. */
export function parseCatalogue(markdown: string): Catalogue {
  const families: Family[] = [];
  const problems: Problem[] = [];
  const raw: { id: string; body: string; line: number }[] = [];
  const lines = markdown.split(/\r?\n/);
  let open = false;
  lines.forEach((line, i) => {
    const family = FAMILY.exec(line);
    const clause = CLAUSE.exec(line);
    if (family) {
      families.push({ prefix: family[1], title: family[2] });
      open = false;
    } else if (clause) {
      raw.push({ id: clause[1], body: clause[2], line: i + 1 });
      open = true;
    } else if (CLAUSE_LIKE.test(line)) {
      const id = CLAUSE_LIKE.exec(line)?.[1] ?? "";
      problems.push({
        severity: "error",
        kind: "catalogue",
        message: `line ${i + 1}: "${id}" is not a clause ID (PREFIX-NN)`,
      });
      open = false;
    } else if (open && /^\s+\S/.test(line)) {
      raw[raw.length - 1].body += ` ${line.trim()}`;
    } else {
      open = false;
    }
  });
  const seen = new Map<string, number>();
  const clauses: Clause[] = [];
  for (const { id, body, line } of raw) {
    const first = seen.get(id);
    if (first !== undefined) {
      problems.push({
        severity: "error",
        kind: "catalogue",
        message: `line ${line}: ${id} repeats the clause of line ${first}`,
      });
      continue;
    }
    seen.set(id, line);
    clauses.push({ id, family: familyOf(id), line, ...splitBody(body) });
  }
  if (clauses.length === 0) {
    problems.push({ severity: "error", kind: "catalogue", message: "no clause lines found" });
  }
  return { families, clauses, problems };
}

