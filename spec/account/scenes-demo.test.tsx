// @vitest-environment happy-dom
/**
 * Adding menus to a custom scene in demo mode, as the seller does it: the scenes dialog's edit
 * (the only way to change a scene's menus; adding a scene is DEMO-02's) shows the demo tip and
 * opens no form, and no request leaves the page. Outside demo mode the same button opens the form.
 */
import { ChakraProvider } from "@chakra-ui/react";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";

const notify = vi.hoisted(() => vi.fn());
vi.mock("~/components/ui/notify", () => ({ notify }));
vi.mock("@remix-run/react", () => ({ Link: ({ to, children }: { to: string; children: unknown }) => <a href={to}>{children as never}</a> }));

import { portalSystem } from "~/components/ui/system";
import { ScenesDialog } from "~/features/account/components/ScenesDialog";
import type { Scene } from "~/features/account/model/scenes";
import { sharedI18n } from "~/i18n/i18next.server";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SCENES: Scene[] = [
  { groupId: 0, key: "c_default", customMenuName: "常用功能", remark: "", menuIds: [11001], closable: false },
  { groupId: 7, key: "c_7", customMenuName: "运营场景", remark: "", menuIds: [11001, 11002], closable: true },
];
const TIPS = {
  "zh-CN": "演示账号不支持此操作，请联系您的专属销售经理开通正式账号",
  "en-US": "This is not available in the demo account. Please contact your sales manager for a full account.",
  "ko-KR": "데모 계정에서는 사용할 수 없습니다. 정식 계정은 전담 영업 담당자에게 문의하세요.",
} as const;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
  notify.mockClear();
  vi.unstubAllGlobals();
});

async function mount(lng: keyof typeof TIPS, isDemo: boolean) {
  const fetch = vi.fn(() => Promise.resolve(Response.json({ ok: true })));
  vi.stubGlobal("fetch", fetch);
  const onEdit = vi.fn();
  const i18n = await sharedI18n(lng);
  const el = document.createElement("div");
  document.body.append(el);
  root = createRoot(el);
  await act(async () => {
    root!.render(
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={portalSystem()}>
          <ScenesDialog scenes={SCENES} activeKey="c_default" isDemo={isDemo} leafOf={() => null} onEdit={onEdit} onChanged={() => {}} onClose={() => {}} />
        </ChakraProvider>
      </I18nextProvider>,
    );
  });
  const edits = () => SCENES.map((s) => document.querySelector<HTMLElement>(`[data-scene="${s.key}"] button[aria-label="${i18n.t("account:scene.edit", { name: s.customMenuName })}"]`)!);
  return { fetch, onEdit, edits, i18n };
}

describe("custom scenes in demo mode", () => {
  for (const lng of ["zh-CN", "en-US", "ko-KR"] as const) {
    it(`${lng}: a demo user's edit of a scene's menus asks for the demo tip \`${TIPS[lng]}\`, opens no form and sends nothing; another user's opens the form (the toast is mocked here; DEMO-03 as the seller sees it: e2e/demo-walk.spec.ts)`, async () => {
      const demo = await mount(lng, true);
      expect(demo.edits().every(Boolean)).toBe(true);
      for (const button of demo.edits()) await act(async () => void button.click());
      expect(notify.mock.calls).toEqual([[{ type: "warning", title: TIPS[lng] }], [{ type: "warning", title: TIPS[lng] }]]);
      expect(demo.onEdit).not.toHaveBeenCalled();
      expect(demo.fetch).not.toHaveBeenCalled();
      act(() => root?.unmount());
      notify.mockClear();

      const owner = await mount(lng, false);
      await act(async () => void owner.edits()[1]!.click());
      expect(owner.onEdit).toHaveBeenCalledWith(SCENES[1]);
      expect(notify).not.toHaveBeenCalled();
    });
  }
});
