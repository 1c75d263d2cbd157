/**
 * A hostile page (issue 7): an iframe of another origin that is not a pane, and a same-origin
 * frame that is not a pane, each send every bridge message type and 1,000 fuzzed payloads:
 * nothing is handled, nothing throws, each rejection is logged (and the counts reach the server).
 */
import fc from "fast-check";
import { SEED } from "../mock-gateway/seed/ids";
import { BRIDGE_TYPES } from "../app/features/bridge/protocol";
import { expect, loginAs, openLeaf, test } from "./support/fixtures";
import { collectRejections } from "./support/micro";

const MOCK = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}`;
const VALID: Record<string, unknown> = {
  getDataByKey: { key: "token" }, notification: { type: "error", title: "pwned" }, navigator: { path: "/company/notice/announcement" },
  pushByAsync: { taskName: "x" }, navigatorErp: { path: "/order/list" }, dialog: { url: `${MOCK}/apps/dialog/budget-rules` },
  openPageByMenusId: { menuId: 99901 }, windowOpen: { url: "https://example.com/" }, "download.socket": { message: { a: 1 } },
};
const everyType = BRIDGE_TYPES.map((type, i) => ({ type, data: VALID[type], requestId: `h${i}` }));
const fuzz = fc.sample(
  fc.oneof(
    fc.record({ type: fc.constantFrom(...BRIDGE_TYPES), data: fc.jsonValue(), requestId: fc.string({ maxLength: 70 }) }, { requiredKeys: ["type"] }),
    fc.record({ type: fc.string(), data: fc.jsonValue() }),
    fc.jsonValue(),
  ),
  { numRuns: 1000, seed: 20260328 },
);
const messages: unknown[] = JSON.parse(JSON.stringify([...everyType, ...fuzz])) as unknown[];

test("[BRIDGE-02] frames that are not panes (another origin, the same origin) send every type and 1,000 fuzzed payloads: nothing handled, nothing thrown, each rejection logged", async ({ page, context }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const popups: string[] = [];
  context.on("page", (p) => popups.push(p.url()));
  await loginAs(page, "owner");
  await openLeaf(page, SEED.menus.shopAuth.menuId);
  await expect(page).toHaveURL(/\/iframe#\/m_11001$/);
  const url = page.url();
  const tabs = await page.getByRole("tab").count();
  const rejections = collectRejections(page);
  // Two frames of the hostile kinds, added to the shell's document.
  await page.evaluate((mock) => {
    for (const [name, src] of [["hostile-foreign", `${mock}/apps/listing/`], ["hostile-same", "about:blank"]]) {
      const f = document.createElement("iframe");
      f.name = name;
      f.src = src;
      document.body.append(f);
    }
  }, MOCK);
  await expect.poll(() => page.frames().filter((f) => f.name().startsWith("hostile-")).length).toBe(2);
  const beacon = page.waitForResponse((r) => r.url().endsWith("/api/bridge/rejections") && r.request().method() === "POST", { timeout: 20_000 });
  for (const name of ["hostile-foreign", "hostile-same"]) {
    const frame = page.frames().find((f) => f.name() === name)!;
    await frame.waitForLoadState();
    await frame.evaluate((msgs) => {
      const w = window as unknown as { __replies: unknown[] };
      w.__replies = [];
      window.addEventListener("message", (e) => w.__replies.push(e.data));
      for (const m of msgs) window.parent.postMessage(m, "*");
    }, messages);
  }
  await expect.poll(() => rejections.filter((r) => r.includes("unknown-source")).length, { timeout: 30_000 }).toBe(2 * messages.length);
  expect(rejections).toHaveLength(2 * messages.length);
  // The batched counts reached the server and were counted (204).
  expect((await beacon).status()).toBe(204);
  // Nothing was handled: no answer, no dialog, no toast, no navigation, no window, no logout.
  for (const name of ["hostile-foreign", "hostile-same"]) {
    const frame = page.frames().find((f) => f.name() === name)!;
    expect(await frame.evaluate(() => (window as unknown as { __replies: unknown[] }).__replies.length)).toBe(0);
  }
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.getByText("pwned")).toHaveCount(0);
  expect(page.url()).toBe(url);
  await expect(page.getByRole("tab")).toHaveCount(tabs);
  expect(popups).toEqual([]);
  expect(errors).toEqual([]);
  // The other side: the pane's own frame, from its own origin, is handled.
  const own = page.frame({ url: new RegExp(`/apps/page/${SEED.menus.shopAuth.menuId}$`) })!;
  await own.evaluate(() => window.parent.postMessage({ type: "notification", data: { type: "info", title: "from the pane" } }, "*"));
  await expect(page.getByText("from the pane", { exact: true })).toBeVisible();
});
