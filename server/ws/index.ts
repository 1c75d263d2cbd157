/**
 * The WebSocket proxy wired to the portal: sessions read by the app's own session code
 * (app/utils/session.server.ts — the secret is resolved once per process by
 * {@link shareSessionSecret} before the Remix build loads), SSO_SOCKET_TYPE looked up through
 * the app's gateway client (2 s timeout), hosts from the env, sockets per session capped at
 * WS_MAX_SOCKETS_PER_SESSION and counted in `REDIS_URL`'s Redis when set.
 * @module server/ws
 */
import type { Server } from "node:http";
import { createGatewayClient } from "../../app/gateway/client.server";
import { querySystemParam } from "../../app/gateway/system-params.server";
import { gatewayUrl, serverEnv } from "../../app/utils/env.server";
import { sharedRedis } from "../../app/utils/redis.server";
import { getSession, readLogin } from "../../app/utils/session.server";
import { attachWebSocketProxy, type ProxyLogin, type ProxyOptions, type WebSocketProxy } from "./proxy";
import { createSocketHostResolver } from "./socket-host";

export type { ProxyLogin, ProxyOptions, WebSocketProxy } from "./proxy";

/** Timeout of the SSO_SOCKET_TYPE lookup at upgrade time, ms. */
export const SOCKET_TYPE_TIMEOUT_MS = 2_000;

/**
 * Resolves the session secret once for the whole process and publishes it as
 * `process.env.SESSION_SECRET`, so the Remix build (a separate module copy of
 * app/utils/env.server.ts, loaded later) signs and reads cookies with the same secret as the
 * proxy. Keeps env.server's rules: in production against a real gateway a missing secret throws.
 * Call after GATEWAY_URL is final and before the build is imported.
 * @throws Error from serverEnv() on a bad or missing variable
 */
export function shareSessionSecret(): void {
  const { SESSION_SECRETS } = serverEnv();
  process.env.SESSION_SECRET ??= SESSION_SECRETS.join(",");
}

/** Reads the login of a Cookie header with the app's session code (null when not logged in). */
export async function readProxyLogin(cookieHeader: string | undefined): Promise<ProxyLogin | null> {
  const request = new Request("http://portal.invalid/", { headers: cookieHeader ? { Cookie: cookieHeader } : {} });
  const session = await getSession(request);
  const login = readLogin(session);
  if (!login) return null;
  return { token: login.token, company: login.company, userName: login.userName, loginAt: session.get("loginAt") };
}

/** Attaches the proxy with the portal's defaults; `overrides` for tests. */
export function attachPortalSocketProxy(server: Server, overrides: Partial<ProxyOptions> = {}): WebSocketProxy {
  const resolver = createSocketHostResolver({
    gatewayUrl,
    socketUrl: () => serverEnv().GATEWAY_SOCKET_URL,
    lookup: ({ token, company }) =>
      querySystemParam(
        createGatewayClient({ baseUrl: gatewayUrl(), token, company, language: "zh_CN", timeoutMs: SOCKET_TYPE_TIMEOUT_MS }),
        "SSO_SOCKET_TYPE",
      ),
  });
  return attachWebSocketProxy(server, {
    readLogin: readProxyLogin,
    socketHost: (login) => resolver.resolve(login),
    gatewayUrl,
    assistantUrl: () => (process.env.ASSISTANT_URL ?? serverEnv().ASSISTANT_URL ?? gatewayUrl()).replace(/\/+$/, ""),
    portalOrigin: serverEnv().PORTAL_ORIGIN,
    maxSocketsPerSession: serverEnv().WS_MAX_SOCKETS_PER_SESSION,
    redis: sharedRedis(),
    ...overrides,
  });
}
