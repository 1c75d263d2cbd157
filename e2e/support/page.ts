/** Page helpers shared by the journeys: hydration, login, screenshots, accessibility. */
import { mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import type { PortalLanguage } from "./accounts";

const SCREENSHOT_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "screenshots");

/** The part of Remix's client router global that hydration waits on. */
type RemixWindow = { __remixRouter?: { state: { initialized: boolean } } };

/**
 * Waits until Remix has hydrated the page and React has run the first commit's effects (the
 * root marks `<html data-hydrated>` last, app/root.tsx): only then do clicks, router
 * navigations and page-level listeners (MICRO-07's) work (DESIGN.md §4: wait before clicking).
 */
export async function hydrated(page: Page, timeoutMs = 15_000): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as RemixWindow).__remixRouter?.state.initialized === true && document.documentElement.hasAttribute("data-hydrated"),
    undefined,
    { timeout: timeoutMs },
  );
}

/** Sets the raw `lng` language cookie on the portal's origin. */
export async function setLanguage(page: Page, lang: PortalLanguage): Promise<void> {
  await page.context().addCookies([
    { name: "lng", value: lang, domain: "127.0.0.1", path: "/", sameSite: "Lax" },
  ]);
}

/**
 * Opens /login (in `lang` when given), waits for hydration, fills the user name and password
 * and submits. It does not wait for the outcome: assert it (URL, company picker, error).
 */
export async function login(
  page: Page,
  username: string,
  password: string,
  lang?: PortalLanguage,
): Promise<void> {
  if (lang) await setLanguage(page, lang);
  // The seeded popup announcements count as already closed (as for a returning user), so the
  // announcement modal does not cover the journeys; e2e/notices.spec.ts clears this to see it.
  await closeSeededAnnouncements(page);
  await page.goto("/login");
  await hydrated(page);
  await page.locator('input[name="userName"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator("button[type=submit]").click();
}

/**
 * Logs in without the login page (for journeys that do not test login itself): posts the
 * login form as a browser without JavaScript would, from `page`'s own context, so the context's
 * cookies (`lng` when `lang` is given, the closed seeded announcements) go along and the session
 * and `lng` cookies the portal answers with land in the context's jar. Does not navigate.
 * @param base the portal's origin (`http://127.0.0.1:port`); default the context's baseURL.
 * @returns the path the portal redirects to (the landing system, or `redirectTo`).
 * @throws Error when the portal answers anything but a redirect (a wrong password, a rate
 *   limit, or a company choice: use {@link login} for the company picker).
 */
export async function loginByPost(
  page: Page,
  username: string,
  password: string,
  lang?: PortalLanguage,
  base = "",
): Promise<string> {
  if (lang) await setLanguage(page, lang);
  await closeSeededAnnouncements(page);
  const res = await page.context().request.post(`${base}/login`, { form: { userName: username, password }, maxRedirects: 0 });
  const location = res.headers()["location"];
  if (res.status() !== 302 || !location) throw new Error(`login of ${username} did not redirect: HTTP ${res.status()}`);
  return location;
}

/** Saves a full-page screenshot to e2e/screenshots/{name}.png and returns its path. */
export async function shot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  // Finished entrance animations: a dialog that just opened is shown as a seller sees it a moment later.
  await page.screenshot({ path, fullPage: true, animations: "disabled" });
  return path;
}

/** axe's tags of the WCAG 2.2 level A and AA success criteria (2.0 and 2.1 included). */
export const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** One axe violation, trimmed to what a failing assertion needs to show. */
export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe (WCAG 2.2 A/AA rules: 2.0, 2.1 and 2.2 levels A and AA, `target-size` included) on
 * the page, or on `include` only, and returns the serious and critical violations (empty when clean).
 */
export async function axeCheck(
  page: Page,
  options: { include?: string; exclude?: string[]; disableRules?: string[] } = {},
): Promise<AxeViolation[]> {
  // Colours are read as painted: let opening menus and panels finish their entry animations
  // (endless ones, spinners and live dots, excepted), or a half-faded item fails colour contrast.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  let builder = new AxeBuilder({ page }).withTags(WCAG_22_AA);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? "",
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(" ")),
    }));
}

/**
 * Marks the seeded popup announcements (8001–8004) as already closed (as for a returning
 * user): the cookie the shell's server render reads, so the announcement modal does not cover
 * a journey. Cookies are not port-specific: sub-app origins on 127.0.0.1 share it.
 */
export async function closeSeededAnnouncements(page: Page): Promise<void> {
  await page.context().addCookies([{ name: "portal_ann_closed", value: "8001.8002.8003.8004", domain: "127.0.0.1", path: "/" }]);
}
