/** Helpers of the micro-app and bridge journeys (issue 7). */
import type { Page } from "@playwright/test";

/** Records CSP violations of the page (and its same-origin frames) in `window.__cspViolations`. */
export async function watchCsp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}

/** The CSP violations recorded by {@link watchCsp}. */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

/** The micro-app pane of `app` that shows `route` (its root carries `data-route`). */
export function microRoot(page: Page, paneKey: string) {
  return page.locator(`[role="tabpanel"][data-pane="${paneKey}"] .sa`);
}

/** Bridge rejections written to the console, collected from now on. */
export function collectRejections(page: Page): string[] {
  const out: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "warning" && msg.text().startsWith("[bridge] message rejected")) out.push(msg.text());
  });
  return out;
}
