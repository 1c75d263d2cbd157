/**
 * The sample `amazon` micro-app (issue 7): Sponsored Ads campaigns over the seeded data; its
 * buttons use the shell bridge (ERP orders, the budget-rules dialog, the ads console, bid edits
 * the user may not do).
 */
import { seedCampaigns } from "../../mock-gateway/seed/orders";
import { createApp, type View } from "./kit/app";
import { h, money, num } from "./kit/dom";
import { translator, type Dict } from "./kit/i18n";

const CAMPAIGNS = seedCampaigns();
const DICT: Dict = {
  campaigns: ["广告活动", "Campaigns", "광고 캠페인"],
  sub: ["Sponsored Ads · 近 30 天", "Sponsored Ads · last 30 days", "Sponsored Ads · 최근 30일"],
  spend: ["花费", "Spend", "지출"],
  sales: ["广告销售额", "Ad sales", "광고 매출"],
  acos: ["ACoS", "ACoS", "ACoS"],
  clicks: ["点击", "Clicks", "클릭"],
  impressions: ["曝光", "Impressions", "노출"],
  name: ["广告活动名称", "Campaign", "캠페인명"],
  state: ["状态", "State", "상태"],
  type: ["类型", "Type", "유형"],
  budget: ["日预算", "Daily budget", "일 예산"],
  enabled: ["投放中", "Enabled", "게재 중"],
  paused: ["已暂停", "Paused", "일시 중지"],
  archived: ["已归档", "Archived", "보관됨"],
  all: ["全部状态", "All states", "모든 상태"],
  bulkBid: ["批量调价", "Bulk bid change", "일괄 입찰 변경"],
  rules: ["预算规则说明", "Budget rules", "예산 규칙"],
  console: ["打开广告后台", "Open ads console", "광고 콘솔 열기"],
  orders: ["查看 ERP 订单", "ERP orders", "ERP 주문 보기"],
  keywords: ["关键词投放", "Keyword targeting", "키워드 타기팅"],
  soonTitle: ["功能准备中", "Coming soon", "준비 중인 기능"],
  soonBody: ["该功能正在为您准备，上线后将在此处展示数据与操作。", "This function is being prepared; its data and actions will appear here once it launches.", "이 기능은 준비 중이며, 출시되면 데이터와 작업이 여기에 표시됩니다."],
};

const view: View = ({ props, path, query, go }) => {
  const t = translator(DICT, props.language);
  if (path !== "/ads/campaigns") return h("div", {}, h("div", { class: "head" }, h("h1", {}, t("soonTitle"))), h("div", { class: "card muted" }, t("soonBody")));
  const state = query.get("state") ?? "";
  const rows = CAMPAIGNS.filter((c) => !state || c.state === state);
  const sum = (f: (c: (typeof rows)[number]) => number) => rows.reduce((s, c) => s + f(c), 0);
  const spend = sum((c) => c.spend);
  const sales = sum((c) => c.sales);
  const L = props.language;
  const send = (type: string, data?: unknown) => () => void props.bridge(type, data).catch(() => undefined);
  const kpi = (label: string, value: string) => h("div", { class: "kpi" }, h("span", {}, label), h("b", {}, value));
  const filter = h("select", { "aria-label": t("state") }, h("option", { value: "" }, t("all")),
    ...(["enabled", "paused", "archived"] as const).map((s) => h("option", { value: s, selected: s === state }, t(s))));
  filter.addEventListener("change", () => go(`/ads/campaigns${(filter as HTMLSelectElement).value ? `?state=${(filter as HTMLSelectElement).value}` : ""}`));
  return h("div", {},
    h("div", { class: "head" }, h("h1", {}, t("campaigns")), h("span", { class: "sub" }, t("sub")), h("span", { class: "grow" }),
      h("button", { type: "button", "data-bridge": "navigator", onclick: send("navigator", { path: "/ads/keywords" }) }, t("keywords")),
      h("button", { type: "button", "data-bridge": "navigatorErp", onclick: send("navigatorErp", { path: "/order/list?platform=Amazon" }) }, t("orders"))),
    h("div", { class: "kpis" }, kpi(t("spend"), money(spend, "USD", L)), kpi(t("sales"), money(sales, "USD", L)),
      kpi(t("acos"), `${((spend / Math.max(1, sales)) * 100).toFixed(1)}%`), kpi(t("clicks"), num(sum((c) => c.clicks), L))),
    h("div", { class: "toolbar" }, filter,
      h("button", { type: "button", class: "primary", "data-bridge": "noPermissionNotice", onclick: send("noPermissionNotice") }, t("bulkBid")),
      h("button", { type: "button", "data-bridge": "dialog", onclick: () => {
        const origin = new URL(import.meta.url).origin;
        void props.bridge("dialog", { url: `${origin}/apps/dialog/budget-rules`, title: t("rules"), width: 640, height: 420 }).catch(() => undefined);
      } }, t("rules")),
      h("button", { type: "button", "data-bridge": "windowOpen", onclick: send("windowOpen", { url: "https://advertising.amazon.com/" }) }, t("console"))),
    h("div", { class: "card", style: "padding:0;overflow:auto" }, h("table", {},
      h("thead", {}, h("tr", {}, h("th", {}, t("name")), h("th", {}, t("state")), h("th", {}, t("type")), h("th", { class: "num" }, t("budget")),
        h("th", { class: "num" }, t("spend")), h("th", { class: "num" }, t("sales")), h("th", { class: "num" }, t("acos")), h("th", { class: "num" }, t("impressions")), h("th", { class: "num" }, t("clicks")))),
      h("tbody", {}, ...rows.map((c) => h("tr", {}, h("td", {}, c.name), h("td", {}, h("span", { class: `badge ${c.state}` }, t(c.state))), h("td", {}, c.type),
        h("td", { class: "num" }, money(c.budget, "USD", L)), h("td", { class: "num" }, money(c.spend, "USD", L)), h("td", { class: "num" }, money(c.sales, "USD", L)),
        h("td", { class: "num" }, `${c.acos.toFixed(1)}%`), h("td", { class: "num" }, num(c.impressions, L)), h("td", { class: "num" }, num(c.clicks, L))))))),
  );
};

export const { bootstrap, mount, unmount, update } = createApp(view);
