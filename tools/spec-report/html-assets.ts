/**
 * The inline CSS and script of `reports/clauses.html` (the page loads nothing from the network).
 * The script filters the clause list by family, status and text; the page reads fine without it.
 */

/** Fonts for the three languages: Latin, 简体中文 and 한국어 (Noto CJK on Debian CI). */
const FONTS = `system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK SC",
  "Noto Sans CJK KR", "PingFang SC", "Microsoft YaHei", "Apple SD Gothic Neo", "Malgun Gothic", sans-serif`;

export const CSS = `
:root { --holds:#1a7f37; --fails:#cf222e; --untested:#8c959f; --flaky:#bf8700; --line:#d0d7de;
  --muted:#57606a; --bg:#f6f8fa; --ink:#1f2328; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.55 ${FONTS}; color: var(--ink); background: #fff; }
header, main { max-width: 1360px; margin: 0 auto; padding: 0 24px; }
header { padding-top: 20px; }
h1 { font-size: 22px; margin: 0 0 4px; }
.meta { color: var(--muted); margin: 0 0 16px; font-size: 12.5px; }
code, .mono { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, "Noto Sans Mono CJK SC", "Noto Sans Mono CJK KR", monospace; }
.mono { font-size: 12px; }
code { font-size: 0.95em; background: #eff2f5; border-radius: 4px; padding: 0 3px; }
.overall { display: flex; gap: 12px; flex-wrap: wrap; margin-bottom: 12px; }
.stat { border: 1px solid var(--line); border-radius: 8px; padding: 8px 16px; min-width: 120px; }
.stat button { font: inherit; border: 0; background: none; padding: 0; color: var(--muted); cursor: pointer; }
.stat b { display: block; font-size: 26px; line-height: 1.2; }
.stat.holds b { color: var(--holds); } .stat.fails b { color: var(--fails); }
.stat.untested b { color: var(--untested); } .stat.flaky b { color: var(--flaky); }
.bar { display: flex; height: 8px; border-radius: 4px; overflow: hidden; background: #eaeef2; min-width: 120px; }
.bar i { display: block; } .bar .holds { background: var(--holds); } .bar .fails { background: var(--fails); }
.bar .untested { background: #d8dee4; }
.problems { border: 1px solid var(--fails); background: #ffebe9; border-radius: 8px; padding: 8px 16px; margin: 12px 0; }
.problems.warn { border-color: var(--flaky); background: #fff8c5; }
.problems h2 { font-size: 14px; margin: 4px 0; } .problems ul { margin: 4px 0; padding-left: 20px; }
table.families { border-collapse: collapse; width: 100%; margin: 8px 0 16px; font-size: 13px; }
.families th, .families td { text-align: left; padding: 2px 8px; border-bottom: 1px solid #eaeef2; }
.families td.n { text-align: right; font-variant-numeric: tabular-nums; width: 64px; }
.families th.n { text-align: right; }
.families td.bar-cell { width: 22%; }
.families button { font: inherit; font-weight: 600; border: 0; background: none; color: #0969da; cursor: pointer; padding: 0; }
.families tr.all td { font-weight: 600; border-top: 2px solid var(--line); }
.controls { position: sticky; top: 0; z-index: 1; background: #fff; display: flex; gap: 12px; align-items: center;
  flex-wrap: wrap; padding: 10px 0; border-bottom: 1px solid var(--line); }
.controls label { color: var(--muted); font-size: 12.5px; display: flex; gap: 6px; align-items: center; }
.controls select { max-width: 340px; }
.controls select, .controls input { font: inherit; padding: 4px 8px; border: 1px solid var(--line); border-radius: 6px; }
.controls input { width: 280px; }
.controls .shown { margin-left: auto; color: var(--muted); }
ol.clauses { list-style: none; margin: 0; padding: 0; }
li.clause { display: grid; grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr); gap: 20px;
  padding: 12px 0; border-bottom: 1px solid #eaeef2; }
li.clause[hidden] { display: none; }
li.clause > div:first-child { position: sticky; top: 56px; align-self: start; }
.head { display: flex; gap: 8px; align-items: center; margin-bottom: 2px; }
.id { font-weight: 700; font-variant-numeric: tabular-nums; letter-spacing: 0.01em; }
.pill { font-size: 11.5px; font-weight: 600; border-radius: 10px; padding: 0 8px; color: #fff; }
.pill.holds { background: var(--holds); } .pill.fails { background: var(--fails); }
.pill.untested { background: var(--untested); } .pill.flaky { background: var(--flaky); }
.pill.retired { background: #6e7781; }
.text { margin: 0; }
.resolution { margin: 6px 0 0; padding: 4px 10px; border-left: 3px solid #54aeff; background: #f1f8ff; }
.source { margin: 4px 0 0; color: var(--muted); font-size: 12px; }
ul.tests { list-style: none; margin: 0; padding: 0; }
ul.tests li { padding: 3px 0 3px 10px; border-left: 3px solid var(--untested); margin-bottom: 4px; }
ul.tests li.passed { border-color: var(--holds); } ul.tests li.failed { border-color: var(--fails); }
ul.tests li.flaky { border-color: var(--flaky); } ul.tests li.skipped { border-color: #d8dee4; }
.outcome { font-size: 11.5px; font-weight: 600; text-transform: uppercase; margin-right: 6px; }
li.passed .outcome { color: var(--holds); } li.failed .outcome { color: var(--fails); }
li.flaky .outcome { color: var(--flaky); } li.skipped .outcome { color: var(--untested); }
.loc { display: block; color: var(--muted); font-size: 12px; }
.named { margin: 0 0 4px; color: var(--muted); font-size: 12px; font-weight: 600; }
.runner { font-size: 11px; border-radius: 3px; padding: 0 5px; margin-right: 6px; border: 1px solid #d0d7de; color: #57606a; }
.runner.playwright { border-color: #8250df; color: #8250df; }
.none { color: var(--untested); margin: 0; font-style: italic; }
footer { color: var(--muted); font-size: 12px; padding: 24px; text-align: center; }
@media (max-width: 900px) { li.clause { grid-template-columns: 1fr; gap: 6px; } li.clause > div:first-child { position: static; } .controls input { width: 100%; } }
`;

