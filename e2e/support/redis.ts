/**
 * Debian's Redis (/usr/bin/redis-server, package redis-server, installed by
 * scripts/ensure-system.mjs) for the suites of the limits shared between instances: a throwaway
 * server on a free loopback port, nothing saved to disk, stopped with the suite.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./nginx";

const REDIS_SERVER = "/usr/bin/redis-server";

/** A running Redis. */
export interface RedisServer {
  /** `redis://127.0.0.1:{port}`. */
  url: string;
  port: number;
  /** Stops it (SIGKILL when `crash`); resolves once it has exited. */
  stop(crash?: boolean): Promise<void>;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.setTimeout(500);
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (d) => {
      socket.destroy();
      resolve(String(d).startsWith("+PONG"));
    });
    for (const ev of ["error", "timeout", "close"]) socket.once(ev, () => (socket.destroy(), resolve(false)));
  });
}

/**
 * Starts redis-server on a free port (or `port`); resolves once it answers PING.
 * @throws Error when /usr/bin/redis-server is missing (with the command to run) or it does not start in 10 s
 */
export async function startRedis(port?: number): Promise<RedisServer> {
  if (!existsSync(REDIS_SERVER)) throw new Error(`${REDIS_SERVER} is missing: run node scripts/ensure-system.mjs`);
  const p = port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), "portal-redis-"));
  const child: ChildProcess = spawn(REDIS_SERVER, ["--port", String(p), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let err = "";
  child.stderr?.on("data", (d: Buffer) => (err += String(d)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async (crash = false) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(crash ? "SIGKILL" : "SIGTERM");
    await exited;
  };
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`redis-server exited: ${err}`);
    if (await answers(p)) return { url: `redis://127.0.0.1:${p}`, port: p, stop };
    await new Promise((r) => setTimeout(r, 100));
  }
  await stop(true);
  throw new Error(`redis-server did not answer: ${err}`);
}
