/**
 * The flagship demo entry's work after the click (DEMO-06), loaded on demand: the window the
 * click opened shows a short "opening" line while the portal looks the environment up, then
 * goes to the address the portal answered. When the lookup fails the window closes and the
 * seller is told why, in their language.
 * @module features/toolbar/flagship/open-flagship
 * @see DEMO-06
 */
import type { TFunction } from "i18next";
import { z } from "zod";
import { notify } from "~/components/ui/notify";
import { safeAppUrl } from "~/utils/safe-url";
import { routeErrorText, tryRoute } from "~/utils/route-client";

/** POST /api/toolbar/flagship-demo's answer: the address to open, null when there is none. */
export const flagshipReply = z.object({ ok: z.literal(true), url: z.string().nullable() });

const warn = (title: string) => void notify({ type: "error", title }).catch(() => undefined);

/** Writes the waiting line into the blank window (text only: no markup, no script). */
function showOpening(win: Window, text: string): void {
  try {
    win.document.title = text;
    win.document.body.style.cssText = "font-family:sans-serif;color:#4b5563;padding:24px";
    win.document.body.textContent = text;
  } catch {
    // a window we cannot write to still gets its address below
  }
}

/**
 * Sends the window `win` (opened blank, in the seller's click, by the flagship button) to the
 * flagship demo environment: asks the portal for the address, then replaces the blank page with
 * it. Only an absolute http(s) address without credentials is opened; on any failure the
 * window closes and the seller is told why.
 * @param t any i18next `t` (texts are read from `account`)
 */
export async function loadFlagship(t: TFunction, win: Window): Promise<void> {
  showOpening(win, t("flagship.opening", { ns: "account" }));
  const answer = await tryRoute("/api/toolbar/flagship-demo", { form: { demoEnvironment: "FLAGSHIP" }, schema: flagshipReply });
  const url = answer.ok ? safeAppUrl(answer.value.url) : null;
  if (url && !win.closed) return win.location.replace(url);
  win.close();
  warn(answer.ok ? t("flagship.failed", { ns: "account" }) : routeErrorText(t, answer.error));
}
