/**
 * Where a page address inside the shell leads (app/features/tabs/targets.ts): one decision for
 * the address and for `openPath`.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { MenuNode } from "~/gateway/schemas";
import { menuFreePage } from "~/utils/sso-pages";
import { pageTarget } from "~/features/tabs/targets";

const SCOPE = "1001|ERP";
const LIST = "/company/helper/live-roadcast";
const DETAILS = "/company/helper/live-roadcast/details?liveId=6001";
const tree = [
  { menuId: 2, menuName: "直播与回放", path: `sso-web#${LIST}` },
  { menuId: 3, menuName: "外部", menuUrl: "https://app.example.com/x" },
  { menuId: 4, menuName: "订单", path: "erp#/orders/list" },
] as unknown as MenuNode[];

describe("the target of a page address", () => {
  it("a menu page opens its pane with the address's query; an iframe pane keeps its own address", () => {
    const list = pageTarget(tree, SCOPE, "sso-web", `${LIST}?tab=2`);
    expect(list).toMatchObject({ kind: "pane", leaf: { menuId: 2 }, pane: { key: "m_2", scope: SCOPE, appName: "sso-web", hashPath: `${LIST}?tab=2` } });
    expect(pageTarget(tree, SCOPE, "iframe", "/m_3")).toMatchObject({ kind: "pane", pane: { key: "m_3", appName: "iframe", hashPath: "/m_3" } });
    expect(pageTarget(tree, SCOPE, "erp", "/orders/list?id=9")).toMatchObject({ kind: "pane", pane: { appName: "erp", hashPath: "/orders/list?id=9" } });
  });

  it("a live broadcast's details needs no menu; the same path under another app, and any other page, are outside", () => {
    expect(pageTarget(tree, SCOPE, "sso-web", DETAILS)).toEqual({ kind: "menu-free" });
    expect(pageTarget(tree, SCOPE, "erp", DETAILS)).toEqual({ kind: "outside" });
    expect(pageTarget(tree, SCOPE, "sso-web", "/company/notice/notification")).toEqual({ kind: "outside" });
    expect(pageTarget([], SCOPE, "sso-web", LIST)).toEqual({ kind: "outside" });
  });

  it("property: a portal page without a leaf is menu-free exactly when the registry says so; never throws", () => {
    const path = fc.oneof(fc.string(), fc.string().map((s) => `/${s}`), fc.constantFrom(DETAILS, `${DETAILS.toUpperCase()}`, LIST, "/"));
    fc.assert(
      fc.property(path, fc.constantFrom("sso-web", "erp", "iframe"), (hashPath, appName) => {
        const target = pageTarget(tree, SCOPE, appName, hashPath);
        if (target.kind === "pane") expect(target.pane.menuId).toBe(Number(target.leaf.menuId));
        else expect(target.kind).toBe(appName === "sso-web" && menuFreePage(hashPath) ? "menu-free" : "outside");
      }),
      { numRuns: 300 },
    );
  });
});
