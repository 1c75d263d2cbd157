/**
 * Shell navigation at a big tenant (bigco: 5,000 ERP menus in 20 groups):
 * - `bigco_shell_html_bytes`: bytes of bigco's shell document (the first-paint menu trimming);
 * - `menu_overlay_long_tasks`: long tasks (> 50 ms) while opening a header dropdown, then the
 *   all-menu overlay on its last group, in Chromium, once the full menu index has loaded.
 * Measured, never asserted.
 * @see MENU-01 @see LAYOUT-08 @see LAYOUT-18
 */
import type { BenchContext, Figures } from "./lib/context";
import { countLongTasks, loggedInContext } from "./lib/browser";
import { getPage, login } from "./lib/http";

const BIGCO = { name: "bigco", password: "Bigco2026ab" };

/** Both figures; details get the shell path and the long tasks' longest duration (ms). */
export async function navCoreFigures(ctx: BenchContext): Promise<Figures> {
  const base = ctx.portal.baseUrl;
  const session = await login(base, BIGCO.name, BIGCO.password);
  const shell = await getPage(base, session.redirect, session.cookie);
  const bigco_shell_html_bytes = Buffer.byteLength(shell.html, "utf8");
  ctx.details.bigco_shell_path = shell.path;

  const { context, page } = await loggedInContext(ctx, { user: BIGCO });
  try {
    const index = page.waitForResponse((r) => r.url().includes("/api/menus/tree") && r.ok(), { timeout: 30_000 });
    await page.goto(new URL(shell.path, base).href);
    await page.waitForFunction(() => (window as unknown as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized === true);
    await index;
    await page.waitForTimeout(500);
    const tasks = await countLongTasks(page, async () => {
      await page.locator("[data-group-trigger]").first().click();
      await page.locator("[data-nav-panel] a[data-menu-id]").first().waitFor();
      await page.keyboard.press("Escape");
      await page.locator("[data-open-overlay]").click();
      await page.locator("[data-menu-overlay] a[data-menu-id]").first().waitFor();
      await page.locator("[data-menu-overlay] [data-side-tab]").last().click();
      await page.locator("[data-menu-overlay] a[data-menu-id]").first().waitFor();
    });
    ctx.details.menu_overlay_longest_task_ms = tasks.maxMs;
    return { bigco_shell_html_bytes, menu_overlay_long_tasks: tasks.count };
  } finally {
    await context.close();
  }
}
