/** Which toolbar and avatar items show, from the shell's facts. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { accountFacts } from "~/features/account/index.server";
import { avatarItemWarns, avatarItems, showGuideButton, showVersionSwitch, systemBadge, type AccountFacts } from "~/features/account";
import type { MenuNode } from "~/gateway/schemas";

const permissions: MenuNode = {
  menuId: 1, menuName: "权限", lastMenu: 1, childMenus: [
    { menuId: 2, menuName: "用户中心", lastMenu: 2, menuUrl: "/embel/home", selectFlag: 1 },
    { menuId: 3, menuName: "角色权限", lastMenu: 2, menuUrl: "/embel/list", selectFlag: 2 },
  ],
};
const shopAuth: MenuNode = { menuId: 4, menuName: "店铺授权", lastMenu: 2, menuUrl: "https://erp.example/auth", functionClass: "shopAuth" };
const base = { isDemo: false, packageStyle: 2, systemCode: "ERP", classification: "NORMAL", systems: [{ systemCode: "ERP", serviceActive: "2024-03-01" }] };

const factsArb: fc.Arbitrary<AccountFacts> = fc.record({
  isDemo: fc.boolean(), packageStyle: fc.constantFrom(1 as const, 2 as const), systemCode: fc.constantFrom("ERP", "WMS"),
  classification: fc.constantFrom("TIKTOK", "NORMAL"), erpServiceActive: fc.option(fc.constantFrom("2023-12-14", "2023-12-15", "2024-03-01")),
  hasMenus: fc.boolean(), authoritySelected: fc.boolean(), shopAuthPath: fc.option(fc.constant("iframe#/m_4")),
});

describe("avatar dropdown items", () => {
  it("authority needs a selected permissions child; store authorization the shop-auth leaf", () => {
    const full = accountFacts({ ...base, tree: [permissions, shopAuth] });
    expect(full).toMatchObject({ hasMenus: true, authoritySelected: true, shopAuthPath: "iframe#/m_4" });
    const unselected = accountFacts({ ...base, tree: [{ ...permissions, childMenus: permissions.childMenus!.map((c) => ({ ...c, selectFlag: 1 })) }] });
    expect(avatarItems(unselected, null)).not.toContain("authority");
    expect(avatarItems(accountFacts({ ...base, tree: [] }), null)).not.toContain("storeAuth");
  });

  it("order holds; money assistant and app market hidden in demo; every shown item but logout warns in demo", () => {
    const order = ["userCenter", "accountSettings", "authority", "storeAuth", "moneyAssistant", "appMarket", "liveReplay", "menuStyle", "language", "logout"];
    fc.assert(fc.property(factsArb, fc.option(fc.constant("https://m.example/")), (facts, money) => {
      const items = avatarItems(facts, money);
      expect(items.map((i) => order.indexOf(i))).toEqual([...items.map((i) => order.indexOf(i))].sort((a, b) => a - b));
      expect(items.includes("moneyAssistant")).toBe(!facts.isDemo && money !== null);
      expect(items.includes("appMarket")).toBe(!facts.isDemo && facts.systemCode === "ERP");
      for (const item of items) expect(avatarItemWarns(item, facts.isDemo)).toBe(facts.isDemo && item !== "logout");
    }));
  });
});

describe("toolbar rules", () => {
  it("the version switch is for packageStyle 1, ERP and fewer than 6 open tabs: 5 yes, 6 no (MENU-49's rule only; the button on screen at 5 and 6 tabs is not checked)", () => {
    const left = { isDemo: false, packageStyle: 1 as const, systemCode: "ERP", classification: "NORMAL", erpServiceActive: null, hasMenus: true, authoritySelected: true, shopAuthPath: null };
    expect(showVersionSwitch(left, 5)).toBe(true);
    expect(showVersionSwitch(left, 6)).toBe(false);
    expect(showVersionSwitch({ ...left, packageStyle: 2 }, 0)).toBe(false);
    expect(showVersionSwitch({ ...left, systemCode: "WMS" }, 0)).toBe(false);
    fc.assert(fc.property(factsArb, fc.nat(12), (facts, panes) => {
      expect(showVersionSwitch(facts, panes)).toBe(facts.packageStyle === 1 && facts.systemCode === "ERP" && panes < 6);
    }));
  });

  it("the guide button shows for TIKTOK sellers whose ERP started after 2023-12-15", () => {
    expect(showGuideButton({ classification: "TIKTOK", erpServiceActive: "2024-03-01" })).toBe(true);
    expect(showGuideButton({ classification: "TIKTOK", erpServiceActive: "2023-12-15" })).toBe(false);
    expect(showGuideButton({ classification: "NORMAL", erpServiceActive: "2024-03-01" })).toBe(false);
    expect(showGuideButton({ classification: "TIKTOK", erpServiceActive: null })).toBe(false);
  });

  it("the welcome badge follows the switcher's first-match order", () => {
    expect(systemBadge({ status: 3, serviceDeploy: 2, embedded: 2 })).toBe("stopped");
    expect(systemBadge({ status: 9, serviceDeploy: 2, embedded: 1 })).toBe("abandoned");
    expect(systemBadge({ status: 4, serviceDeploy: 2, embedded: 2 })).toBe("deploying");
    expect(systemBadge({ status: 4, serviceDeploy: 4, embedded: 2 })).toBe("external");
    expect(systemBadge({ status: 4, serviceDeploy: 4, embedded: 1 })).toBe("active");
  });
});
