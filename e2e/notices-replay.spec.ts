/**
 * The live and replay list and details (issue 8, ANN-17, ANN-19, ROUTE-25): the tab strip's
 * live-replay link lists the seeded live broadcast and replay; the replay plays in a native
 * <video> whose rate follows the 0.5/1/1.5/2 selector; a details page without a usable liveId
 * says 'live data abnormal' and asks the gateway for nothing.
 */
import type { Page } from "@playwright/test";
import { expect, loginAs, shot, test } from "./support/fixtures";
import { cspViolations, watchCsp } from "./support/micro";

/** Console messages of the page that report a CSP violation, collected from now on. */
function cspConsole(page: Page): string[] {
  const out: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy|violates/i.test(msg.text())) out.push(msg.text());
  });
  return out;
}

/** Opens the list through the tab strip's live-replay link. */
async function openList(page: Page) {
  await page.locator("[data-tab-link=live-replay]").click();
  const list = page.locator("[data-live-page]");
  await expect(list.locator("[data-live-row=live]")).toContainText("跨境旺季备货实战");
  return list;
}

/** Opens the list, then the seeded replay. */
async function openReplay(page: Page, watchReplay: string) {
  const list = await openList(page);
  await list.locator("[data-live-row=replay]").filter({ hasText: "TikTok Shop 新店起量" }).getByRole("button", { name: watchReplay }).click();
  const player = page.locator("[data-live-details] [data-replay-player]");
  await expect(player).toBeVisible();
  return player;
}

test.describe("live and replay", () => {
  test("[ANN-19] the live-replay link lists both; the replay plays, at each offered rate", async ({ page }) => {
    await loginAs(page, "owner");
    const player = await openReplay(page, "看回放");
    const video = player.locator("video");
    // The mock's WebM is streamed through the portal (CSP media-src 'self') and decodes.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
    // The replay's length is known (its WebM carries a duration), so the player shows it and seeks.
    expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeCloseTo(4.04, 1);
    await video.evaluate((v: HTMLVideoElement) => void (v.currentTime = 2));
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(2, 0);
    await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
    const rates = player.getByRole("group", { name: "倍速" });
    await expect(rates.getByRole("button")).toHaveText(["0.5×", "1×", "1.5×", "2×"]);
    await expect(rates.getByRole("button", { name: "1×", exact: true })).toHaveAttribute("aria-pressed", "true");
    for (const rate of [0.5, 1.5, 2, 1]) {
      const button = rates.getByRole("button", { name: `${rate}×`, exact: true });
      await button.click();
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(rate);
      await expect(button).toHaveAttribute("aria-pressed", "true");
    }
    // A rate set through the video itself (its own controls) shows in the selector.
    await video.evaluate((v: HTMLVideoElement) => void (v.playbackRate = 1.5));
    await expect(rates.getByRole("button", { name: "1.5×", exact: true })).toHaveAttribute("aria-pressed", "true");
  });

  test("the list's covers load from their system's origin, with no CSP violation", async ({ page }) => {
    await watchCsp(page);
    const reported = cspConsole(page);
    await loginAs(page, "owner");
    const list = await openList(page);
    const covers = list.locator("[data-live-row] img");
    await expect(covers).toHaveCount(2);
    for (const img of await covers.all()) {
      // The mock serves covers on its own http origin (not 'self', not https:).
      expect(await img.getAttribute("src")).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/apps\/static\/(live|replay)-cover\.png$/);
      await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
    }
    expect(await cspViolations(page)).toEqual([]);
    expect(reported).toEqual([]);
    await shot(page, "notices-live-covers");
  });

  // The clause's own text is the English one (en_US); zh_CN and ko_KR carry the catalogue's translation.
  const ABNORMAL = [["zh_CN", "直播数据异常", "观看"], ["en_US", "live data abnormal", "Watch"], ["ko_KR", "라이브 데이터 이상", "시청"]] as const;
  for (const [lang, abnormalText, watch] of ABNORMAL) {
    test(`[ANN-17] a broadcast without a liveId says \`${abnormalText}\` and opens nothing (${lang})`, async ({ page, mock }) => {
      // The gateway answers the current broadcast without its liveId.
      await page.route("**/api/notices/live", async (route) => {
        const res = await route.fetch();
        const body = (await res.json()) as { lives: Array<Record<string, unknown>> };
        await route.fulfill({ response: res, json: { ...body, lives: body.lives.map(({ liveId: _id, ...l }) => l) } });
      });
      const asked: string[] = [];
      page.on("request", (r) => {
        if (/\/api\/notices\/(live-detail|replay-video)/.test(r.url())) asked.push(r.url());
      });
      await mock.patchUser("owner", { chooseLanguage: lang });
      await loginAs(page, "owner", lang);
      const abnormal = page.locator("[data-scope=toast][data-part=root]").filter({ hasText: abnormalText });
      // The header's live button, then the bottom-right notice's watch button.
      for (const open of [page.locator("[data-live-button]"), page.locator("[data-live-notice]").getByRole("button", { name: watch })]) {
        await open.click();
        await expect(abnormal.first()).toBeVisible();
        // Verbatim: the whole text of its line, in its case.
        await expect(abnormal.first().getByText(abnormalText, { exact: true })).toBeVisible();
        await expect(page.locator("[data-live-details]")).toHaveCount(0);
        // Closed, so the next button's toast is a fresh one (an identical toast still on screen is counted instead).
        for (const close of await abnormal.locator("[data-part=close-trigger]").all()) await close.click();
        await expect(abnormal).toHaveCount(0);
      }
      expect(asked).toEqual([]);
    });
  }
});

