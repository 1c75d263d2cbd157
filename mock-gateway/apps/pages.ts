/**
 * Sample pages the mock serves: the iframe page of a menu and the external listing system.
 * @module mock-gateway/apps/pages
 */
import { HttpResponse, http, type RequestHandler } from "msw";
import type { GatewayContext } from "../core/context";

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const page = (title: string, body: string) =>
  HttpResponse.html(
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
      `<body style="font-family:sans-serif;margin:24px">${body}</body></html>`,
  );

/** GET /apps/page/{menuId} (iframe content, ROUTE-14) and GET /apps/listing/ (ENTRY-10). */
export function appPageHandlers(ctx: GatewayContext): RequestHandler[] {
  return [
    http.get("*/apps/page/:menuId", ({ params }) => {
      const menuId = Number(params.menuId);
      const menu = Number.isInteger(menuId) && menuId > 0 ? ctx.db.menu.findFirst({ where: { menuId: { equals: menuId } } }) : null;
      if (!menu) return page("Not found", `<h1>404</h1><p>menuId ${escapeHtml(String(params.menuId))}</p>`);
      return page(menu.menuName,
        `<h1>${escapeHtml(menu.menuName)}</h1><p>menuId <span data-testid="menu-id">${menu.menuId}</span></p>` +
        `<p>${escapeHtml(menu.menuEnName)} · ${escapeHtml(menu.menuKrName)}</p>`);
    }),
    http.get("*/apps/listing/", () => page("Listing (external)", "<h1>Listing (external)</h1><p>刊登系统（外部）</p>")),
    http.get("*/apps/money-assistant/", () => page("Money assistant", "<h1>资金助手</h1><p>Money assistant · 자금 도우미</p>")),
  ];
}
