import fc from "fast-check";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import ReactMarkdown from "react-markdown";
import { describe, expect, it } from "vitest";
import { MARKDOWN_OPTIONS } from "../../app/features/assistant/components/markdown-options";
import { splitBlocks, type BlockSplit } from "../../app/features/assistant/model/markdown-blocks";

/** Markdown blocks an answer is made of (the mock's answers use all of them). */
const block = fc.oneof(
  fc.constantFrom("### 广告转化率优化", "#### 补充说明 1", "Heading\n===", "---"),
  fc.array(fc.constantFrom("转化率由流量质量决定", "see **bold** and `code`", "a [link](https://example.com)", "plain text"), { minLength: 1, maxLength: 3 }).map((l) => l.join("\n")),
  fc.integer({ min: 1, max: 4 }).map((n) => ["| 步骤 | 操作 |", "|---|---|", ...Array.from({ length: n }, (_, i) => `| ${i + 1} | 查看报告 |`)].join("\n")),
  fc.constantFrom("```text\nACoS = 花费 / 销售额\n\n× 100%\n```", "```\nx\n```", "    indented code"),
  fc.constantFrom("- a\n- b", "- a\n\n- b", "1. one\n2. two", "> quoted\n> twice", "- [ ] task"),
);
const doc = fc.array(block, { minLength: 1, maxLength: 8 }).chain((blocks) => fc.constantFrom("\n\n", "\n\n\n").map((sep) => blocks.join(sep)));

/** The text as it arrives: prefixes at increasing cut points, the whole text last. */
function streamed(text: string, cuts: number[]): BlockSplit {
  let split: BlockSplit | undefined;
  for (const cut of [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b)) split = splitBlocks(text.slice(0, cut), split);
  return splitBlocks(text, split);
}

const html = (blocks: string[]) => blocks.map((b) => renderToStaticMarkup(createElement(ReactMarkdown, { ...MARKDOWN_OPTIONS, children: b }))).join("");

describe("answer markdown in blocks", () => {
  it("loses nothing: the blocks joined are the text, for any text", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[-#|>`*\n \tax1.[\]():]{0,60}$/), doc), (text) => {
        expect(splitBlocks(text).blocks.join("")).toBe(text.replace(/\r\n?/g, "\n"));
      }),
      { numRuns: 2000 },
    );
  });

  it("a text split as it streams in gives the blocks of the whole text split at once", () => {
    fc.assert(
      fc.property(doc, fc.array(fc.nat(), { maxLength: 12 }), (text, cuts) => {
        expect(streamed(text, cuts).blocks).toEqual(splitBlocks(text).blocks);
      }),
      { numRuns: 500 },
    );
  });

  it("rendered block by block, an answer gives the same HTML as rendered whole", () => {
    fc.assert(
      fc.property(doc, (text) => {
        const whole = renderToStaticMarkup(createElement(ReactMarkdown, { ...MARKDOWN_OPTIONS, children: text }));
        expect(html(splitBlocks(text).blocks).replace(/\n/g, "")).toBe(whole.replace(/\n/g, ""));
      }),
      { numRuns: 300 },
    );
  });

  it("a text with a link reference definition stays one block (the definition serves every block)", () => {
    const text = "See [the guide][g].\n\nAnd again [here][g].\n\n[g]: https://example.com/guide";
    expect(splitBlocks(text).blocks).toEqual([text]);
    expect(html(splitBlocks(text).blocks)).toContain('href="https://example.com/guide"');
  });

  it("a text that does not continue the previous split is split from scratch", () => {
    const before = splitBlocks("# A\n\nfirst paragraph");
    expect(splitBlocks("# B\n\nother", before).blocks).toEqual(["# B\n\n", "other"]);
  });
});
