/**
 * The mock assistant's answers: deterministic, composed from a few help-centre documents (the
 * same question in the same language gives the same answer): a think part, then markdown content
 * with a table and a code block, in the asking user's language (zh_CN, en_US or ko_KR; the HTTP
 * host reads it from the question's `Accept-Language`). When a screenshot came with the
 * question, the answer names it.
 * @module mock-gateway/assistant/answers
 */
import type { GatewayLanguage } from "../../app/gateway/schemas";

/** A help-centre document the answers quote. */
interface HelpDoc {
  title: string;
  summary: string;
  steps: Array<[string, string]>;
  code: string;
}

/**
 * Words that point a question at a document (the same order as the documents), in the three
 * languages, lower case: a question about reconciliation gets the reconciliation document.
 */
const TOPICS: readonly (readonly string[])[] = [
  ["广告", "转化", "acos", "advert", "conversion", "광고", "전환"],
  ["fba", "补货", "库存", "replenish", "restock", "inventory", "stock", "재입고", "재고"],
  ["导出", "对账", "结算", "export", "reconcil", "settlement", "내보내기", "정산", "대조"],
];

/** The answer's own words in one language. */
interface Phrases {
  think(asked: string, title: string): string;
  thinkImage(asked: string, title: string): string;
  image(name: string): string;
  /** The table's heading: step, action, where. */
  columns: string;
  section(n: number): string;
  more: string;
}

/** The help-centre documents per language: the same documents in the same order. */
const HELP_DOCS: Readonly<Record<GatewayLanguage, readonly HelpDoc[]>> = {
  zh_CN: [
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
  ],
  en_US: [
    {
      title: "Improving the ad conversion rate",
      summary: "Conversion depends on traffic quality, listing quality and price competitiveness: read the search term report first, then adjust the bids.",
      steps: [["Read the search term report", "Advertising → Reports → Search terms"], ["Add negative keywords", "Terms with many clicks and no orders"], ["Adjust the bids", "Raise by 10% where ACoS is below target"]],
      code: "ACoS = ad spend / ad sales × 100%",
    },
    {
      title: "FBA replenishment plan",
      summary: "Replenishment follows from average daily sales, lead time and safety stock, so that you neither run out of stock nor pay long-term storage fees.",
      steps: [["Work out average daily sales", "Orders of the last 30 days"], ["Set the lead time", "Production + first leg + receiving"], ["Set the safety stock", "7–14 days of sales"]],
      code: "Replenishment = daily sales × (lead time + safety days) − in transit − in stock",
    },
    {
      title: "Order export and reconciliation",
      summary: "Create an order export task in the export centre, download the file once it is done, and check it line by line against the platform's settlement report.",
      steps: [["Create an export task", "Orders → Export → choose a date range"], ["Download the file", "Export centre → Completed"], ["Reconcile the settlement", "Match the settlement report by order number"]],
      code: "Difference = platform settlement amount − system order amount",
    },
  ],
  ko_KR: [
    {
      title: "광고 전환율 최적화",
      summary: "전환율은 트래픽 품질, 리스팅 품질, 가격 경쟁력이 함께 결정합니다. 먼저 검색어 보고서를 보고 입찰가를 조정하세요.",
      steps: [["검색어 보고서 확인", "광고 → 보고서 → 검색어"], ["비효율 키워드 제외", "클릭이 많고 주문이 없는 키워드"], ["입찰가 조정", "ACoS가 목표보다 낮으면 10% 인상"]],
      code: "ACoS = 광고비 / 광고 매출 × 100%",
    },
    {
      title: "FBA 재입고 계획",
      summary: "재입고 수량은 일평균 판매량, 리드타임, 안전 재고로 계산해 품절과 장기 보관료를 피합니다.",
      steps: [["일평균 판매량 집계", "최근 30일 주문"], ["리드타임 확정", "생산 + 1차 운송 + 입고"], ["안전 재고 설정", "7–14일 판매량"]],
      code: "재입고 수량 = 일평균 판매량 × (리드타임 + 안전 일수) − 운송 중 − 재고",
    },
    {
      title: "주문 내보내기와 정산 대조",
      summary: "내보내기 센터에서 주문 내보내기 작업을 만들고, 완료되면 파일을 내려받아 플랫폼 정산 보고서와 항목별로 대조합니다.",
      steps: [["내보내기 작업 생성", "주문 → 내보내기 → 기간 선택"], ["파일 다운로드", "내보내기 센터 → 완료"], ["정산 대조", "주문 번호로 정산 보고서와 매칭"]],
      code: "차액 = 플랫폼 정산 금액 − 시스템 주문 금액",
    },
  ],
};

