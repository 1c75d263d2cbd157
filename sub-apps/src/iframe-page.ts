/**
 * The script of the sample iframe pages and bridge dialogs the mock serves (issue 7): asks the
 * shell for the shared state (language, user), renders the page, reports `authSuccess`; its
 * buttons use the bridge (dialog, logout, notification, destroyAllDialog).
 */
import { answerShellRequests, bridge } from "./kit/bridge-client";
import { h } from "./kit/dom";
import { lang, translator, type Dict } from "./kit/i18n";
import { CSS } from "./kit/style";

const DICT: Dict = {
  shops: ["已授权店铺", "Authorised shops", "인증된 스토어"],
  shop: ["店铺", "Shop", "스토어"], platform: ["平台", "Platform", "플랫폼"], site: ["站点", "Site", "사이트"],
  auth: ["授权状态", "Authorisation", "인증 상태"], expires: ["到期时间", "Expires", "만료일"],
  valid: ["正常", "Valid", "정상"], expiring: ["即将过期", "Expiring soon", "곧 만료"],
  addShop: ["授权新店铺", "Authorise a shop", "새 스토어 인증"], relogin: ["切换账号重新登录", "Sign in with another account", "다른 계정으로 다시 로그인"],
  logs: ["对接日志", "Sync log", "동기화 로그"], time: ["时间", "Time", "시간"], event: ["事件", "Event", "이벤트"], result: ["结果", "Result", "결과"],
  ok: ["成功", "Succeeded", "성공"], retrying: ["重试中", "Retrying", "재시도 중"],
  exportLogs: ["导出日志", "Export log", "로그 내보내기"], exported: ["日志已导出", "Log exported", "로그를 내보냈습니다"],
  save: ["保存设置", "Save settings", "설정 저장"], saved: ["设置已保存", "Settings saved", "설정을 저장했습니다"],
  carrier: ["物流渠道", "Carrier", "배송 채널"], service: ["服务", "Service", "서비스"], enabled: ["启用", "Enabled", "사용"],
  hello: ["当前账号：{name}（{company}）", "Signed in as {name} ({company})", "현재 계정: {name} ({company})"],
  rulesTitle: ["预算规则说明", "Budget rules", "예산 규칙"],
  rulesBody: ["日预算在每天 00:00（站点时间）重置；当天花费可能超过日预算最多 25%，但每月总花费不超过日预算 × 当月天数。", "The daily budget resets at 00:00 site time; a day may spend up to 25% over it, but a month never exceeds the daily budget × days in the month.", "일 예산은 사이트 시간 00:00에 초기화됩니다. 하루 지출은 최대 25% 초과할 수 있지만 월 지출은 일 예산 × 해당 월 일수를 넘지 않습니다."],
  authTitle: ["授权新店铺", "Authorise a shop", "새 스토어 인증"],
  authBody: ["请在新打开的平台页面完成授权，完成后点击“完成”。", "Complete the authorisation on the platform's page, then choose Done.", "플랫폼 페이지에서 인증을 마친 뒤 '완료'를 선택하세요."],
  done: ["完成", "Done", "완료"],
  exportShops: ["导出店铺", "Export shops", "스토어 내보내기"], shopsFile: ["店铺列表导出", "Shop list export", "스토어 목록 내보내기"],
  exportFailed: ["导出失败，请稍后重试", "The export could not start. Please try again later.", "내보내기를 시작하지 못했습니다. 잠시 후 다시 시도하세요."],
};

/**
 * The second kind of export (issue 26): this page, on its own system's origin, starts a CSV of
 * the shops with the login the shell hands it (getCookie), then hands the task to the shell to
 * track (pushByAsync with its id); a duplicate's message comes from the download centre.
 */
async function exportShops(t: (k: string) => string, language: string): Promise<void> {
  const answer = (await bridge("getCookie").catch(() => null)) as { token?: string } | null;
  if (!answer?.token) return void bridge("notification", { type: "error", title: t("exportFailed") }).catch(() => undefined);
  const res = await fetch(`${location.origin}/api/v1/download-center/export`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: answer.token, "accept-language": language.replace("_", "-") },
    body: JSON.stringify({ kind: "shops", fileType: "csv", name: t("shopsFile") }),
  }).catch(() => null);
  const reply = (await res?.json().catch(() => null)) as { code?: string; msg?: string; data?: { id?: number } } | null;
  const id = reply?.data?.id;
  if (reply?.code === "200" && typeof id === "number") return void bridge("pushByAsync", { taskName: t("shopsFile"), taskId: id }).catch(() => undefined);
  await bridge("notification", { type: "warning", title: reply?.msg || t("exportFailed") }).catch(() => undefined);
}

type Shared = { language?: string; userInfo?: { displayName?: string; company?: string } };

