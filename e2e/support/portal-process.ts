/**
 * A portal process of its own for the operations journeys (issue 11): `node
 * build/portal-server/index.js` (what `npm start` runs, built by `npm run build`) with its
 * embedded mock gateway, both on free ports (PORT=0, MOCK_GATEWAY_PORT=0), its JSON log lines
 * collected. Not Playwright's shared webServer: these journeys stop it or tune its limits.
 */
import { spawn, type ChildProcess } from "node:child_process";

/** A running portal process. */
export interface PortalProcess {
  child: ChildProcess;
  /** http://127.0.0.1:port of the portal. */
  base: string;
  /** http://127.0.0.1:port of its embedded mock gateway. */
  mockUrl: string;
  /** Every stdout line so far, parsed (non-JSON lines as `{ raw }`). */
  lines: Array<Record<string, unknown>>;
  /** Raw stdout + stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** SIGKILL if still running (idempotent). */
  kill(): void;
}

/** The SESSION_SECRET of these processes (a test may open their session cookies with it). */
export const SESSION_SECRET = "ops-e2e-secret-0123456789abcdef";

/** Starts the compiled portal with `env` added; resolves once it listens. */
export function startPortalProcess(env: Record<string, string> = {}, timeoutMs = 60_000): Promise<PortalProcess> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", MOCK_GATEWAY_PORT: "0", SESSION_SECRET, ...env };
  for (const key of ["GATEWAY_URL", "GATEWAY_PUBLIC_KEY", "PORTAL_EMBEDDED_GATEWAY", "PORTAL_ENV_PREFIX", "PORTAL_BUILD_DIR"]) {
    if (!(key in env)) delete childEnv[key];
  }
  const child = spawn(process.execPath, ["build/portal-server/index.js"], { env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  const lines: Array<Record<string, unknown>> = [];
  let raw = "";
  let pending = "";
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`portal did not start in ${timeoutMs} ms:\n${raw}`));
    }, timeoutMs);
    let mockUrl = "";
    child.stderr.on("data", (d: Buffer) => (raw += String(d)));
    child.stdout.on("data", (d: Buffer) => {
      raw += String(d);
      pending += String(d);
      const parts = pending.split("\n");
      pending = parts.pop() ?? "";
      for (const line of parts.filter(Boolean)) {
        let obj: Record<string, unknown>;
        try {
          obj = JSON.parse(line) as Record<string, unknown>;
        } catch {
          obj = { raw: line };
        }
        lines.push(obj);
        if (obj.msg === "embedded mock gateway started") mockUrl = String(obj.url);
        if (obj.msg === "listening") {
          clearTimeout(timer);
          resolve({
            child, base: String(obj.url), mockUrl, lines, exited,
            output: () => raw,
            kill: () => void (child.exitCode === null && child.signalCode === null && child.kill("SIGKILL")),
          });
        }
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`portal exited (${code}) before listening:\n${raw}`));
    });
  });
}

/** Logs in through the portal's own form (no JavaScript); returns the `__session=…` pair. */
export async function portalLogin(base: string, userName: string, password: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(`${base}/login`, {
    method: "POST", redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ userName, password }).toString(),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__session="));
  if (res.status !== 302 || !cookie) throw new Error(`login failed: HTTP ${res.status}`);
  return cookie.split(";")[0]!;
}
