/**
 * A failed auto-login with a reason and a referrer: the earlier session is gone, the login page
 * says why and counts down, and exactly 3 s later (not at 2.999 s) the browser goes back to the
 * referrer. Without a referrer the page says why and stays. The server part runs under Node
 * (its cookies), the page in a happy-dom window put in place only while it renders.
 */
import { ChakraProvider } from "@chakra-ui/react";
import { Window } from "happy-dom";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CookieJar, PORTAL, get, post, settle, setupMockGateway } from "../support/portal-env";
import { loginAction, loginLoader, requireLiveLogin, rootGuard } from "~/features/auth/index.server";
import { LoginNotices, type LoginLoaderData } from "~/features/auth/components/LoginNotices";
import { portalSystem } from "~/components/ui/system";
import { sharedI18n } from "~/i18n/i18next.server";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
setupMockGateway();

let root: Root | null = null;
let page: Window | null = null;
/** Unmounts the page and takes its window away again. */
function closePage() {
  act(() => root?.unmount());
  root = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  void page?.happyDOM.close();
  page = null;
}
afterEach(closePage);

/** Signs owner in, then fails an auto-login (a bad token) with `headers`; returns the login page's data and the jar. */
async function failAutoLogin(headers: Record<string, string>) {
  const jar = new CookieJar();
  jar.take((await loginAction(post("/login", { intent: "login", userName: "owner", password: "Owner2026" }))) as Response);
  expect(await settle(() => requireLiveLogin(get("/oauth/center", jar)))).toBeInstanceOf(Headers);
  jar.take((await settle(() => rootGuard(get("/login?token=garbage", jar, headers)))) as Response);
  const page = (await loginLoader(get("/login", jar), "parent")) as { data: LoginLoaderData };
  return { jar, data: page.data };
}

/** Renders the notices with fake timers; returns the notice's text and the spy on `location.assign`. */
async function show(data: LoginLoaderData) {
  const i18n = await sharedI18n("zh-CN");
  page = new Window({ url: `${PORTAL}/login` });
  const assign = vi.fn();
  vi.stubGlobal("window", { ...page, location: { assign } });
  vi.stubGlobal("document", page.document);
  vi.useFakeTimers();
  const el = page.document.createElement("div");
  page.document.body.append(el);
  root = createRoot(el as unknown as Element);
  act(() => root!.render(<I18nextProvider i18n={i18n}><ChakraProvider value={portalSystem()}><LoginNotices data={data} /></ChakraProvider></I18nextProvider>));
  /** What the seller reads (the style sheets Emotion puts inline left out). */
  const text = () => [...el.querySelectorAll("*")].filter((n) => n.tagName !== "STYLE" && n.children.length === 0).map((n) => n.textContent).join("");
  return { text, assign };
}

describe("auto-login failure", () => {
  it("[AUTH-07] with a reason and a referrer: the session is cleared, the reason shows, and the browser returns to the referrer after 3 s", async () => {
    const { jar, data } = await failAutoLogin({ Referer: `${PORTAL}/help?a=1` });
    // The earlier login is gone: a logged-in page sends the browser to /login.
    const after = (await settle(() => requireLiveLogin(get("/oauth/center", jar)))) as Response;
    expect(after.status).toBe(302);
    expect(after.headers.get("Location")).toMatch(/^\/login(?:\?|$)/);
    expect(data.notice?.returnTo).toBe("/help?a=1");

    const { text, assign } = await show(data);
    expect(text()).toBe("登录凭证无效 · 3 秒后返回来源页面");
    act(() => void vi.advanceTimersByTime(1000));
    expect(text()).toBe("登录凭证无效 · 2 秒后返回来源页面");
    act(() => void vi.advanceTimersByTime(1999));
    expect(assign).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(assign).toHaveBeenCalledWith("/help?a=1");
    expect(assign).toHaveBeenCalledTimes(1);

    // Without a referrer: the reason shows, and the page stays.
    closePage();
    const bare = await failAutoLogin({});
    expect(bare.data.notice?.returnTo).toBeUndefined();
    const stays = await show(bare.data);
    expect(stays.text()).toBe("登录凭证无效");
    act(() => void vi.advanceTimersByTime(10_000));
    expect(stays.assign).not.toHaveBeenCalled();
  });
});
