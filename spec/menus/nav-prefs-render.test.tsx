// @vitest-environment happy-dom
/**
 * Issue 10 (`shell_tbt_ms`): favourites arriving after hydration re-render only what shows
 * them. The header, the menus and the buy buttons read the system and the paid-page flag
 * through `useNavSystem`, which a favourites answer leaves alone.
 */
import { act, memo } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NavPrefsProvider, useNavPrefs, useNavSystem } from "~/features/menu-prefs/components/NavPrefsProvider";

vi.mock("~/components/ui/notify", () => ({ notify: vi.fn() }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const renders = { system: 0, prefs: 0 };
let lastFavourites: readonly number[] = [];
const SystemReader = memo(function SystemReader() {
  useNavSystem();
  renders.system++;
  return null;
});
const PrefsReader = memo(function PrefsReader() {
  lastFavourites = useNavPrefs().favourites.ids;
  renders.prefs++;
  return null;
});

afterEach(() => vi.unstubAllGlobals());

describe("menu preferences in the browser", () => {
  it("the favourites answer re-renders the favourites' readers, not the system's", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(JSON.stringify({ ok: true, menuIds: [7, 9] }), { headers: { "content-type": "application/json" } })));
    const root = createRoot(document.createElement("div"));
    await act(async () => {
      root.render(
        <NavPrefsProvider serviceId="1001" systemCode="ERP" packageId={null} showUpdateFlag={2}>
          <SystemReader />
          <PrefsReader />
        </NavPrefsProvider>,
      );
    });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(lastFavourites).toEqual([7, 9]);
    expect(renders.prefs).toBeGreaterThanOrEqual(2);
    expect(renders.system).toBe(1);
    act(() => root.unmount());
  });
});
