/**
 * The sample `erp` micro-app (issue 7): orders with filters and paging, the order detail and
 * the product list over the seeded data; its buttons use the shell bridge.
 */
import { seedOrders, seedProducts, type SeedOrder } from "../../mock-gateway/seed/orders";
import { createApp, type View } from "./kit/app";
import { h, money, num } from "./kit/dom";
import { translator } from "./kit/i18n";
import { ERP_DICT } from "./erp-i18n";
import { printLabelButton } from "./erp-print";
import { LITE_PATHS, litePage } from "./erp-lite";

const ORDERS = seedOrders();
const PRODUCTS = seedProducts();
const PAGE_SIZE = 10;
/** A finished file of owner's seeded task 7001 on the system's own origin (the download.socket sample). */
const SAMPLE_FILE = "/apps/files/7001/orders.xlsx";
/** Menu ids in the seeded ERP menu: the profit report, and one the user has no access to. */
const PROFIT_MENU_ID = 10701;
const SETTLEMENT_MENU_ID = 99901;
const STATUSES: SeedOrder["status"][] = ["pending", "paid", "shipped", "completed", "refunded"];
const PLATFORMS: SeedOrder["platform"][] = ["Amazon", "TikTok", "Shopee", "eBay"];

/** The `pushByAsync` of the "Export orders" action: the filter in use, as the task's identity. */
function exportRequest(taskName: string, filter: Record<string, string>) {
  const f = new URLSearchParams(Object.entries(filter).filter(([, v]) => v.trim() !== "")).toString();
  return { taskName, export: { kind: "orders", fileType: "xlsx", ...(f ? { filter: f } : {}) } };
}

const view: View = (ctx) => {
  const t = translator(ERP_DICT, ctx.props.language);
  if (ctx.path === "/order/list") return orderList(ctx, t);
  if (ctx.path === "/order/detail") return orderDetail(ctx, t);
  if (ctx.path === "/product/list") return productList(ctx, t);
  const lite = LITE_PATHS.find((p) => p === ctx.path);
  if (lite) return litePage(ctx, t, lite);
  return h("div", {}, h("div", { class: "head" }, h("h1", {}, t("soonTitle"))), h("div", { class: "card muted" }, t("soonBody")));
};

type T = ReturnType<typeof translator>;
type Ctx = Parameters<View>[0];

function orderList(ctx: Ctx, t: T): Node {
  const { query, props } = ctx;
  const status = query.get("status") ?? "";
  const platform = query.get("platform") ?? "";
  const q = (query.get("q") ?? "").trim().toLowerCase();
  const rows = ORDERS.filter((o) => (!status || o.status === status) && (!platform || o.platform === platform) && (!q || `${o.id} ${o.buyer} ${o.sku}`.toLowerCase().includes(q)));
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const page = Math.min(pages, Math.max(1, Number(query.get("page")) || 1));
  const route = (over: Record<string, string | number>) => {
    const next = new URLSearchParams({ status, platform, q: query.get("q") ?? "", page: String(page) });
    for (const [k, v] of Object.entries(over)) next.set(k, String(v));
    for (const k of [...next.keys()]) if (!next.get(k)) next.delete(k);
    const s = next.toString();
    return `/order/list${s ? `?${s}` : ""}`;
  };
  const statusLine = h("div", { class: "status-line", role: "status" });
  const select = (name: string, value: string, options: string[], label: (o: string) => string) =>
    h("select", { name, "aria-label": t(name) }, h("option", { value: "" }, t("all")), ...options.map((o) => h("option", { value: o, selected: o === value }, label(o))));
  const form = h("form", { class: "card filters", role: "search" },
    h("label", {}, t("status"), select("status", status, STATUSES, (s) => t(s))),
    h("label", {}, t("platform"), select("platform", platform, PLATFORMS, (p) => p)),
    h("label", {}, t("keyword"), h("input", { name: "q", value: query.get("q") ?? "", maxlength: 60 })),
    h("button", { type: "submit", class: "primary" }, t("search")),
    h("button", { type: "button", onclick: () => ctx.go("/order/list") }, t("reset")),
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const data = new FormData(form as HTMLFormElement);
    ctx.go(route({ status: String(data.get("status") ?? ""), platform: String(data.get("platform") ?? ""), q: String(data.get("q") ?? "").slice(0, 60), page: 1 }));
  });
  const act = (label: string, bridgeName: string, run: () => Promise<unknown>) =>
    h("button", { type: "button", "data-bridge": bridgeName, onclick: () => void run().catch(() => undefined) }, label);
  const toolbar = h("div", { class: "toolbar" },
    // The shell starts the export in the download centre and tracks it (issue 26).
    act(t("export"), "pushByAsync", () => props.bridge("pushByAsync", exportRequest(t("exportTask", { n: rows.length }), { status, platform, q }))),
    act(t("sync"), "getCookie", async () => {
      const answer = (await props.bridge("getCookie").catch(() => null)) as { token?: string } | null;
      if (answer?.token) {
        statusLine.textContent = t("synced", { time: new Date().toTimeString().slice(0, 5) });
        await props.bridge("notification", { type: "success", title: t("syncDone") });
      } else await props.bridge("notification", { type: "error", title: t("syncFailed") });
    }),
    // A finished download handed to the shell's download-socket handling (BRIDGE-17).
    act(t("invoices"), "download.socket", () => props.bridge("download.socket", { message: { code: 0, source: "download", uniqueId: "invoices-2026-03", name: t("invoiceFile"), fileOssUrl: new URL(SAMPLE_FILE, import.meta.url).href } })),
    act(t("profit"), "openPageByMenusId", () => props.bridge("openPageByMenusId", { menuId: PROFIT_MENU_ID })),
    act(t("settlement"), "openPageByMenusId-denied", () => props.bridge("openPageByMenusId", { menuId: SETTLEMENT_MENU_ID })),
  );
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const table = h("table", {},
    h("thead", {}, h("tr", {}, ...[t("orderNo"), t("platform"), t("shop"), t("buyer"), "SKU"].map((c) => h("th", {}, c)),
      h("th", { class: "num" }, t("qty")), h("th", { class: "num" }, t("amount")), h("th", {}, t("status")), h("th", {}, t("createdAt")), h("th", {}, t("actions")))),
    h("tbody", {}, ...shown.map((o) => h("tr", { "data-order": o.id },
      h("td", {}, h("button", { type: "button", class: "link", onclick: () => ctx.go(`/order/detail?id=${o.id}`) }, o.id)),
      h("td", {}, o.platform), h("td", {}, o.shop), h("td", {}, o.buyer), h("td", {}, o.sku),
      h("td", { class: "num" }, o.qty), h("td", { class: "num" }, money(o.amount, o.currency, props.language)),
      h("td", {}, h("span", { class: `badge ${o.status}` }, t(o.status))), h("td", {}, o.createdAt),
      h("td", {}, h("button", { type: "button", class: "link", "data-bridge": "navigator", onclick: () => void props.bridge("navigator", { path: `/order/detail?id=${o.id}` }).catch(() => undefined) }, t("openInTab"))),
    ))),
  );
  return h("div", {},
    h("div", { class: "head" }, h("h1", {}, t("orders")), h("span", { class: "sub" }, t("total", { n: num(rows.length, props.language) })), h("span", { class: "grow" })),
    form, toolbar, statusLine,
    h("div", { class: "card", style: "padding:0;overflow:auto" }, rows.length ? table : h("div", { class: "empty" }, t("noOrders"))),
    h("div", { class: "pager" },
      h("button", { type: "button", disabled: page <= 1, onclick: () => ctx.go(route({ page: page - 1 })) }, t("prev")),
      h("span", { "data-page": page }, t("page", { p: page, n: pages })),
      h("button", { type: "button", disabled: page >= pages, onclick: () => ctx.go(route({ page: page + 1 })) }, t("next"))),
  );
}

