/**
 * Renders the report as one static, self-contained HTML page (`reports/clauses.html`): totals
 * per family and overall, then every clause with its text beside the tests that name it.
 * Every catalogue and test string is HTML-escaped (clause texts hold `<`, `&`, quotes).
 */
import { CSS, SCRIPT } from "./html-assets";
import { totalsLine } from "./build-report";
import type { ClauseReport, Counts, Problem, Report, TestRecord } from "./types";

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes text for HTML content and double- or single-quoted attributes. */
export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/** Catalogue markdown `code` spans as <code>; everything else escaped. */
function inline(s: string): string {
  return s
    .split("`")
    .map((part, i) => (i % 2 === 1 ? `<code>${esc(part)}</code>` : esc(part)))
    .join("");
}

function bar(c: Counts): string {
  const live = c.total - c.retired || 1;
  const seg = (k: "holds" | "fails" | "untested") =>
    c[k] > 0 ? `<i class="${k}" style="width:${((100 * c[k]) / live).toFixed(2)}%"></i>` : "";
  return `<div class="bar" role="img" aria-label="${esc(totalsLine(c))}">${seg("holds")}${seg("fails")}${seg("untested")}</div>`;
}

function stat(cls: string, n: number, label: string, status: string): string {
  return `<div class="stat ${cls}"><b>${n}</b><button data-family="" data-status="${status}" class="link">${esc(label)}</button></div>`;
}

function problemList(problems: Problem[], severity: Problem["severity"]): string {
  const list = problems.filter((p) => p.severity === severity);
  if (list.length === 0) return "";
  const title = severity === "error" ? `${list.length} error(s): tags to fix` : `${list.length} warning(s)`;
  const items = list.map((p) => `<li>${esc(p.message)}</li>`).join("");
  return `<section class="problems${severity === "warning" ? " warn" : ""}"><h2>${esc(title)}</h2><ul>${items}</ul></section>`;
}

function familyRows(report: Report): string {
  const row = (c: Counts, label: string, prefix: string, title: string, cls = "") =>
    `<tr class="${cls}"><td><button data-family="${esc(prefix)}">${esc(label)}</button></td><td>${esc(title)}</td>` +
    `<td class="n">${c.total}</td><td class="n">${c.holds}</td><td class="n">${c.fails}</td>` +
    `<td class="n">${c.untested}</td><td class="n">${c.flaky}</td><td class="bar-cell">${bar(c)}</td></tr>`;
  const head = `<tr><th>Family</th><th></th><th class="n">clauses</th><th class="n">hold</th><th class="n">fail</th><th class="n">untested</th><th class="n">flaky</th><th></th></tr>`;
  const body = report.families.map((f) => row(f, f.prefix, f.prefix, f.title)).join("");
  return `<table class="families">${head}${body}${row(report.totals, "All", "", "every family", "all")}</table>`;
}

const RUNNER_LABEL: Record<TestRecord["runner"], string> = { vitest: "vitest", playwright: "Playwright" };

function testItem(t: TestRecord): string {
  const where = [t.file, ...t.suite].join(" › ") + (t.project ? ` [${t.project}]` : "");
  return (
    `<li class="${t.outcome}" data-runner="${t.runner}"><span class="outcome">${t.outcome}</span>` +
    `<span class="runner ${t.runner}">${RUNNER_LABEL[t.runner]}</span>${esc(t.title)}<span class="loc mono">${esc(where)}</span></li>`
  );
}

/** "3 tests name it: 2 vitest · 1 Playwright", so a reader knows at once what to open. */
export function namedByLine(c: Pick<ClauseReport, "namedBy">): string {
  const { vitest, playwright } = c.namedBy;
  const total = vitest + playwright;
  if (total === 0) return "No test names this clause.";
  const parts = [vitest ? `${vitest} vitest` : "", playwright ? `${playwright} Playwright` : ""].filter(Boolean);
  return `${total} ${total === 1 ? "test names" : "tests name"} it: ${parts.join(" · ")}`;
}

/** The runners naming a clause, for the runner filter: `vitest`, `playwright`, both or none. */
function runnersOf(c: ClauseReport): string {
  return [c.namedBy.vitest ? "vitest" : "", c.namedBy.playwright ? "playwright" : ""].filter(Boolean).join(" ");
}

