/**
 * The request-body limit of the portal server (server/hostile-input.ts `bodyLimit`): a refused
 * body still gets its 413 to a client that is writing it (no reset), keep-alive survives a
 * declared body the server can drop, and a larger one closes the connection.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import express from "express";
import { request as httpRequest, Agent, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { bodyLimit } from "../../server/hostile-input";

let server: Server;
let port = 0;

beforeAll(async () => {
  const app = express();
  app.use(bodyLimit(1024));
  app.use((_req, res) => {
    const rejection = res.locals.rejection as { status: number } | undefined;
    res.status(rejection?.status ?? 200).send(rejection ? "refused" : `got ${(res.locals.body as Buffer).length}`);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** POSTs `bytes` bytes in 64 KiB writes; resolves with the status, Connection header and body. */
function post(bytes: number, agent?: Agent): Promise<{ status: number; connection: string | undefined; body: string; socketReused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method: "POST", path: "/", agent, headers: { "content-length": String(bytes) } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode!, connection: res.headers.connection, body, socketReused: req.reusedSocket }));
    });
    req.on("error", reject);
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let left = bytes;
    const write = () => {
      while (left > 0) {
        const n = Math.min(left, chunk.length);
        left -= n;
        if (!req.write(chunk.subarray(0, n))) return void req.once("drain", write);
      }
      req.end();
    };
    write();
  });
}

describe("bodyLimit", () => {
  it("buffers a body of exactly the limit and refuses one byte more with 413", async () => {
    expect(await post(1024)).toMatchObject({ status: 200, body: "got 1024" });
    expect(await post(1025)).toMatchObject({ status: 413, body: "refused" });
  });

  it("lets a client still writing a refused 2 MiB body read the 413 (no reset), and keeps the connection", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await post(2 * 1024 * 1024, agent);
      expect(first).toMatchObject({ status: 413, body: "refused" });
      expect(first.connection).not.toBe("close");
      const second = await post(10, agent);
      expect(second).toMatchObject({ status: 200, body: "got 10", socketReused: true });
    } finally {
      agent.destroy();
    }
  });

  it("closes the connection after the 413 of a declared body past 32 MiB, unread", async () => {
    const res = await new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, method: "POST", path: "/", headers: { "content-length": String(32 * 1024 * 1024 + 1) } }, (r) => {
        r.resume();
        resolve({ status: r.statusCode!, connection: r.headers.connection });
      });
      req.on("error", reject);
      req.flushHeaders();
    });
    expect(res).toEqual({ status: 413, connection: "close" });
  });
});
