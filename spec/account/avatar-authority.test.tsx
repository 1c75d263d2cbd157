// @vitest-environment happy-dom
/**
 * The avatar dropdown's authority and store-authorization items as the seller sees them: which
 * show for which menu tree, and what each opens. The facts come from the real model
 * (`accountFacts`), the menu from the real UserMenu; only Remix's hooks and the toast are stubbed.
 */
import { ChakraProvider } from "@chakra-ui/react";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";

const navigate = vi.hoisted(() => vi.fn());
vi.mock("~/components/ui/notify", () => ({ notify: vi.fn() }));
vi.mock("@remix-run/react", () => ({
  useNavigate: () => navigate,
  useFetcher: () => ({ submit: vi.fn(), formData: undefined }),
  Form: ({ children }: { children: unknown }) => <form>{children as never}</form>,
}));

import { portalSystem } from "~/components/ui/system";
import { accountFacts } from "~/features/account/index.server";
import type { MenuNode } from "~/gateway/schemas";
import { sharedI18n } from "~/i18n/i18next.server";
import UserMenu from "~/shell/components/UserMenu";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const BASE = "/entry/1001/ERP";
/** The permissions menu: its children, one of which may be selected (selectFlag 2). */
const permissions = (selected: boolean): MenuNode => ({
  menuId: 1, menuName: "权限", lastMenu: 1, childMenus: [
    { menuId: 2, menuName: "用户中心", lastMenu: 2, menuUrl: "/embel/home", selectFlag: 1 },
    { menuId: 3, menuName: "角色权限", lastMenu: 2, menuUrl: "/embel/list", selectFlag: selected ? 2 : 1 },
  ],
});
/** The leaf of the shop-platform authorization function class. */
const shopAuth: MenuNode = { menuId: 4, menuName: "店铺授权", lastMenu: 2, menuUrl: "https://erp.example/auth", functionClass: "shopAuth" };
const other: MenuNode = { menuId: 5, menuName: "订单列表", lastMenu: 2, menuUrl: "https://erp.example/orders", functionClass: "orders" };

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
  navigate.mockClear();
  vi.unstubAllGlobals();
});

/** Renders the open avatar menu for `tree`; returns the items shown, by their text. */
async function open(tree: MenuNode[]) {
  vi.stubGlobal("fetch", vi.fn(() => Promise.resolve(Response.json({ ok: false }, { status: 500 }))));
  const i18n = await sharedI18n("zh-CN");
  const facts = accountFacts({ isDemo: false, packageStyle: 2, systemCode: "ERP", classification: "NORMAL", systems: [{ systemCode: "ERP" }], tree });
  const el = document.createElement("div");
  document.body.append(el);
  root = createRoot(el);
  await act(async () => {
    root!.render(
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={portalSystem()}>
          <UserMenu user={{ displayName: "owner", company: "示例公司" } as never} facts={facts} base={BASE} />
        </ChakraProvider>
      </I18nextProvider>,
    );
  });
  await act(() => new Promise((r) => setTimeout(r, 0)));
  // The seller opens the menu from the avatar button.
  const trigger = document.querySelector<HTMLElement>('button[aria-label="用户菜单"]')!;
  await act(async () => trigger.click());
  await act(() => new Promise((r) => setTimeout(r, 0)));
  expect(trigger.getAttribute("aria-expanded")).toBe("true");
  const item = (text: string) => [...document.querySelectorAll<HTMLElement>("[data-avatar-item]")].find((e) => e.textContent?.trim() === text) ?? null;
  return { authority: item("权限管理"), storeAuth: item("店铺授权"), userCentre: item("用户中心") };
}

/** Chooses a menu item from the keyboard: arrows down to it, then Enter. */
async function choose(el: HTMLElement) {
  const content = el.closest<HTMLElement>("[data-part=content]")!;
  const key = (k: string) => act(async () => void content.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true })));
  for (let i = 0; i < 12 && !el.hasAttribute("data-highlighted"); i++) await key("ArrowDown");
  expect(el.hasAttribute("data-highlighted")).toBe(true);
  await key("Enter");
}

describe("avatar dropdown: authority and store authorization", () => {
  it("[LAYOUT-25] authority shows only with menus and a permissions child of selectFlag 2, and opens /embel/list in sso-web", async () => {
    const shown = await open([permissions(true), other]);
    expect(shown.userCentre).not.toBeNull();
    expect(shown.authority).not.toBeNull();
    await choose(shown.authority!);
    expect(navigate).toHaveBeenCalledWith("/entry/1001/ERP/sso-web#/embel/list");
    act(() => root?.unmount());
    document.body.replaceChildren();

    // The permissions menu is there, but no child of it is selected (selectFlag 1 only).
    const unselected = await open([permissions(false), other]);
    expect(unselected.userCentre).not.toBeNull();
    expect(unselected.authority).toBeNull();
    act(() => root?.unmount());
    document.body.replaceChildren();

    // No menus at all.
    const none = await open([]);
    expect(none.userCentre).not.toBeNull();
    expect(none.authority).toBeNull();
  });

  it("[LAYOUT-26] store authorization shows only with menus, and opens the menu of function class shopAuth", async () => {
    const shown = await open([other, shopAuth]);
    expect(shown.storeAuth).not.toBeNull();
    await choose(shown.storeAuth!);
    expect(navigate).toHaveBeenCalledWith("/entry/1001/ERP/iframe#/m_4");
    act(() => root?.unmount());
    document.body.replaceChildren();

    const none = await open([]);
    expect(none.userCentre).not.toBeNull();
    expect(none.storeAuth).toBeNull();
  });
});
