// @vitest-environment happy-dom
/**
 * NOTIF-02 as the seller sees it: the bell's badge in the header (BellPopover, as the shell
 * renders it) for counts on both sides of the limit. 99 and 100 are the spec's numbers.
 */
import { ChakraProvider } from "@chakra-ui/react";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("~/features/notices/page-opener", () => ({ openPortalPage: vi.fn() }));
vi.mock("~/components/ui/notify", () => ({ notify: vi.fn() }));

import { portalSystem } from "~/components/ui/system";
import type { BellState } from "~/features/notices/client-api";
import { BellPopover } from "~/features/notices/components/BellPopover";
import { sharedI18n } from "~/i18n/i18next.server";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let roots: Root[] = [];
afterEach(() => {
  for (const r of roots) act(() => r.unmount());
  roots = [];
  document.body.innerHTML = "";
});

/** The badge's text for an unread count, or null when no badge shows. */
async function badgeFor(noReadCount: number): Promise<string | null> {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  roots.push(root);
  const i18n = await sharedI18n("zh-CN");
  const bell = { noReadCount, preview: [] } as unknown as BellState;
  await act(async () =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={portalSystem()}>
          <BellPopover bell={bell} connected markAllRead={async () => true} listOffered />
        </ChakraProvider>
      </I18nextProvider>,
    ),
  );
  const badge = host.querySelector("[data-bell-badge]");
  const text = badge ? (badge.textContent ?? "").trim() : null;
  act(() => root.unmount());
  roots = roots.filter((r) => r !== root);
  host.remove();
  return text;
}

describe("the bell's badge", () => {
  it("[NOTIF-02] a count above 99 shows as 99+: 99 shows 99, 100 and 12 345 show 99+", async () => {
    expect(await badgeFor(99)).toBe("99");
    expect(await badgeFor(100)).toBe("99+");
    expect(await badgeFor(12_345)).toBe("99+");
    expect(await badgeFor(1)).toBe("1");
  });
});
