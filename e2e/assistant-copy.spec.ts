/**
 * Copying an assistant answer as the seller does it (GW-15): the answer's copy button writes its
 * text to the clipboard and the toast says `复制成功`; a clipboard that refuses, or none at all,
 * says `复制失败`. The page's clipboard is a recording stand-in, switched per step.
 */
import type { Page } from "@playwright/test";
import { expect, loginAs, test, type PortalLanguage } from "./support/fixtures";
import { openAssistantDrawer } from "./support/shell";

/** The clause's texts (zh_CN, verbatim) and the catalogue's translation (en_US). */
const TEXT = {
  zh_CN: { copy: "复制", copied: "复制成功", failed: "复制失败" },
  en_US: { copy: "Copy", copied: "Copied", failed: "Copy failed" },
} as const;

type ClipboardMode = "ok" | "refuse" | "none";

/** Replaces navigator.clipboard before the page loads: records writes, refuses, or is absent. */
async function standInClipboard(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __clip: { mode: string; written: string[] } };
    w.__clip = { mode: "ok", written: [] };
    const clipboard = {
      writeText: (text: string) => {
        if (w.__clip.mode === "refuse") return Promise.reject(new DOMException("Document is not focused.", "NotAllowedError"));
        w.__clip.written.push(text);
        return Promise.resolve();
      },
    };
    Object.defineProperty(Navigator.prototype, "clipboard", { configurable: true, get: () => (w.__clip.mode === "none" ? undefined : clipboard) });
  });
}

const setMode = (page: Page, mode: ClipboardMode) => page.evaluate((m) => ((window as unknown as { __clip: { mode: string } }).__clip.mode = m), mode);
const written = (page: Page) => page.evaluate(() => (window as unknown as { __clip: { written: string[] } }).__clip.written);

for (const lang of ["zh_CN", "en_US"] as const satisfies readonly PortalLanguage[]) {
  test(`[GW-15] copying an answer writes its text and the toast says ${TEXT[lang].copied}; a refusing clipboard or none says ${TEXT[lang].failed} (${lang})`, async ({ page, mock }) => {
    const text = TEXT[lang];
    await standInClipboard(page);
    await mock.patchUser("owner", { chooseLanguage: lang });
    await loginAs(page, "owner", lang);
    const drawer = await openAssistantDrawer(page);
    await drawer.locator('[data-session-id="s-owner-2"]').getByRole("button").first().click();
    await expect(drawer.getByTestId("assistant-chat")).toHaveAttribute("data-chat-key", "s:s-owner-2");
    const answer = drawer.getByTestId("assistant-answer").last();
    await expect(answer).toContainText("关于「FBA 补货计划」，建议如下……");
    const copy = answer.getByRole("button", { name: text.copy, exact: true });
    const toasts = page.locator("[data-scope=toast][data-part=root]");
    const closeToasts = async () => {
      for (const close of await toasts.locator("[data-part=close-trigger]").all()) await close.click();
      await expect(toasts).toHaveCount(0);
    };

    // A clipboard that takes the text: the answer's text is written, and 复制成功 shows.
    await copy.click();
    await expect(toasts.filter({ hasText: text.copied })).toBeVisible();
    await expect(toasts.filter({ hasText: text.failed })).toHaveCount(0);
    expect(await written(page)).toEqual(["关于「FBA 补货计划」，建议如下……"]);
    await closeToasts();

    // A clipboard that refuses: 复制失败, and nothing written.
    await setMode(page, "refuse");
    await copy.click();
    await expect(toasts.filter({ hasText: text.failed })).toBeVisible();
    await expect(toasts.filter({ hasText: text.copied })).toHaveCount(0);
    await closeToasts();

    // No clipboard at all: 复制失败 too.
    await setMode(page, "none");
    await copy.click();
    await expect(toasts.filter({ hasText: text.failed })).toBeVisible();
    await expect(toasts.filter({ hasText: text.copied })).toHaveCount(0);
    expect(await written(page)).toHaveLength(1);
  });
}
