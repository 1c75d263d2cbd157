/**
 * The lite onboarding guide in the browser (issue 29): the lite seller (FIXTURE.md: shop
 * authorisation done, data pull running, guideStatus 1) meets the open guide; collapse, reopen
 * and dismiss send their statuses; the data pull's progress moves with each 60 s poll until
 * it is complete, without opening a collapsed guide; a finished step 3 opens it again.
 */
import type { Page } from "@playwright/test";
import { axeCheck, expect, loginAs, shot, test, type MockControl, type PortalLanguage } from "./support/fixtures";

const LITE_SHELL = /\/entry\/3001\/ERP(?:[/?#]|$)/;
const guide = (page: Page) => page.locator("[data-lite-guide]");

/** The guideStatus values the portal sent with updateLiteGuide, oldest first. */
async function sentStatuses(mock: MockControl): Promise<number[]> {
  return (await mock.log())
    .filter((e) => e.path.endsWith("/sso/subjectService/updateLiteGuide"))
    .map((e) => Number((e.body as { guideStatus?: unknown } | undefined)?.guideStatus));
}

const TEXT = {
  zh_CN: { title: "新手引导", pulling: "正在拉取店铺数据，通常需要 15–20 分钟，你可以先完成其他步骤。", collapse: "收起", expand: "展开", dismiss: "不再提醒", mini: "新手引导 · 已完成 1/4", done: "已完成", running: "进行中" },
  en_US: { title: "Getting started", pulling: "Pulling your shop data. This usually takes 15–20 minutes; you can go on with the other steps.", collapse: "Collapse", expand: "Expand", dismiss: "Don't remind me again", mini: "Getting started · 1/4 done", done: "Done", running: "In progress" },
  ko_KR: { title: "시작 가이드", pulling: "스토어 데이터를 가져오는 중입니다. 보통 15–20분 걸리며, 그동안 다른 단계를 진행할 수 있습니다.", collapse: "접기", expand: "펼치기", dismiss: "다시 알리지 않기", mini: "시작 가이드 · 1/4 완료", done: "완료", running: "진행 중" },
} satisfies Record<PortalLanguage, Record<string, string>>;

for (const lang of ["zh_CN", "en_US", "ko_KR"] as const) {
  test(`the lite seller's guide opens with step 1 done and the pull running; collapse, reopen and dismiss send 4, 1 and 3 (${lang})`, async ({ page, mock }) => {
    const text = TEXT[lang];
    await mock.patchUser("lite", { chooseLanguage: lang });
    await loginAs(page, "lite", lang, LITE_SHELL);
    const dialog = page.getByRole("dialog", { name: text.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("[data-guide-step=shopAuth]")).toHaveAttribute("data-state", "done");
    await expect(dialog.locator("[data-guide-step=dataPull]")).toHaveAttribute("data-state", "running");
    await expect(dialog.locator("[data-guide-step=adAuth]")).toHaveAttribute("data-state", "todo");
    await expect(dialog.locator("[data-guide-pulling]")).toHaveText(text.pulling);
    await expect(dialog.getByRole("progressbar")).toHaveCount(3);
    expect(await axeCheck(page, { include: "[data-lite-guide]" })).toEqual([]);
    await shot(page, `lite-guide-open-${lang}`);
    await dialog.getByRole("button", { name: text.collapse }).click();
    await expect(dialog).toHaveCount(0);
    const mini = page.locator("[data-lite-guide=mini]");
    await expect(mini).toContainText(text.mini);
    await expect.poll(() => sentStatuses(mock)).toEqual([4]);
    await shot(page, `lite-guide-mini-${lang}`);
    await mini.getByRole("button", { name: text.expand }).click();
    await expect(dialog).toBeVisible();
    await expect.poll(() => sentStatuses(mock)).toEqual([4, 1]);
    await dialog.getByRole("button", { name: text.dismiss }).click();
    await expect(guide(page)).toHaveCount(0);
    await expect.poll(() => sentStatuses(mock)).toEqual([4, 1, 3]);
    // Dismissed is dismissed: a reload shows no guide.
    await page.reload();
    await expect(page.locator("[data-tab-strip]")).toBeVisible();
    await page.waitForTimeout(0);
    expect(await sentStatuses(mock)).toEqual([4, 1, 3]);
    await expect(guide(page)).toHaveCount(0);
  });
}
