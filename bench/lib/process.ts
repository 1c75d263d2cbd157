/**
 * The bench's child servers: each runs `node --import tsx <script>` in its own process group (so
 * its pid is the server itself, for /proc CPU readings), and every one started is stopped by
 * `stopAll()`, on normal exit, on failure and on SIGINT/SIGTERM (see run.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

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

/** A running child server. */
export interface Server {
  /** Pid of the node process that serves (not a wrapper). */
  pid: number;
  /** The last few thousand characters of its stdout and stderr. */
  output(): string;
  /** Stops it: SIGTERM to its group, SIGKILL after 5 s (idempotent). */
  stop(): Promise<void>;
}

/** What to start and how to tell it is up. */
export interface ServerSpec {
  /** Shown in errors, e.g. "portal". */
  name: string;
  root: string;
  /** TypeScript entry, relative to root. */
  script: string;
  env: NodeJS.ProcessEnv;
  /** GET this URL until it answers below 500. */
  readyUrl: string;
  /** Milliseconds to wait for readiness. */
  timeoutMs: number;
}

const OUTPUT_TAIL_CHARS = 4000;
const running = new Set<ChildProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  running.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  killGroup(child, "SIGTERM");
  const timer = setTimeout(() => killGroup(child, "SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

/** Stops every server started and not yet stopped. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map(stopChild));
}

// Last resort when the bench exits without stopAll (process.exit in a handler, a crash).
process.once("exit", () => {
  for (const child of running) killGroup(child, "SIGKILL");
});

/**
 * Starts `spec.script` and waits until `spec.readyUrl` answers.
 * @throws (after stopping it) when it exits or does not answer within `spec.timeoutMs`
 */
export async function startServer(spec: ServerSpec): Promise<Server> {
  const child = spawn(process.execPath, ["--import", "tsx", spec.script], {
    cwd: spec.root,
    env: spec.env,
    detached: true, // own process group, out of the terminal's Ctrl-C: stopAll() ends it
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  let exited: string | null = null;
  child.on("error", (err) => {
    exited = `spawn error ${err.message}`;
  });
  child.on("exit", (code, signal) => {
    exited = `exit ${code ?? signal}`;
  });
  const server: Server = { pid: child.pid ?? -1, output: () => output, stop: () => stopChild(child) };

  const deadline = Date.now() + spec.timeoutMs;
  for (;;) {
    if (exited) {
      await server.stop();
      throw new Error(`${spec.name} stopped (${exited}) before ${spec.readyUrl} answered:\n${output}`);
    }
    try {
      const res = await fetch(spec.readyUrl, { redirect: "manual", signal: AbortSignal.timeout(5_000) });
      await res.arrayBuffer();
      if (res.status < 500) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`${spec.name}: ${spec.readyUrl} did not answer within ${spec.timeoutMs} ms:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