export const SCRIPT = `
(function () {
  var rows = Array.prototype.slice.call(document.querySelectorAll("li.clause"));
  var fam = document.getElementById("f-family"), st = document.getElementById("f-status"),
      run = document.getElementById("f-runner"),
      q = document.getElementById("f-search"), shown = document.getElementById("shown");
  function byRunner(r, v) {
    var has = (r.dataset.runners || "").split(" "), vi = has.indexOf("vitest") >= 0, pw = has.indexOf("playwright") >= 0;
    if (!v) return true;
    if (v === "vitest") return vi;
    if (v === "playwright") return pw;
    if (v === "vitest-only") return vi && !pw;
    if (v === "playwright-only") return pw && !vi;
    return vi && pw;
  }
  function match(r, s) {
    if (!s) return true;
    if (s === "flaky") return r.dataset.flaky === "1";
    if (s === "retired") return r.dataset.retired === "1";
    return r.dataset.status === s && r.dataset.retired !== "1";
  }
  function apply() {
    var f = fam.value, s = st.value, t = q.value.trim().toLowerCase(), n = 0;
    rows.forEach(function (r) {
      var ok = (!f || r.dataset.family === f) && match(r, s) && byRunner(r, run.value) && (!t || r.dataset.search.indexOf(t) >= 0);
      r.hidden = !ok; if (ok) n++;
    });
    shown.textContent = String(n);
  }
  fam.addEventListener("change", apply); st.addEventListener("change", apply); run.addEventListener("change", apply); q.addEventListener("input", apply);
  document.addEventListener("click", function (e) {
    var b = e.target.closest && e.target.closest("button[data-family]");
    if (!b) return;
    fam.value = b.getAttribute("data-family"); st.value = b.getAttribute("data-status") || "";
    apply(); document.getElementById("clauses").scrollIntoView();
  });
  apply();
})();
`;