async function start(): Promise<void> {
  // The shell may ask for this page's own picture (the assistant's page analysis).
  answerShellRequests(() => document.getElementById("app"));
  const style = document.createElement("style");
  style.textContent = CSS;
  document.head.append(style);
  const shared = ((await Promise.race([bridge("getData"), new Promise((r) => setTimeout(() => r(null), 1500))]).catch(() => null)) ?? {}) as Shared;
  const language = lang(shared.language ?? (await bridge("getDataByKey", { key: "language" }).catch(() => null)));
  document.documentElement.lang = language.replace("_", "-");
  const t = translator(DICT, language);
  const body = document.body;
  const kind = body.dataset.kind ?? "generic";
  const title = [body.dataset.titleZh, body.dataset.titleEn, body.dataset.titleKo][{ zh_CN: 0, en_US: 1, ko_KR: 2 }[language]] ?? "";
  const send = (type: string, data?: unknown) => () => void bridge(type, data).catch(() => undefined);
  const head = (text: string, ...actions: Node[]) => h("div", { class: "head" }, h("h1", {}, text), h("span", { class: "grow" }), ...actions);
  const hello = shared.userInfo?.displayName ? h("p", { class: "muted" }, t("hello", { name: shared.userInfo.displayName, company: shared.userInfo.company ?? "" })) : null;
  const table = (cols: string[], rows: Array<Array<Node | string>>) =>
    h("div", { class: "card", style: "padding:0;overflow:auto" }, h("table", {}, h("thead", {}, h("tr", {}, ...cols.map((c) => h("th", {}, c)))), h("tbody", {}, ...rows.map((r) => h("tr", {}, ...r.map((c) => h("td", {}, c)))))));
  let page: Node;
  if (kind === "shop-auth") {
    page = h("div", {}, head(title || t("shops"),
      h("button", { type: "button", class: "primary", "data-bridge": "dialog", onclick: send("dialog", { url: `${location.origin}/apps/dialog/shop-authorize`, title: t("authTitle"), width: 560, height: 320 }) }, t("addShop")),
      h("button", { type: "button", "data-bridge": "pushByAsync", onclick: () => void exportShops(t, language) }, t("exportShops")),
      h("button", { type: "button", "data-bridge": "logout", onclick: send("logout") }, t("relogin"))), hello,
      table([t("shop"), t("platform"), t("site"), t("auth"), t("expires")], [
        ["Amazon-US-Main", "Amazon", "US", h("span", { class: "badge enabled" }, t("valid")), "2026-12-31"],
        ["Amazon-DE-01", "Amazon", "DE", h("span", { class: "badge pending" }, t("expiring")), "2026-04-12"],
        ["TikTok-US-Shop", "TikTok", "US", h("span", { class: "badge enabled" }, t("valid")), "2027-01-20"],
        ["Shopee-SG-Flag", "Shopee", "SG", h("span", { class: "badge enabled" }, t("valid")), "2026-09-30"]]));
  } else if (kind === "sync-log") {
    page = h("div", {}, head(title || t("logs"), h("button", { type: "button", "data-bridge": "notification", onclick: send("notification", { type: "success", title: t("exported") }) }, t("exportLogs"))), hello,
      table([t("time"), t("shop"), t("event"), t("result")], Array.from({ length: 8 }, (_, i) => [`2026-03-28 ${String(17 - i).padStart(2, "0")}:0${i}`, i % 3 ? "Amazon-US-Main" : "TikTok-US-Shop", i % 2 ? "Order pull" : "Stock push",
        h("span", { class: `badge ${i === 2 ? "pending" : "enabled"}` }, i === 2 ? t("retrying") : t("ok"))])));
  } else if (kind === "dialog") {
    const rules = body.dataset.dialog === "budget-rules";
    page = h("div", {}, head(rules ? t("rulesTitle") : t("authTitle")), h("div", { class: "card" }, rules ? t("rulesBody") : t("authBody")),
      h("div", { class: "toolbar" }, h("button", { type: "button", class: "primary", "data-bridge": "destroyAllDialog", onclick: send("destroyAllDialog") }, t("done"))));
  } else {
    page = h("div", {}, head(title || t("carrier"), h("button", { type: "button", class: "primary", "data-bridge": "notification", onclick: send("notification", { type: "success", title: t("saved") }) }, t("save"))), hello,
      table([t("carrier"), t("service"), t("enabled")], [["YunExpress", "Global Direct", "✓"], ["4PX", "Singapore Post", "✓"], ["DHL eCommerce", "Parcel Direct", "—"]]));
  }
  const root = h("div", { class: "sa", "data-ready": kind }, page);
  document.getElementById("app")?.replaceChildren(root);
  if (kind !== "dialog") void bridge("authSuccess").catch(() => undefined);
}

void start();