function orderDetail(ctx: Ctx, t: T): Node {
  const { props } = ctx;
  const order = ORDERS.find((o) => o.id === ctx.query.get("id")) ?? ORDERS[0]!;
  const product = PRODUCTS.find((p) => p.sku === order.sku);
  const field = (label: string, value: Node | string) => [h("dt", {}, label), h("dd", {}, value)];
  return h("div", { "data-order-detail": order.id },
    h("div", { class: "head" }, h("h1", {}, `${t("orderDetail")} · ${order.id}`), h("span", { class: `badge ${order.status}` }, t(order.status)), h("span", { class: "grow" }),
      h("button", { type: "button", onclick: () => ctx.go("/order/list") }, t("back")),
      printLabelButton(props, t, order.id),
      h("button", { type: "button", "data-bridge": "getLocation", onclick: async () => {
        const loc = (await props.bridge("getLocation").catch(() => null)) as { pathname?: string; hash?: string } | null;
        if (loc) await props.bridge("notification", { type: "info", title: t("linkCopied"), message: `${loc.pathname ?? ""}${loc.hash ?? ""}` });
      } }, t("copyLink")),
      h("button", { type: "button", "data-bridge": "closeNavigator", onclick: () => void props.bridge("closeNavigator").catch(() => undefined) }, t("close"))),
    h("div", { class: "card" }, h("dl", { class: "grid" },
      ...field(t("platform"), order.platform), ...field(t("shop"), order.shop), ...field(t("buyer"), order.buyer), ...field(t("country"), order.country),
      ...field("SKU", order.sku), ...field(t("productTitle"), product?.title ?? "—"), ...field(t("qty"), String(order.qty)),
      ...field(t("amount"), money(order.amount, order.currency, props.language)), ...field(t("createdAt"), order.createdAt))),
  );
}

function productList(ctx: Ctx, t: T): Node {
  const { props } = ctx;
  return h("div", {},
    h("div", { class: "head" }, h("h1", {}, t("products")), h("span", { class: "sub" }, t("total", { n: PRODUCTS.length })), h("span", { class: "grow" }),
      h("button", { type: "button", class: "primary", "data-bridge": "notification", onclick: () => void props.bridge("notification", { type: "success", title: t("stockSynced", { n: 5 }) }).catch(() => undefined) }, t("syncStock"))),
    h("div", { class: "card", style: "padding:0;overflow:auto" }, h("table", {},
      h("thead", {}, h("tr", {}, h("th", {}, "SKU"), h("th", {}, t("productTitle")), h("th", { class: "num" }, t("stock")), h("th", { class: "num" }, t("price")), h("th", { class: "num" }, t("sales30d")))),
      h("tbody", {}, ...PRODUCTS.map((p) => h("tr", {}, h("td", {}, p.sku), h("td", {}, p.title, p.stock < 50 ? h("span", { class: "badge pending", style: "margin-left:8px" }, t("lowStock")) : null),
        h("td", { class: "num" }, num(p.stock, props.language)), h("td", { class: "num" }, money(p.price, "USD", props.language)), h("td", { class: "num" }, num(p.sales30d, props.language))))))),
  );
}

export const { bootstrap, mount, unmount, update } = createApp(view);
