/**
 * What a finished export file holds: the columns of each export kind with their headers in the
 * user's language, the rows of the seed, and the formula-injection escape of text cells.
 * @module mock-gateway/downloads/cells
 */
import type { GatewayLanguage } from "../../app/gateway/schemas";
import { createPrng } from "../seed/prng";
import { seedOrders, type SeedOrder } from "../seed/orders";

/** A cell value: text or a number (numbers stay numbers in XLSX). */
export type Cell = string | number;

/** Characters that make a spreadsheet read a text cell as a formula (OWASP ASVS 5.0 1.2.10). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The text a spreadsheet shows as text: a cell starting with `=`, `+`, `-`, `@`, tab or carriage
 * return gets a leading apostrophe (OWASP's CSV-injection escape), so it is never evaluated.
 * Numbers pass unchanged; so does any other text.
 */
export function escapeCell(value: Cell): Cell {
  return typeof value === "string" && FORMULA_START.test(value) ? `'${value}` : value;
}

const IDX: Record<GatewayLanguage, 0 | 1 | 2> = { zh_CN: 0, en_US: 1, ko_KR: 2 };
type Three = readonly [string, string, string];

/** The export kinds the mock generates. */
export type ExportKind = "orders" | "shops";

const ORDER_HEADERS: readonly Three[] = [
  ["订单号", "Order No.", "주문번호"], ["平台", "Platform", "플랫폼"], ["店铺", "Shop", "스토어"], ["状态", "Status", "상태"],
  ["买家", "Buyer", "구매자"], ["SKU", "SKU", "SKU"], ["数量", "Qty", "수량"], ["金额", "Amount", "금액"],
  ["币种", "Currency", "통화"], ["下单时间", "Created", "주문 시간"], ["国家", "Country", "국가"],
];
/** Order statuses in the three languages (as the ERP sample app shows them). */
export const ORDER_STATUS: Readonly<Record<SeedOrder["status"], Three>> = {
  pending: ["待处理", "Pending", "대기"], paid: ["已付款", "Paid", "결제됨"], shipped: ["已发货", "Shipped", "배송됨"],
  completed: ["已完成", "Completed", "완료"], refunded: ["已退款", "Refunded", "환불됨"],
};
const SHOP_HEADERS: readonly Three[] = [["店铺", "Shop", "스토어"], ["平台", "Platform", "플랫폼"], ["站点", "Site", "사이트"], ["备注", "Note", "메모"]];
/** The iframe sample's authorised shops; one note is hostile on purpose (it must stay text). */
const SHOPS: ReadonlyArray<readonly Cell[]> = [
  ["Amazon-US-Main", "Amazon", "US", "主店"], ["Amazon-DE-01", "Amazon", "DE", "=HYPERLINK(\"http://evil.example\",\"x\")"],
  ["TikTok-US-Shop", "TikTok", "US", "+1 555 0100"], ["Shopee-SG-Flag", "Shopee", "SG", "@SUM(A1:A2)"],
];

/** The header row of `kind` in `lang`. */
export function headersOf(kind: ExportKind, lang: GatewayLanguage): string[] {
  return (kind === "orders" ? ORDER_HEADERS : SHOP_HEADERS).map((h) => h[IDX[lang]]);
}

/** One order as a row of the export in `lang`. */
export function orderRow(o: SeedOrder, lang: GatewayLanguage): Cell[] {
  return [o.id, o.platform, o.shop, ORDER_STATUS[o.status][IDX[lang]], o.buyer, o.sku, o.qty, o.amount, o.currency, o.createdAt, o.country];
}

/** bigco's order count (the large-tenant export, issue 26). */
export const BIGCO_ORDER_ROWS = 100_000;

/** The seeded orders that `filter` (`status=…&platform=…&q=…`, as the ERP sample app filters) keeps. */
export function filteredOrders(filter = ""): SeedOrder[] {
  const f = new URLSearchParams(filter);
  const status = f.get("status") ?? "";
  const platform = f.get("platform") ?? "";
  const q = (f.get("q") ?? "").trim().toLowerCase();
  return seedOrders().filter((o) => (!status || o.status === status) && (!platform || o.platform === platform) && (!q || `${o.id} ${o.buyer} ${o.sku}`.toLowerCase().includes(q)));
}

/** How many rows `username`'s export of `kind` has. */
export function rowCount(kind: ExportKind, username: string, filter = ""): number {
  if (kind === "shops") return SHOPS.length;
  return username === "bigco" ? BIGCO_ORDER_ROWS : filteredOrders(filter).length;
}

/**
 * The rows of `username`'s export of `kind`, generated one by one (bigco's 100,000 orders never
 * sit in memory together).
 */
export function* rowsOf(kind: ExportKind, username: string, lang: GatewayLanguage, filter = ""): Generator<Cell[]> {
  if (kind === "shops") {
    for (const r of SHOPS) yield [...r];
    return;
  }
  if (username !== "bigco") {
    for (const o of filteredOrders(filter)) yield orderRow(o, lang);
    return;
  }
  const base = seedOrders();
  const prng = createPrng(20260401);
  for (let i = 0; i < BIGCO_ORDER_ROWS; i++) {
    const o = base[i % base.length]!;
    yield orderRow({ ...o, id: `BC${String(i + 1).padStart(7, "0")}`, qty: 1 + prng.int(5) }, lang);
  }
}
