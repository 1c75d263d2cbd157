/** The document gate (issue 10, the morning peak): FIFO admission, dropped waiters, ungated APIs. */
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { documentGate } from "../../server/document-gate";

const servers: import("node:http").Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

/** A server whose documents finish only when the test releases them, in any order. */
async function start(concurrency: number) {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const app = express();
  app.use(documentGate(concurrency, "/"));
  app.all("*", (req, res) => {
    started.push(req.path);
    finishers.set(req.path, () => res.end(req.path));
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await once(server, "listening");
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const until = async (cond: () => boolean) => {
    for (let i = 0; i < 200 && !cond(); i++) await new Promise((r) => setTimeout(r, 10));
    expect(cond()).toBe(true);
  };
  return { base, started, finish: (p: string) => finishers.get(p)!(), until };
}

describe("document gate", () => {
  it("lets `concurrency` documents in at once and the rest in arrival order", async () => {
    const { base, started, finish, until } = await start(2);
    const answers = ["/a", "/b", "/c", "/d"].map((p) => fetch(base + p).then((r) => r.text()));
    await until(() => started.length === 2);
    await new Promise((r) => setTimeout(r, 50));
    expect(started).toEqual(["/a", "/b"]);
    finish("/b");
    await until(() => started.length === 3);
    expect(started[2]).toBe("/c");
    finish("/a");
    await until(() => started.length === 4);
    expect(started[3]).toBe("/d");
    finish("/c");
    finish("/d");
    expect(await Promise.all(answers)).toEqual(["/a", "/b", "/c", "/d"]);
  });

  it("drops a waiting request whose client went away, without handling it", async () => {
    const { base, started, finish, until } = await start(1);
    const first = fetch(base + "/first").then((r) => r.text());
    await until(() => started.length === 1);
    const gone = new AbortController();
    const abandoned = fetch(base + "/abandoned", { signal: gone.signal }).catch(() => "aborted");
    const third = fetch(base + "/third").then((r) => r.text());
    await new Promise((r) => setTimeout(r, 50));
    gone.abort();
    expect(await abandoned).toBe("aborted");
    await new Promise((r) => setTimeout(r, 50));
    finish("/first");
    await until(() => started.length === 2);
    expect(started).toEqual(["/first", "/third"]);
    finish("/third");
    expect(await Promise.all([first, third])).toEqual(["/first", "/third"]);
  });

  it("never holds API routes, .data requests or non-GET requests", async () => {
    const { base, started, until } = await start(1);
    void fetch(base + "/busy").catch(() => undefined);
    await until(() => started.length === 1);
    void fetch(base + "/api/assistant/stream").catch(() => undefined);
    void fetch(base + "/entry/1001/ERP.data").catch(() => undefined);
    void fetch(base + "/login", { method: "POST" }).catch(() => undefined);
    await until(() => started.length === 4);
    expect(started.slice(1).sort()).toEqual(["/api/assistant/stream", "/entry/1001/ERP.data", "/login"]);
  });
});
