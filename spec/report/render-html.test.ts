import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildReport } from "../../tools/spec-report/build-report";
import { collectPlaywright, collectVitest } from "../../tools/spec-report/collect-results";
import { parseCatalogue } from "../../tools/spec-report/parse-catalogue";
import { esc, namedByLine, renderHtml } from "../../tools/spec-report/render-html";
import { fixtureJson, fixtureText, ROOT } from "./fixtures";

const report = buildReport({
  catalogue: parseCatalogue(fixtureText("catalogue.md")),
  cataloguePath: "catalogue.md",
  tests: [...collectVitest(fixtureJson("vitest.json"), ROOT).tests, ...collectPlaywright(fixtureJson("playwright.json"), ROOT).tests],
  sources: [{ runner: "vitest", path: "reports/vitest.json", found: true, modified: "2026-11-22T10:00:00.000Z", tests: 5 }],
  generatedAt: new Date(0),
});
const html = renderHtml(report);

describe("the HTML report", () => {
  it("escaping leaves no markup character unescaped", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("<", ">", "&", '"', "'", ";", "#", "a", "登", "lt") }), (s) => {
        const e = esc(s);
        expect(e).not.toMatch(/[<>"']/);
        expect(e.replace(/&(amp|lt|gt|quot|#39);/g, "")).not.toContain("&");
      }),
    );
  });

  it("clause text is shown as text: no markup from the catalogue reaches the page", () => {
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("<code>&lt;b&gt;&quot;登录&quot;&lt;/b&gt;</code> &amp; 로그인");
    expect(html).toContain("read as one &lt;route&gt;");
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it("is one self-contained page: no external script, style, image or font", () => {
    expect(html).not.toMatch(/\b(src|href)=/i);
    expect(html).not.toMatch(/@import|url\(|https?:\/\//i);
    expect(html).toMatch(/font: 14px\/1.55 [^;]*"Noto Sans CJK SC",\s*"Noto Sans CJK KR"/);
  });

  it("has family and status filters, a search box, the totals and every clause beside its tests", () => {
    expect(html).toContain('<option value="ALPHA">ALPHA — first family</option>');
    expect(html).toContain('<option value="flaky">flaky</option>');
    expect(html).toContain('id="f-search"');
    expect(html).toContain("<title>clauses: 2 hold, 3 fail (1 flaky), 2 untested, 1 retired</title>");
    expect(html.match(/<li class="clause"/g)).toHaveLength(8);
    expect(html).toMatch(/id="BETA-02" data-family="BETA" data-status="fails" data-flaky="1"/);
    expect(html).toContain('<li class="flaky" data-runner="playwright"><span class="outcome">flaky</span><span class="runner playwright">Playwright</span>[BETA-02] flaky journey');
    expect(html).toContain("No test names this clause.");
  });

  it("shows per clause how many tests name it and from which runner, each test marked with its runner, and filters by runner", () => {
    expect(html).toMatch(/id="ALPHA-01"[^>]*data-runners="vitest playwright" data-vitest="2" data-playwright="1"/);
    expect(html).toMatch(/id="ALPHA-03"[^>]*data-runners="" data-vitest="0" data-playwright="0"/);
    const alpha1 = html.slice(html.indexOf('id="ALPHA-01"'), html.indexOf("</li>\n", html.indexOf('id="ALPHA-01"')));
    expect(alpha1).toContain('<p class="named">3 tests name it: 2 vitest · 1 Playwright</p>');
    expect(alpha1.match(/<span class="runner vitest">vitest<\/span>/g)).toHaveLength(2);
    expect(alpha1.match(/<span class="runner playwright">Playwright<\/span>/g)).toHaveLength(1);
    expect(html).toContain('<select id="f-runner">');
    for (const v of ["vitest", "playwright", "vitest-only", "playwright-only", "both"]) expect(html).toContain(`<option value="${v}">`);
    expect(namedByLine({ namedBy: { vitest: 0, playwright: 1 } })).toBe("1 test names it: 1 Playwright");
    expect(namedByLine({ namedBy: { vitest: 4, playwright: 0 } })).toBe("4 tests name it: 4 vitest");
    expect(namedByLine({ namedBy: { vitest: 0, playwright: 0 } })).toBe("No test names this clause.");
  });
});
