// @vitest-environment happy-dom
/**
 * The login page's auto-login failure notice with a referrer, as the seller sees it: the reason,
 * a countdown from 3 s, and the return to the referrer at 3 s, not before (the page's timers are
 * vitest's fake ones here; the e2e journey checks the return and the cleared session in Chromium).
 */
import { ChakraProvider } from "@chakra-ui/react";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { portalSystem } from "~/components/ui/system";
import { LoginNotices, type LoginLoaderData } from "~/features/auth/components/LoginNotices";
import { sharedI18n } from "~/i18n/i18next.server";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let host: HTMLElement;
let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  assign = vi.fn();
  vi.stubGlobal("location", { ...window.location, assign });
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  host?.remove();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function mount(notice: LoginLoaderData["notice"]) {
  const i18n = await sharedI18n("zh-CN");
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  const data = { publicKeyPem: "", backEmail: false, expired: false, notice, companies: null } as LoginLoaderData;
  await act(async () => {
    root!.render(
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={portalSystem()}>
          <LoginNotices data={data} />
        </ChakraProvider>
      </I18nextProvider>,
    );
  });
}

const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

describe("the auto-login failure notice", () => {
  it("with a referrer: the reason and a countdown from 3 s; the return at 3,000 ms, not at 2,999 ms", async () => {
    await mount({ text: "登录凭证已过期，请重新登录", tone: "warning", returnTo: "/help?x=1" });
    expect(host.textContent).toContain("登录凭证已过期，请重新登录 · 3 秒后返回来源页面");
    await advance(1_000);
    expect(host.textContent).toContain("2 秒后返回来源页面");
    await advance(1_999);
    expect(host.textContent).toContain("1 秒后返回来源页面");
    expect(assign).not.toHaveBeenCalled();
    await advance(1);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith("/help?x=1");
  });

  it("without a referrer: the reason only, no countdown and no return", async () => {
    await mount({ text: "登录凭证无效", tone: "warning" });
    expect(host.textContent).toContain("登录凭证无效");
    expect(host.textContent).not.toContain("秒后返回来源页面");
    await advance(10_000);
    expect(assign).not.toHaveBeenCalled();
  });
});
