/**
 * The lite edition's pages of the sample `erp` micro-app (ROUTE-30): `/sales/listing_list`,
 * `/inventory/inventory_fba` and `/sales/order_list`. Opened with `lite=1` and `user_account`
 * (from the lite guide, GUIDE-20), each says so in a banner and lists the seeded rows; without
 * `lite=1` it is the plain page.
 */
import { seedOrders, seedProducts } from "../../mock-gateway/seed/orders";
import type { View } from "./kit/app";
import { h, money, num } from "./kit/dom";
import type { translator } from "./kit/i18n";

type T = ReturnType<typeof translator>;
type Ctx = Parameters<View>[0];

/** The lite pages' paths. */
export const LITE_PATHS = ["/sales/listing_list", "/inventory/inventory_fba", "/sales/order_list"] as const;

const ORDERS = seedOrders().slice(0, 20);
const PRODUCTS = seedProducts();

/** The banner of a page opened from the lite guide: the account it shows, as the query gave it (at most 64 characters). */
function liteBanner(ctx: Ctx, t: T): Node | null {
  if (ctx.query.get("lite") !== "1") return null;
  const account = (ctx.query.get("user_account") ?? "").slice(0, 64);
  return h("div", { class: "card muted", "data-lite-banner": "", "data-user-account": account }, t("liteBanner", { account: account || "—" }));
}

/** Renders one of {@link LITE_PATHS}. */
export function litePage(ctx: Ctx, t: T, path: (typeof LITE_PATHS)[number]): Node {
  const lang = ctx.props.language;
  const head = (title: string, n: number) => h("div", { class: "head" }, h("h1", {}, title), h("span", { class: "sub" }, t("total", { n })));
  // A column title ending in "#" is a number column (right-aligned as its cells).
  const table = (cols: string[], rows: Node[]) =>
    h("div", { class: "card", style: "padding:0;overflow:auto" }, h("table", {},
      h("thead", {}, h("tr", {}, ...cols.map((c) => (c.endsWith("#") ? h("th", { class: "num" }, c.slice(0, -1)) : h("th", {}, c))))), h("tbody", {}, ...rows)));
  if (path === "/sales/listing_list") {
    return h("div", {}, head(t("liteListings"), PRODUCTS.length), liteBanner(ctx, t),
      table(["SKU", t("productTitle"), `${t("price")}#`, `${t("sales30d")}#`], PRODUCTS.map((p) => h("tr", {}, h("td", {}, p.sku), h("td", {}, p.title), h("td", { class: "num" }, money(p.price, "USD", lang)), h("td", { class: "num" }, num(p.sales30d, lang))))));
  }
  if (path === "/inventory/inventory_fba") {
    return h("div", {}, head(t("liteInventory"), PRODUCTS.length), liteBanner(ctx, t),
      table(["SKU", t("productTitle"), `${t("stock")}#`], PRODUCTS.map((p) => h("tr", {}, h("td", {}, p.sku), h("td", {}, p.title), h("td", { class: "num" }, num(p.stock, lang))))));
  }
  return h("div", {}, head(t("liteOrders"), ORDERS.length), liteBanner(ctx, t),
    table([t("orderNo"), t("platform"), t("buyer"), `${t("amount")}#`], ORDERS.map((o) => h("tr", {}, h("td", {}, o.id), h("td", {}, o.platform), h("td", {}, o.buyer), h("td", { class: "num" }, money(o.amount, o.currency, lang))))));
}
