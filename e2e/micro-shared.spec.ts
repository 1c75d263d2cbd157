/**
 * What a mounted micro-app receives from the shell (MICRO-03): a probe module served in place of
 * the `erp` sample app shows the props the shell mounted it with and calls the helpers through
 * the bridge, so what is checked is the shell's behaviour, not the sample app's.
 */
import { SEED } from "../mock-gateway/seed/ids";
import { expect, hydrated, loginAs, tab, test } from "./support/fixtures";

const MOCK = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}`;
const M = SEED.menus;

/**
 * The probe micro-app: renders every prop that is data (not the container, not a function) as
 * JSON, the names of the function props, and buttons that call the bridge; each answer (or
 * refusal) is written into the page.
 */
const PROBE = `
const out = (root, name, value) => {
  let el = root.querySelector('[data-out="' + name + '"]');
  if (!el) { el = document.createElement("output"); el.setAttribute("data-out", name); root.append(el); }
  el.textContent = typeof value === "string" ? value : JSON.stringify(value);
};
const call = (root, label, type, data) => {
  const b = document.createElement("button");
  b.type = "button";
  b.textContent = label;
  b.onclick = () => root.__props.bridge(type, data).then((a) => out(root, label, { answer: a }), (e) => out(root, label, { refused: String(e && e.message || e) }));
  root.append(b);
};
export async function bootstrap() {}
export async function mount(props) {
  const root = document.createElement("div");
  root.setAttribute("data-probe", "");
  root.__props = props;
  const data = {};
  const functions = [];
  for (const [k, v] of Object.entries(props)) {
    if (typeof v === "function") functions.push(k);
    else if (!(v instanceof Node)) data[k] = v;
  }
  props.container.replaceChildren(root);
  out(root, "data", data);
  out(root, "functions", functions.sort().join(","));
  call(root, "open-tab", "navigator", { menuId: ${M.productList.menuId} });
  call(root, "close-tab", "closeNavigator", { menuId: ${M.productList.menuId} });
  call(root, "notify", "notification", { type: "success", title: "探针通知", message: "来自微应用" });
  call(root, "get-cookie", "getCookie");
}
export async function update(props) { props.container.querySelector("[data-probe]").__props = props; }
export async function unmount(props) { props.container.replaceChildren(); }
`;

test("[MICRO-03] a mounted micro-app gets user info, serviceId, systemCode and language, and opens a tab, closes a tab and notifies through its bridge prop; the token is in no prop and comes only through getCookie, which the server gives to the system's own origin only", async ({ page }) => {
  await page.route(`${MOCK}/apps/micro/erp.js`, (route) =>
    route.fulfill({ body: PROBE, headers: { "Content-Type": "text/javascript; charset=utf-8", "Access-Control-Allow-Origin": "*", "Cache-Control": "no-store" } }),
  );
  // korean: a sub-account of company A whose language is ko_KR.
  await loginAs(page, "korean");
  await page.goto(`/entry/1001/ERP/erp#/order/list`);
  await hydrated(page);
  const probe = page.locator(`[role="tabpanel"][data-pane="m_${M.orderList.menuId}"] [data-probe]`);
  await expect(probe).toBeAttached();

  // Shared state: user info, serviceId, systemCode, language (and the app's route); nothing else
  // but what single-spa adds to every parcel (its name and its status constants).
  const data = JSON.parse((await probe.locator('[data-out="data"]').textContent()) ?? "{}") as Record<string, unknown>;
  expect(data).toEqual({
    name: "erp",
    singleSpa: expect.objectContaining({ MOUNTED: "MOUNTED" }),
    route: "/order/list",
    language: "ko_KR",
    serviceId: 1001,
    systemCode: "ERP",
    userInfo: { userName: "korean", displayName: "김민준", company: SEED.companies.A.companyName },
  });
  // Functions: the bridge (whose helpers follow) and the route report; single-spa adds its own two.
  await expect(probe.locator('[data-out="functions"]')).toHaveText("bridge,mountParcel,onRouteChange,unmountSelf");

  // Helpers: open a tab, notify, close the tab.
  await probe.getByRole("button", { name: "open-tab" }).click();
  await expect(tab(page, "상품 목록")).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/\/entry\/1001\/ERP\/erp#\/product\/list$/);
  await tab(page, "주문 목록").click();
  await probe.getByRole("button", { name: "notify" }).click();
  const toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: "探针通知" });
  await expect(toast).toContainText("来自微应用");
  await probe.getByRole("button", { name: "close-tab" }).click();
  await expect(tab(page, "상품 목록")).toHaveCount(0);
  await expect(probe.locator('[data-out="close-tab"]')).toHaveText(JSON.stringify({ answer: true }));

  // The token: asked for through getCookie, fetched just in time for the system's origin.
  const handOut = page.waitForResponse((r) => r.url().endsWith("/api/bridge/token") && r.request().method() === "POST");
  await probe.getByRole("button", { name: "get-cookie" }).click();
  const response = await handOut;
  expect(response.status()).toBe(200);
  expect(new URLSearchParams(response.request().postData() ?? "").get("origin")).toBe(MOCK);
  const { token } = (await response.json()) as { token: string };
  expect(token.length).toBeGreaterThan(10);
  await expect(probe.locator('[data-out="get-cookie"]')).toHaveText(JSON.stringify({ answer: { token } }));
  // …and is nowhere in the shared state: not in the props, the document, its loader data or its readable cookies.
  expect(JSON.stringify(data)).not.toContain(token);
  const exposed = await page.evaluate(
    (t) => ({
      html: document.documentElement.outerHTML.includes(t),
      loaderData: JSON.stringify((window as unknown as { __remixRouter: { state: { loaderData: unknown } } }).__remixRouter.state.loaderData).includes(t),
      cookie: document.cookie.includes(t),
      storage: JSON.stringify({ ...localStorage }).includes(t) || JSON.stringify({ ...sessionStorage }).includes(t),
    }),
    token,
  );
  expect(exposed).toEqual({ html: false, loaderData: false, cookie: false, storage: false });

  // Another origin gets no token: the same hand-out, with this document's capability, asked
  // for the system's origin answers the token, for any other module origin is refused.
  const ask = (origin: string) =>
    page.evaluate(async (o) => {
      const loaderData = (window as unknown as { __remixRouter: { state: { loaderData: Record<string, { bridge?: { capability: string } } | null> } } }).__remixRouter.state.loaderData;
      const capability = Object.values(loaderData).find((d) => d?.bridge?.capability)!.bridge!.capability;
      const res = await fetch("/api/bridge/token", { method: "POST", body: new URLSearchParams({ origin: o, serviceId: "1001", systemCode: "ERP", pane: "m_10201", capability }) });
      return { status: res.status, body: (await res.json()) as { ok: boolean; token?: string } };
    }, origin);
  expect(await ask(MOCK)).toEqual({ status: 200, body: { ok: true, token } });
  for (const other of ["https://other-app.example", "http://localhost:" + new URL(MOCK).port, "http://127.0.0.1:" + (Number(new URL(MOCK).port) + 1)]) {
    expect(await ask(other)).toEqual({ status: 403, body: { ok: false } });
  }
});
