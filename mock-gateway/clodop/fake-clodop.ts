/**
 * A fake C-Lodop local print service, for the demo and the tests of the print-plugin check
 * (issue 26): a loopback HTTP server that answers `GET /CLodopfuncs.js` the way the real service
 * does — a script defining `CLODOP` (`VERSION`: the print plugin, `CVERSION`: the cloud print
 * service, `webskt`: its socket) and `getCLodop()` — and accepts that socket on `/c_webskt/`.
 *
 * Its state is read on every request from a {@link FakeClodopControl} (the mock's control API
 * `PUT /__mock/clodop` sets the embedded one; tests hold their own):
 * - `absent`: nothing answers (every connection is dropped), as when C-Lodop is not installed;
 * - `old`: plugin below 6.0; `current`: plugin and cloud service current;
 * - `cloud-missing`: the plugin without a cloud print service (no `CVERSION`);
 * - `cloud-old`: the cloud print service below the portal's minimum;
 * - `not-ready`: the script loads but its socket is refused (the service is still starting).
 *
 * Browser requests from other sites are refused (403) for anything but `CLodopfuncs.js`; the
 * socket is accepted only from an opaque origin (`Origin: null`, the portal's sandboxed probe)
 * or a non-browser client. The server, each request and each socket have an error handler.
 * @module mock-gateway/clodop/fake-clodop
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { WebSocketServer } from "ws";
import { z } from "zod";

/** The states the fake answers in. */
export const CLODOP_STATES = ["absent", "old", "current", "cloud-missing", "cloud-old", "not-ready"] as const;
/** One state of the fake. */
export type ClodopState = (typeof CLODOP_STATES)[number];

/** A state and, optionally, the versions it reports instead of the state's own. */
export const clodopSettingSchema = z
  .object({
    state: z.enum(CLODOP_STATES),
    version: z.string().regex(/^[\d.]{1,40}$/).optional(),
    cloudVersion: z.string().regex(/^[\d.]{1,40}$/).optional(),
  })
  .strict();
/** What the fake answers with. */
export type ClodopSetting = z.output<typeof clodopSettingSchema>;

/** The versions each state reports by default (plugin `VERSION`, cloud `CVERSION`; null: absent). */
const VERSIONS: Record<Exclude<ClodopState, "absent">, { version: string; cloudVersion: string | null }> = {
  current: { version: "6.6.0.8", cloudVersion: "4.1.7.8" },
  old: { version: "5.0.4.3", cloudVersion: "4.1.7.8" },
  "cloud-missing": { version: "6.6.0.8", cloudVersion: null },
  "cloud-old": { version: "6.6.0.8", cloudVersion: "2.0.9.0" },
  "not-ready": { version: "6.6.0.8", cloudVersion: "4.1.7.8" },
};

/** The default setting: a current C-Lodop. */
export const DEFAULT_CLODOP: ClodopSetting = { state: "current" };

/** Where the fake reads its setting from. */
export interface FakeClodopControl {
  get(): ClodopSetting;
  set(setting: ClodopSetting): void;
}

/** A control holding one setting in memory (default {@link DEFAULT_CLODOP}). */
export function clodopControl(initial: ClodopSetting = DEFAULT_CLODOP): FakeClodopControl {
  let current = { ...initial };
  return { get: () => current, set: (s) => void (current = { ...s }) };
}

/** The `CLodopfuncs.js` of a setting (not for `absent`). Its socket goes back to the host it was loaded from. */
export function clodopScript(setting: ClodopSetting): string {
  const base = VERSIONS[setting.state === "absent" ? "current" : setting.state];
  const version = setting.version ?? base.version;
  const cloud = setting.state === "cloud-missing" ? null : (setting.cloudVersion ?? base.cloudVersion);
  const fields = [`VERSION: ${JSON.stringify(version)}`, ...(cloud === null ? [] : [`CVERSION: ${JSON.stringify(cloud)}`])];
  return `(function (win) {
  var src = document.currentScript ? document.currentScript.src : "";
  var host = src ? new URL(src) : null;
  var CLODOP = { ${fields.join(", ")}, strHostURI: host ? host.origin : "", webskt: null, SocketOpened: false, SocketEnable: !!win.WebSocket };
  try {
    CLODOP.webskt = new WebSocket((host && host.protocol === "https:" ? "wss://" : "ws://") + (host ? host.host : "localhost:8000") + "/c_webskt/");
    CLODOP.webskt.onopen = function () { CLODOP.SocketOpened = true; };
    CLODOP.webskt.onerror = function () { CLODOP.SocketOpened = false; };
  } catch (e) {}
  win.CLODOP = CLODOP;
  win.getCLodop = function () { return CLODOP; };
})(window);
`;
}

/** Whether a browser request comes from another site (Fetch Metadata); a non-browser client sends none. */
function crossSite(req: IncomingMessage): boolean {
  const site = req.headers["sec-fetch-site"];
  return site !== undefined && site !== "same-origin" && site !== "none";
}

/**
 * Starts the fake on `host:port` (port 0: ephemeral).
 * @returns its port, `url` (`http://host:port/`) and `close()`
 * @throws when the port cannot be bound (e.g. EADDRINUSE)
 */
export async function startFakeClodop(opts: { host?: string; port?: number; control: FakeClodopControl }): Promise<{ port: number; url: string; close(): Promise<void> }> {
  const { control } = opts;
  const host = opts.host ?? "127.0.0.1";
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  sockets.on("error", (error) => console.error("[fake C-Lodop] socket server error:", error));
  const server: Server = createServer((req, res) => {
    req.on("error", () => req.destroy());
    res.on("error", () => res.destroy());
    const setting = control.get();
    if (setting.state === "absent") return void req.socket.destroy();
    const path = (req.url ?? "").split("?")[0];
    if (req.method === "GET" && path === "/CLodopfuncs.js") {
      res.writeHead(200, { "Content-Type": "application/javascript; charset=utf-8", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" });
      return void res.end(clodopScript(setting));
    }
    if (crossSite(req)) return void res.writeHead(403, { "Content-Type": "text/plain" }).end("forbidden");
    res.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
  });
  server.on("upgrade", (req, socket: Socket, head) => {
    socket.on("error", () => socket.destroy());
    const state = control.get().state;
    const origin = req.headers.origin;
    const refuse = (status: string) => void socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    if (state === "absent") return void socket.destroy();
    if ((req.url ?? "").split("?")[0] !== "/c_webskt/") return refuse("404 Not Found");
    if (origin !== undefined && origin !== "null") return refuse("403 Forbidden");
    if (state === "not-ready") return refuse("503 Service Unavailable");
    sockets.handleUpgrade(req, socket, head, (ws) => {
      ws.on("error", () => ws.terminate());
      ws.on("message", () => undefined);
    });
  });
  server.on("clientError", (_error, socket: Socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  server.on("error", (error) => console.error("[fake C-Lodop] server error:", error));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://${host}:${port}/`,
    close: async () => {
      for (const ws of sockets.clients) ws.terminate();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