const PHRASES: Readonly<Record<GatewayLanguage, Phrases>> = {
  zh_CN: {
    think: (asked, title) => `用户问的是「${asked}」。对照帮助中心《${title}》：先概括要点，再列出步骤，最后给出计算公式。`,
    thinkImage: (asked, title) => `用户上传了页面截图，并问「${asked}」。先识别截图中的页面，再对照帮助中心《${title}》给出步骤。`,
    image: (name) => `已分析您上传的页面截图（${name}）。`,
    columns: "| 步骤 | 操作 | 位置 |",
    section: (n) => `#### 补充说明 ${n}`,
    more: "如需更多帮助，请查看帮助中心。",
  },
  en_US: {
    think: (asked, title) => `The user asks "${asked}". Following the help-centre article "${title}": first the key points, then the steps, and last the formula.`,
    thinkImage: (asked, title) => `The user uploaded a screenshot of a page and asks "${asked}". First recognise the page in the screenshot, then give the steps of the help-centre article "${title}".`,
    image: (name) => `I have analysed the page screenshot you uploaded (${name}).`,
    columns: "| Step | Action | Where |",
    section: (n) => `#### Further notes ${n}`,
    more: "For more help, see the help centre.",
  },
  ko_KR: {
    think: (asked, title) => `사용자의 질문은 「${asked}」입니다. 도움말 센터 《${title}》에 따라 요점을 먼저 정리하고, 단계를 나열한 뒤 계산식을 제시합니다.`,
    thinkImage: (asked, title) => `사용자가 페이지 스크린샷을 올리고 「${asked}」라고 물었습니다. 먼저 스크린샷 속 페이지를 파악한 뒤 도움말 센터 《${title}》의 단계를 안내합니다.`,
    image: (name) => `업로드하신 페이지 스크린샷(${name})을 분석했습니다.`,
    columns: "| 단계 | 작업 | 위치 |",
    section: (n) => `#### 추가 설명 ${n}`,
    more: "더 많은 도움이 필요하면 도움말 센터를 확인하세요.",
  },
};

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
 * The document index for `question`: the first whose topic words it holds, else one chosen by
 * its hash (so any question gets an answer, the same one each time).
 */
function docIndex(question: string, count: number): number {
  const q = question.trim().toLowerCase();
  const i = TOPICS.findIndex((words) => words.some((w) => q.includes(w)));
  return i >= 0 && i < count ? i : hash(question.trim()) % count;
}

/**
 * The answer to `question` (and `imageUrl`, a screenshot sent with it) in `language` (default
 * zh_CN, the gateway's default language). Deterministic: the question alone chooses the
 * document (by its topic words, else its hash), the language only its words. With `minContentChars`, the content is padded with
 * numbered follow-up sections (text and a table) until it holds at least that many characters
 * (code points).
 */
export function composeAnswer(question: string, imageUrl?: string, minContentChars = 0, language: GatewayLanguage = "zh_CN"): MockAnswer {
  const docs = HELP_DOCS[language];
  const say = PHRASES[language];
  const doc = docs[docIndex(question, docs.length)]!;
  const asked = [...question.trim()].slice(0, 40).join("");
  const think = imageUrl ? say.thinkImage(asked, doc.title) : say.think(asked, doc.title);
  const lines = [
    imageUrl ? say.image(imageUrl.split("/").pop() ?? "") : "",
    `### ${doc.title}`,
    "",
    doc.summary,
    "",
    say.columns,
    "|---|---|---|",
    ...doc.steps.map(([what, where], i) => `| ${i + 1} | ${what} | ${where} |`),
    "",
    "```text",
    doc.code,
    "```",
    "",
    say.more,
  ];
  const parts = [lines.filter((l, i) => i > 0 || l !== "").join("\n")];
  // Counted as it grows (code points of each section), not re-counted per section: the bench's
  // 20,000-character answer is composed in well under a millisecond, before the first chunk.
  let length = codePoints(parts[0]!);
  for (let n = 1; length < minContentChars; n++) {
    const rows = doc.steps.map(([what, where], i) => `| ${n}.${i + 1} | ${what} | ${where} |`);
    const section = ["", "", say.section(n), "", doc.summary, "", say.columns, "|---|---|---|", ...rows].join("\n");
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
