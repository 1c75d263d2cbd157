/**
 * The demo-environment lookup of the mock (DEMO-06) and the flagship demo page it points at.
 *
 * POST `/sso/subjectService/queryDemoEnvironment` `{demoEnvironment: "FLAGSHIP"}` answers
 * `{url, serviceId, token}`: the mock's `/apps/flagship/`, the flagship environment's ERP
 * service ({@link FLAGSHIP_SERVICE_ID}) and a fresh one-time token. Any other body is refused
 * (code 400). GET `/apps/flagship/?serviceId&token` accepts a token once: the first load says
 * accepted and shows the serviceId it got; a second load of the same token says it was used;
 * an unknown token, or one issued for another service, is refused.
 * @module mock-gateway/handlers/demo-environment
 */
import { randomBytes } from "node:crypto";
import { HttpResponse, http, type RequestHandler } from "msw";
import { z } from "zod";
import { escapeHtml } from "../apps/pages";
import type { GatewayContext } from "../core/context";
import { MOCK_CODES } from "../core/messages";
import { fail, ok, route } from "../core/route";

/** The flagship demo environment's ERP service id (not one of the seed's companies' services). */
export const FLAGSHIP_SERVICE_ID = 9001;

const lookupSchema = z.object({ demoEnvironment: z.literal("FLAGSHIP") });

/** What the flagship page says, by state, in the three languages (the page has no language of its own). */
const STATES = {
  accepted: "已进入旗舰版演示环境 · Flagship demo: token accepted · 플래그십 데모: 토큰 승인됨",
  used: "该链接已使用，请从门户重新打开 · This link was already used; open it again from the portal · 이미 사용된 링크입니다. 포털에서 다시 열어 주세요",
  refused: "链接无效 · This link is not valid · 유효하지 않은 링크입니다",
} as const;

function flagshipPage(state: keyof typeof STATES, serviceId: string): Response {
  const html =
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Flagship demo</title></head>` +
    `<body style="margin:0;font-family:sans-serif"><main style="padding:24px"><h1>旗舰版演示环境 · Flagship demo · 플래그십 데모</h1>` +
    `<p data-flagship-state="${state}">${STATES[state]}</p>` +
    `<dl><dt>serviceId</dt><dd data-flagship-param="serviceId">${escapeHtml(serviceId)}</dd></dl></main></body></html>`;
  return HttpResponse.html(html, { status: state === "accepted" ? 200 : 403, headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
}

/** The lookup (POST, logged) and the flagship page (GET). */
export function demoEnvironmentHandlers(ctx: GatewayContext): RequestHandler[] {
  return [
    route(ctx, "/sso/subjectService/queryDemoEnvironment", ({ session, body, lang }) => {
      if (!lookupSchema.safeParse(body).success) return fail(lang, MOCK_CODES.badRequest, "badRequest");
      const token = `fs_${randomBytes(18).toString("base64url")}`;
      ctx.db.flagshipToken.create({ token, serviceId: FLAGSHIP_SERVICE_ID, username: session.username, used: false });
      return ok(lang, { url: `${ctx.publicUrl}/apps/flagship/`, serviceId: FLAGSHIP_SERVICE_ID, token });
    }, { malformed: { url: "javascript:alert(1)", serviceId: FLAGSHIP_SERVICE_ID, token: "x" } }),
    http.get("*/apps/flagship/", ({ request }) => {
      const query = new URL(request.url).searchParams;
      const serviceId = query.get("serviceId") ?? "";
      const token = query.get("token") ?? "";
      const row = token ? ctx.db.flagshipToken.findFirst({ where: { token: { equals: token } } }) : null;
      if (!row || String(row.serviceId) !== serviceId) return flagshipPage("refused", serviceId);
      if (row.used) return flagshipPage("used", serviceId);
      ctx.db.flagshipToken.update({ where: { token: { equals: token } }, data: { used: true } });
      return flagshipPage("accepted", serviceId);
    }),
  ];
}
