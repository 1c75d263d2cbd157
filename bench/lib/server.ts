/**
 * Starts what the bench measures: the standalone mock gateway (`npm run gateway`) and the
 * production portal, pointed at it or with its embedded mock. Loopback only, free ports.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { freePort, startServer, type Server } from "./process";

/** A running mock gateway (out of process). */
export interface Gateway extends Server {
  url: string;
}

/** A running portal. */
export interface Portal extends Server {
  baseUrl: string;
  /** The gateway it calls: the standalone one, or its embedded mock's URL. */
  gatewayUrl: string;
  embedded: boolean;
}

const READY_TIMEOUT_MS = 60_000;

/**
 * Starts `mock-gateway/server.ts` (what `npm run gateway` runs) on a free loopback port.
 * @throws when it does not answer within 60 s
 */
export async function startGateway(root: string): Promise<Gateway> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { ...process.env, HOST: "127.0.0.1", MOCK_GATEWAY_PORT: String(port) };
  const server = await startServer({
    name: "mock gateway",
    root,
    script: "mock-gateway/server.ts",
    env,
    readyUrl: `${url}/`,
    timeoutMs: READY_TIMEOUT_MS,
  });
  return { ...server, url };
}

/**
 * Starts `server/index.ts` in production mode on a free loopback port. With `gateway`, the portal
 * calls it (GATEWAY_URL, and GATEWAY_PUBLIC_KEY from mock-gateway/keys/mock-public.pem, as the
 * README says); without, GATEWAY_URL is unset and the portal embeds the mock gateway. `buildDir`
 * (absolute) serves another build than `build/` (PORTAL_BUILD_DIR). PORTAL_STOCK, when set in
 * the bench's environment, reaches the portal (docs/performance.md).
 * @throws when the portal does not answer GET /login within 60 s
 */
export async function startPortal(root: string, gateway?: Gateway, buildDir?: string): Promise<Portal> {
  const port = await freePort();
  let mockGatewayPort = await freePort();
  while (mockGatewayPort === port) mockGatewayPort = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    SESSION_SECRET: "bench-secret-0123456789abcdef",
    // The morning-peak run logs 200 sessions in from 127.0.0.1 (as Playwright does, issue 11).
    LOGIN_RATE_IP_LIMIT: "100000",
    LOGIN_RATE_ACCOUNT_LIMIT: "100000",
  };
  delete env.GATEWAY_URL;
  delete env.GATEWAY_PUBLIC_KEY;
  delete env.ASSISTANT_URL;
  delete env.PORTAL_EMBEDDED_GATEWAY;
  delete env.PORTAL_ENV_PREFIX;
  delete env.PORTAL_BUILD_DIR;
  if (buildDir) env.PORTAL_BUILD_DIR = buildDir;
  if (gateway) {
    env.GATEWAY_URL = gateway.url;
    env.GATEWAY_PUBLIC_KEY = await readFile(join(root, "mock-gateway", "keys", "mock-public.pem"), "utf8");
  } else {
    env.MOCK_GATEWAY_PORT = String(mockGatewayPort);
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startServer({
    name: gateway ? "portal" : "portal (embedded mock)",
    root,
    script: "server/index.ts",
    env,
    readyUrl: `${baseUrl}/login`,
    timeoutMs: READY_TIMEOUT_MS,
  });
  return { ...server, baseUrl, gatewayUrl: gateway?.url ?? `http://127.0.0.1:${mockGatewayPort}`, embedded: !gateway };
}