function clauseItem(c: ClauseReport): string {
  const search = [c.id, c.text, c.resolution ?? "", c.familyTitle, ...c.tests.map((t) => `${t.title} ${t.file}`)]
    .join(" ")
    .toLowerCase();
  const pills =
    `<span class="pill ${c.status}">${c.status}</span>` +
    (c.flaky ? `<span class="pill flaky">flaky</span>` : "") +
    (c.retired !== null ? `<span class="pill retired" title="${esc(c.retired)}">retired</span>` : "");
  const resolution = c.resolution ? `<p class="resolution"><b>Resolution:</b> ${inline(c.resolution)}</p>` : "";
  const source = c.source ? `<p class="source">source: ${esc(c.source)} · catalogue line ${c.line}</p>` : "";
  const tests = c.tests.length
    ? `<p class="named">${esc(namedByLine(c))}</p><ul class="tests">${c.tests.map(testItem).join("")}</ul>`
    : `<p class="none">${esc(namedByLine(c))}</p>`;
  return (
    `<li class="clause" id="${esc(c.id)}" data-family="${esc(c.family)}" data-status="${c.status}" ` +
    `data-flaky="${c.flaky ? 1 : 0}" data-retired="${c.retired !== null ? 1 : 0}" data-runners="${runnersOf(c)}" ` +
    `data-vitest="${c.namedBy.vitest}" data-playwright="${c.namedBy.playwright}" data-search="${esc(search)}">` +
    `<div><div class="head"><span class="id">${esc(c.id)}</span>${pills}</div>` +
    `<p class="text">${inline(c.text)}</p>${resolution}${source}</div><div>${tests}</div></li>`
  );
}

/** An ISO time as `2026-11-22 14:54 UTC`. */
function when(iso: string | null): string {
  return iso ? `${iso.slice(0, 16).replace("T", " ")} UTC` : "";
}

/** The whole page. */
export function renderHtml(report: Report): string {
  const t = report.totals;
  const sources = report.sources
    .map((s) => `${s.runner}: ${s.found ? `${s.tests} tests (${s.path}, ${when(s.modified)})` : `${s.path} missing`}`)
    .join(" · ");
  const familyOptions = report.families
    .map((f) => `<option value="${esc(f.prefix)}">${esc(`${f.prefix} — ${f.title}`)}</option>`)
    .join("");
  const statusOptions = ["holds", "fails", "untested", "flaky", "retired"].map((s) => `<option value="${s}">${s}</option>`).join("");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(totalsLine(t))}</title><style>${CSS}</style></head><body>
<header><h1>Specification clauses: test report</h1>
<p class="meta">Generated ${esc(when(report.generatedAt))} from ${esc(report.catalogue)} · ${esc(sources)} ·
${report.tests.total} tests, ${report.tests.tagged} name a clause</p>
<div class="overall">${stat("holds", t.holds, "hold", "holds")}${stat("fails", t.fails, "fail", "fails")}${stat("untested", t.untested, "untested", "untested")}${stat("flaky", t.flaky, "flaky", "flaky")}${t.retired ? stat("retired", t.retired, "retired", "retired") : ""}</div>
${problemList(report.problems, "error")}${problemList(report.problems, "warning")}
${familyRows(report)}</header>
<main><div class="controls" id="clauses">
<label>Family <select id="f-family"><option value="">all families</option>${familyOptions}</select></label>
<label>Status <select id="f-status"><option value="">any status</option>${statusOptions}</select></label>
<label>Named by <select id="f-runner"><option value="">any runner</option><option value="vitest">vitest</option><option value="playwright">Playwright</option><option value="vitest-only">vitest only</option><option value="playwright-only">Playwright only</option><option value="both">both runners</option></select></label>
<label>Search <input id="f-search" type="search" placeholder="ID, clause text or test title"></label>
<span class="shown"><span id="shown">${report.clauses.length}</span> of ${report.clauses.length} clauses</span></div>
<ol class="clauses">${report.clauses.map(clauseItem).join("\n")}</ol></main>
<footer>A clause holds when every test naming it passed, fails when one failed or was flaky, and is untested when none ran.</footer>
<script>${SCRIPT}</script></body></html>
`;
}
