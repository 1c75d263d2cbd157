/**
 * The mock assistant's answers: deterministic, composed from a few help-centre documents (the
 * same question gives the same answer): a think part, then markdown content with a table and a
 * code block. When a screenshot came with the question, the answer names it.
 * @module mock-gateway/assistant/answers
 */

/** A help-centre document the answers quote. */
interface HelpDoc {
  title: string;
  summary: string;
  steps: Array<[string, string]>;
  code: string;
}

const HELP_DOCS: readonly HelpDoc[] = [
  {
    title: "广告转化率优化",
    summary: "转化率由流量质量、Listing 质量和价格竞争力共同决定，先看搜索词报告，再调整出价。",
    steps: [["查看搜索词报告", "广告 → 报表 → 搜索词"], ["否定无效词", "点击高、无订单的词设为否定"], ["调整出价", "ACoS 低于目标的词提高 10%"]],
    code: "ACoS = 广告花费 / 广告销售额 × 100%",
  },
  {
    title: "FBA 补货计划",
    summary: "补货量按日均销量、备货周期和安全库存计算，避免断货和长期仓储费。",
    steps: [["统计日均销量", "取近 30 天订单"], ["确定备货周期", "生产 + 头程 + 上架"], ["设置安全库存", "按 7–14 天销量"]],
    code: "补货量 = 日均销量 × (备货周期 + 安全天数) − 在途 − 在库",
  },
  {
    title: "订单导出与对账",
    summary: "在导出中心创建订单导出任务，完成后下载文件，与平台结算报告逐项核对。",
    steps: [["创建导出任务", "订单 → 导出 → 选择时间范围"], ["下载文件", "导出中心 → 已完成"], ["核对结算", "按订单号匹配结算报告"]],
    code: "差异金额 = 平台结算金额 − 系统订单金额",
  },
];

/** A composed answer. */
export interface MockAnswer {
  think: string;
  content: string;
}

/** A stable hash of a string (FNV-1a, 32 bits). */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (const ch of s) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * The answer to `question` (and `imageUrl`, a screenshot sent with it). Deterministic. With
 * `minContentChars`, the content is padded with numbered follow-up sections (text and a table)
 * until it holds at least that many characters (code points).
 */
export function composeAnswer(question: string, imageUrl?: string, minContentChars = 0): MockAnswer {
  const doc = HELP_DOCS[hash(question.trim()) % HELP_DOCS.length]!;
  const asked = [...question.trim()].slice(0, 40).join("");
  const think = imageUrl
    ? `用户上传了页面截图，并问「${asked}」。先识别截图中的页面，再对照帮助中心《${doc.title}》给出步骤。`
    : `用户问的是「${asked}」。对照帮助中心《${doc.title}》：先概括要点，再列出步骤，最后给出计算公式。`;
  const lines = [
    imageUrl ? `已分析您上传的页面截图（${imageUrl.split("/").pop()}）。` : "",
    `### ${doc.title}`,
    "",
    doc.summary,
    "",
    "| 步骤 | 操作 | 位置 |",
    "|---|---|---|",
    ...doc.steps.map(([what, where], i) => `| ${i + 1} | ${what} | ${where} |`),
    "",
    "```text",
    doc.code,
    "```",
    "",
    "如需更多帮助，请查看帮助中心。",
  ];
  const parts = [lines.filter((l, i) => i > 0 || l !== "").join("\n")];
  // Counted as it grows (code points of each section), not re-counted per section: the bench's
  // 20,000-character answer is composed in well under a millisecond, before the first chunk.
  let length = codePoints(parts[0]!);
  for (let n = 1; length < minContentChars; n++) {
    const rows = doc.steps.map(([what, where], i) => `| ${n}.${i + 1} | ${what} | ${where} |`);
    const section = ["", "", `#### 补充说明 ${n}`, "", doc.summary, "", "| 步骤 | 操作 | 位置 |", "|---|---|---|", ...rows].join("\n");
    parts.push(section);
    length += codePoints(section);
  }
  return { think, content: parts.join("") };
}

/** The number of code points of `s`. */
function codePoints(s: string): number {
  let n = 0;
  for (const _ of s) n += 1;
  return n;
}

/** Splits `text` into pieces of at most `size` characters (code points, never inside one). */
export function pieces(text: string, size: number): string[] {
  const chars = [...text];
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(""));
  return out;
}
