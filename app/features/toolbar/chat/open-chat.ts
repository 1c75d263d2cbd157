/**
 * The online-service button's action in the browser (LAYOUT-31): asks the portal for the chat
 * address of the current system and opens it in a new window; says why in the user's language
 * when it cannot.
 * @module features/toolbar/chat/open-chat
 * @see LAYOUT-31
 */
import type { TFunction } from "i18next";
import { z } from "zod";
import { notify } from "~/components/ui/notify";
import { routeErrorText, tryRoute } from "~/utils/route-client";

/** GET /api/toolbar/chat-link: the address to open, null when the chat is not configured. */
export const chatLinkReply = z.object({ ok: z.literal(true), url: z.string().nullable() });

let inFlight = false;

/**
 * Opens the chat window of `systemCode` (a second click while the first is asking is ignored).
 * Only an absolute http(s) address is opened, with `noopener,noreferrer`; the server hands out
 * only addresses on the configured chat origin.
 * @param t any i18next `t` (texts are read from `account`)
 */
export async function openChat(t: TFunction, systemCode: string): Promise<void> {
  if (inFlight) return;
  inFlight = true;
  try {
    const answer = await tryRoute(`/api/toolbar/chat-link?systemCode=${encodeURIComponent(systemCode)}`, { schema: chatLinkReply });
    if (!answer.ok) return void (await notify({ type: "error", title: routeErrorText(t, answer.error) }).catch(() => undefined));
    const url = answer.value.url;
    if (!url || !/^https?:\/\//i.test(url)) return void (await notify({ type: "warning", title: t("chat.unavailable", { ns: "account" }) }).catch(() => undefined));
    window.open(url, "_blank", "noopener,noreferrer");
  } finally {
    inFlight = false;
  }
}
