/** Starts the portal (with its embedded mock gateway) for the bench, and stops it. */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";

/** A free TCP port on 127.0.0.1 (released before returning, so use it at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => (port ? resolve(port) : reject(new Error("no free port"))));
    });
  });
}

/** A running portal. */
export interface Portal {
  baseUrl: string;
  mockGatewayPort: number;
  /** Stops the server and its children (idempotent). */
  stop(): Promise<void>;
}

const OUTPUT_TAIL_CHARS = 4000;

/**
 * Starts `tsx server/index.ts` in production mode on free ports (GATEWAY_URL unset, so the mock
 * gateway is embedded) and waits until GET /login answers.
 * @throws when the server exits or /login does not answer within `timeoutMs`
 */
export async function startPortal(root: string, timeoutMs = 90_000): Promise<Portal> {
  const port = await freePort();
  let mockGatewayPort = await freePort();
  while (mockGatewayPort === port) mockGatewayPort = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    MOCK_GATEWAY_PORT: String(mockGatewayPort),
    SESSION_SECRET: "bench-secret-0123456789abcdef",
  };
  delete env.GATEWAY_URL;
  delete env.ASSISTANT_URL;

  const child = spawn(join(root, "node_modules", ".bin", "tsx"), ["server/index.ts"], {
    cwd: root,
    env,
    detached: true, // own process group: stop() kills tsx and the node it spawns
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let exited: string | null = null;
  child.on("exit", (code, signal) => {
    exited = `exit ${code ?? signal}`;
  });

  const baseUrl = `http://127.0.0.1:${port}`;
  const portal: Portal = { baseUrl, mockGatewayPort, stop: () => stopChild(child) };
  const onExit = () => killGroup(child, "SIGKILL");
  process.once("exit", onExit);

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) {
      throw new Error(`portal server stopped (${exited}) before /login answered:\n${output}`);
    }
    try {
      const res = await fetch(`${baseUrl}/login`, { redirect: "manual" });
      await res.arrayBuffer();
      if (res.status < 500) return portal;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await portal.stop();
      throw new Error(`portal server: /login did not answer within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  killGroup(child, "SIGTERM");
  const timer = setTimeout(() => killGroup(child, "SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}
