// @vitest-environment happy-dom
/** The notices' page drawer state: a page the tabs take closes the drawer (issue 8). */
import { act, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { closeFallbackPage, openPortalPage, useFallbackPage, type FallbackPage } from "~/features/notices/page-opener";
import { onShellEvent } from "~/utils/shell-events";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const LIST = "/company/helper/live-roadcast";
const DETAILS = "/company/helper/live-roadcast/details?liveId=6001";

/** Undone after each test, whatever its outcome. */
const cleanups: Array<() => void> = [];

/** Renders the drawer's state; `seen()` is the page it shows now. */
async function drawerState() {
  let shown: FallbackPage | null = null;
  function Probe(): ReactNode {
    shown = useFallbackPage();
    return null;
  }
  const root = createRoot(document.createElement("div"));
  await act(async () => root.render(<Probe />));
  cleanups.push(() => act(() => root.unmount()));
  return { seen: () => shown };
}

/** The tabs' `page:open` subscription: the list is a menu leaf, the details are not (declined). */
function tabsTaking(paths: string[]) {
  const opened: string[] = [];
  const off = onShellEvent("page:open", ({ path }) => {
    if (!paths.includes(path)) return false;
    opened.push(path);
  });
  cleanups.push(off);
  return { opened };
}

afterEach(() => {
  for (const undo of cleanups.splice(0)) undo();
  act(() => closeFallbackPage());
});

describe("the notices' page drawer", () => {
  it("a page the tabs decline shows in the drawer; back to the list, which the tabs open as a tab, closes it", async () => {
    const drawer = await drawerState();
    const tabs = tabsTaking([LIST]);
    await act(async () => openPortalPage(DETAILS, "跨境旺季备货实战"));
    expect(drawer.seen()).toEqual({ path: DETAILS, title: "跨境旺季备货实战" });
    await act(async () => openPortalPage(LIST, "直播回放"));
    expect(tabs.opened).toEqual([LIST]);
    expect(drawer.seen()).toBeNull();
  });

  it("with no tabs to take it (nobody handles page:open), the list replaces the details in the drawer", async () => {
    const drawer = await drawerState();
    await act(async () => openPortalPage(DETAILS, "跨境旺季备货实战"));
    await act(async () => openPortalPage(LIST, "直播回放"));
    expect(drawer.seen()).toEqual({ path: LIST, title: "直播回放" });
  });
});