test.describe("a live broadcast's details by its address", () => {
  const DETAILS = "/company/helper/live-roadcast/details";
  const refused = (page: Page) => page.getByRole("alertdialog", { name: "提示" });

  test("[ROUTE-25][ANN-18] the live and replay list by its address; the address of a broadcast's details shows it in the page drawer, as the live notice does; no 401 modal, no tab", async ({ page }) => {
    await loginAs(page, "owner");
    // As the live notice opens it: the drawer, titled by the broadcast.
    await page.locator("[data-live-notice]").getByRole("button", { name: "观看" }).click();
    const drawer = page.locator("[data-portal-page-drawer]");
    await expect(drawer.locator("[data-live-details]")).toContainText("跨境旺季备货实战");
    await drawer.getByRole("button", { name: "关闭" }).click();
    await expect(drawer).toHaveCount(0);

    // The same page by its address (a bookmark, a shared link): the same drawer, not the 401 modal.
    await page.goto(`/entry/1001/ERP/sso-web#${DETAILS}?liveId=6002`);
    await expect(drawer.locator("[data-live-details]")).toContainText("TikTok Shop 新店起量");
    await expect(drawer.getByRole("heading", { name: "直播详情" })).toBeVisible();
    await expect(drawer.locator("[data-replay-player] video")).toBeAttached();
    await expect(refused(page)).toHaveCount(0);
    await shot(page, "notices-live-details-by-address");
    // The active tab stays (home): the page is no menu, so it gets no tab.
    await expect(page).toHaveURL(/\/entry\/1001\/ERP$/);
    await drawer.getByRole("button", { name: "关闭" }).click();
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole("tablist").getByRole("tab")).toHaveCount(1);

    // The list by its address: the live broadcast and the replay, as the active tab.
    await page.goto("/entry/1001/ERP/sso-web#/company/helper/live-roadcast");
    await expect(page.getByRole("tablist").getByRole("tab", { selected: true })).toContainText("直播与回放");
    await expect(page.locator("[data-live-page] [data-live-row=live]")).toContainText("跨境旺季备货实战");
    await expect(page.locator("[data-live-page] [data-live-row=replay]").filter({ hasText: "TikTok Shop 新店起量" })).toBeVisible();
  });

  test("back to the list from the drawer's details opens the list as the active tab, and the drawer closes", async ({ page }) => {
    await loginAs(page, "owner");
    await page.locator("[data-live-notice]").getByRole("button", { name: "观看" }).click();
    const drawer = page.locator("[data-portal-page-drawer]");
    await expect(drawer.locator("[data-live-details]")).toContainText("跨境旺季备货实战");
    await drawer.getByRole("button", { name: "返回列表" }).click();
    await expect(drawer).toHaveCount(0);
    await expect(page.getByRole("tablist").getByRole("tab", { selected: true })).toContainText("直播与回放");
    await expect(page).toHaveURL(/\/entry\/1001\/ERP\/sso-web#\/company\/helper\/live-roadcast$/);
    await expect(page.locator("[data-live-page] [data-live-row=live]")).toContainText("跨境旺季备货实战");
  });

  test("[ENTRY-06] any other portal page outside the menu is still refused with the 401 modal, and shows no drawer", async ({ page }) => {
    await loginAs(page, "owner");
    for (const path of [`${DETAILS}-x?liveId=6002`, `${DETAILS}/more?liveId=6002`, "/company/helper/secret"]) {
      await page.goto(`/entry/1001/ERP/sso-web#${path}`);
      await expect(refused(page)).toContainText("您没有访问该页面的权限");
      await expect(page.locator("[data-portal-page-drawer]")).toHaveCount(0);
      await refused(page).getByRole("button", { name: "我知道了" }).click();
      await expect(page).toHaveURL(/\/entry\/1001\/ERP$/);
    }
  });

  test("[ROUTE-33] the redirect forms /#/… and /entry/1001/ERP#/… of a broadcast's details show it the same way", async ({ page }) => {
    await loginAs(page, "owner");
    const drawer = page.locator("[data-portal-page-drawer]");
    for (const [address, title] of [[`/#${DETAILS}?liveId=6002`, "TikTok Shop 新店起量"], [`/entry/1001/ERP#${DETAILS}?liveId=6001`, "跨境旺季备货实战"]] as const) {
      await page.goto("about:blank");
      await page.goto(address);
      await expect(drawer.locator("[data-live-details]")).toContainText(title);
      await expect(refused(page)).toHaveCount(0);
      await expect(page).toHaveURL(/\/entry\/1001\/ERP$/);
    }
  });
});

test.describe("looks", () => {
  const LOOKS = [["zh_CN", "看回放", "倍速", "语言"], ["en_US", "Watch replay", "Speed", "Language"], ["ko_KR", "다시보기 시청", "재생 속도", "언어"]] as const;
  for (const [lang, watchReplay, speed, label] of LOOKS) {
    test(`the replay player in ${lang} (ANN-19 whole: the rates test above)`, async ({ page }) => {
      await loginAs(page, "owner");
      if (lang !== "zh_CN") {
        await page.getByRole("combobox", { name: "语言" }).selectOption(lang);
        await expect(page.getByRole("combobox", { name: label })).toHaveValue(lang);
      }
      await openList(page);
      await shot(page, `notices-live-list-${lang}`);
      const player = await openReplay(page, watchReplay);
      await expect(player.getByRole("group", { name: speed }).getByRole("button")).toHaveCount(4);
      await expect.poll(() => player.locator("video").evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
      await shot(page, `notices-replay-${lang}`);
    });
  }
});
