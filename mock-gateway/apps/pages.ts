/**
 * Sample pages the mock serves: the iframe page of a menu, the bridge dialogs, the sample
 * micro-app modules (issue 7) and the external listing system.
 * @module mock-gateway/apps/pages
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { HttpResponse, http, type RequestHandler } from "msw";
import type { GatewayContext } from "../core/context";
import { SEED } from "../seed/ids";
import { APPS } from "../seed/user-centre";

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Where `npm run build:sub-apps` puts the sample sub-apps (override: SUB_APPS_DIR). */
const subAppsDir = () => process.env.SUB_APPS_DIR ?? join(process.cwd(), "build", "sub-apps");
/** A module file name the build emits (no path, no dots but the extension's). */
const MODULE_FILE = /^[A-Za-z0-9_-]{1,64}\.js$/;

const page = (title: string, body: string, attrs = "") =>
  HttpResponse.html(
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>` +
      `<body style="margin:0;font-family:sans-serif"${attrs}>${body}</body></html>`,
  );

/** The page of a sample sub-app: its script renders it in the user's language (asked over the bridge). */
const appPage = (title: string, kind: string, extra: Record<string, string>, marker = "") =>
  page(
    title,
    `<div id="app"><p style="padding:16px;color:#4b5563">…</p></div>${marker}<script type="module" src="/apps/micro/iframe-page.js"></script>`,
    ` data-kind="${kind}"` + Object.entries(extra).map(([k, v]) => ` data-${k}="${escapeHtml(v)}"`).join(""),
  );

/** The replay video, the live covers, the key-feature image, the announcement's PDF attachment and other static files of the seed (override: MOCK_STATIC_DIR). */
const staticDir = () => process.env.MOCK_STATIC_DIR ?? join(process.cwd(), "mock-gateway", "apps", "static");
const STATIC_TYPES: Record<string, string> = { webm: "video/webm", png: "image/png", webp: "image/webp", pdf: "application/pdf" };

/**
 * A static file's name: lower-case dot-separated segments, none empty (so no `..`, no path),
 * the last one its extension (`release-3.8.pdf`).
 */
const STATIC_NAME = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.([a-z0-9]{1,8})$/;

/**
 * A static file, with one `Range: bytes=a-b` honoured (206; 416 when unsatisfiable) so a
 * <video> can seek; 404 for an unknown name.
 */
async function staticFile(name: string, range: string | null): Promise<Response> {
  const m = name.length <= 72 ? STATIC_NAME.exec(name) : null;
  const type = m ? STATIC_TYPES[m[1]!] : undefined;
  if (!type) return new HttpResponse(null, { status: 404 });
  let body: Buffer;
  try {
    body = await readFile(join(staticDir(), name));
  } catch {
    return new HttpResponse(null, { status: 404 });
  }
  const headers = { "Content-Type": type, "Accept-Ranges": "bytes", "Cache-Control": "no-cache", "X-Content-Type-Options": "nosniff" };
  const r = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  if (!r || (r[1] === "" && r[2] === "")) return new HttpResponse(body, { headers: { ...headers, "Content-Length": String(body.length) } });
  const size = body.length;
  const start = r[1] === "" ? Math.max(0, size - Number(r[2])) : Number(r[1]);
  const end = r[1] === "" || r[2] === "" ? size - 1 : Math.min(size - 1, Number(r[2]));
  if (start >= size || start > end) return new HttpResponse(null, { status: 416, headers: { ...headers, "Content-Range": `bytes */${size}` } });
  return new HttpResponse(body.subarray(start, end + 1), {
    status: 206,
    headers: { ...headers, "Content-Range": `bytes ${start}-${end}/${size}`, "Content-Length": String(end - start + 1) },
  });
}

/** The query parameters of the customer-service chat window (LAYOUT-31), in the order shown. */
const CHAT_PARAMS = ["accountId", "AgentId", "nickName", "chatId", "visitorId"] as const;

/** The sample customer-service chat: shows the parameters it received, each escaped. */
function chatPage(query: URLSearchParams): Response {
  const rows = CHAT_PARAMS.map((k) => `<dt>${k}</dt><dd data-chat-param="${k}">${escapeHtml(query.get(k) ?? "")}</dd>`).join("");
  return page("Online service", `<main style="padding:16px"><h1>在线客服 · Online service · 온라인 상담</h1><dl>${rows}</dl></main>`);
}

const KINDS: Record<number, string> = { [SEED.menus.shopAuth.menuId]: "shop-auth", [SEED.menus.iframeSyncLog.menuId]: "sync-log" };

/** GET /apps/page/{menuId} (iframe content, ROUTE-14), /apps/dialog/{name}, /apps/micro/{file}.js, /apps/listing/ (ENTRY-10), /apps/chat/ (LAYOUT-31), /apps/third/{appId}/ (the app market's apps) and /apps/static/{file} (the replay video, ANN-19; the announcements' files, ANN-05, ANN-08). */
export function appPageHandlers(ctx: GatewayContext): RequestHandler[] {
  return [
    http.get("*/apps/page/:menuId", ({ params }) => {
      const menuId = Number(params.menuId);
      const menu = Number.isInteger(menuId) && menuId > 0 ? ctx.db.menu.findFirst({ where: { menuId: { equals: menuId } } }) : null;
      if (!menu) return page("Not found", `<h1>404</h1><p>menuId ${escapeHtml(String(params.menuId))}</p>`);
      return appPage(menu.menuName, KINDS[menu.menuId] ?? "generic", { "title-zh": menu.menuName, "title-en": menu.menuEnName, "title-ko": menu.menuKrName },
        `<span data-testid="menu-id" hidden>${menu.menuId}</span>`);
    }),
    http.get("*/apps/dialog/:name", ({ params }) => {
      const name = String(params.name);
      if (name !== "budget-rules" && name !== "shop-authorize") return page("Not found", "<h1>404</h1>");
      return appPage(name, "dialog", { dialog: name });
    }),
    http.get("*/apps/micro/:file", async ({ params }) => {
      const file = String(params.file);
      if (!MODULE_FILE.test(file)) return new HttpResponse(null, { status: 404 });
      try {
        const body = await readFile(join(subAppsDir(), file));
        // Module scripts are fetched in CORS mode (no credentials): `*` is enough.
        return new HttpResponse(body, {
          headers: { "Content-Type": "text/javascript; charset=utf-8", "Access-Control-Allow-Origin": "*", "Cache-Control": "no-cache", "X-Content-Type-Options": "nosniff" },
        });
      } catch {
        return new HttpResponse(null, { status: 404 });
      }
    }),
    http.get("*/apps/static/:file", ({ params, request }) => staticFile(String(params.file), request.headers.get("range"))),
    http.get("*/apps/listing/", () => page("Listing (external)", "<h1>Listing (external)</h1><p>刊登系统（外部）</p>")),
    http.get("*/apps/chat/", ({ request }) => chatPage(new URL(request.url).searchParams)),
    http.get("*/apps/third/:appId/", ({ params }) => {
      const app = APPS.find((a) => String(a.appId) === params.appId);
      if (!app) return page("Not found", "<h1>404</h1>");
      return page(app.appName.en_US, `<main style="padding:16px"><h1>${escapeHtml(app.appName.zh_CN)} · ${escapeHtml(app.appName.en_US)}</h1><p>${escapeHtml(app.appDesc.en_US)}</p></main>`);
    }),
    http.get("*/apps/money-assistant/", () => page("Money assistant", "<h1>资金助手</h1><p>Money assistant · 자금 도우미</p>")),
  ];
}
