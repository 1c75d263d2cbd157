import { describe, expect, it } from "vitest";
import { parseCatalogue, splitBody } from "../../tools/spec-report/parse-catalogue";
import { fixtureText } from "./fixtures";

describe("clause catalogue", () => {
  const catalogue = parseCatalogue(fixtureText("catalogue.md"));

  it("reads every family heading and clause line, in order", () => {
    expect(catalogue.families).toEqual([
      { prefix: "ALPHA", title: "first family" },
      { prefix: "BETA", title: "second family" },
    ]);
    expect(catalogue.clauses.map((c) => c.id)).toEqual(["ALPHA-01", "ALPHA-02", "ALPHA-03", "ALPHA-04", "BETA-01", "BETA-02", "BETA-03", "BETA-10"]);
    expect(catalogue.problems).toEqual([]);
  });

  it("splits text, Resolution, source and the retired mark; keeps markup-like text verbatim", () => {
    const [a1, a2, , a4, b1] = catalogue.clauses;
    expect(a1).toMatchObject({ family: "ALPHA", text: "Passes in vitest and in Playwright.", resolution: null, source: "shell §1", retired: null, line: 7 });
    expect(a2.text).toBe('Shows `<b>"登录"</b>` & 로그인 <script>alert(1)</script>.');
    expect(a2.resolution).toBe("read as one <route>; the second reading is dropped.");
    expect(a2.source).toBe("shell §2; shell §8");
    expect(a4.retired).toBe("merged into ALPHA-01");
    expect(b1.text).toBe("Fails in vitest. It continues on an indented line.");
  });

  it("a clause without a source or Resolution keeps its whole text", () => {
    expect(splitBody("Just a statement.")).toEqual({ text: "Just a statement.", resolution: null, source: null, retired: null });
  });

  it("a repeated ID and a clause line with a malformed ID are errors", () => {
    const bad = parseCatalogue("## X — x\n\n- **X-01** — one\n- **X-01** — again\n- **x-2** — lower\n");
    expect(bad.clauses).toHaveLength(1);
    expect(bad.problems.map((p) => p.message)).toEqual([
      'line 5: "x-2" is not a clause ID (PREFIX-NN)',
      "line 4: X-01 repeats the clause of line 3",
    ]);
    expect(bad.problems.every((p) => p.severity === "error")).toBe(true);
  });

  it("a file with no clause lines is an error", () => {
    expect(parseCatalogue("# nothing here\n").problems[0].message).toBe("no clause lines found");
  });
});
