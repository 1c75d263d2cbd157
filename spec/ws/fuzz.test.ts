/**
 * Nothing a client sends brings the portal down: 1,000 fuzzed upgrade requests and frames over
 * raw TCP (bad paths, bad or no cookies, bad Origins, garbage and unmasked frames, oversized
 * frames), then GET /login still answers 200 and a good socket still relays.
 */
import { connect } from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { browserSocket, control, sessionCookie, startWorld, type ProxyWorld } from "./proxy-world";

let world: ProxyWorld;
let goodCookie: string;
beforeAll(async () => {
  world = await startWorld();
  goodCookie = await sessionCookie(world);
});
afterAll(() => world.close());

/** One fuzz case: an upgrade request (maybe valid) followed by raw bytes. */
interface Case {
  path: string;
  origin: string | null;
  cookie: string | null;
  key: string | null;
  frames: Uint8Array[];
}

/** A WebSocket frame header for `len` payload bytes, masked or not, any opcode. */
const frame = fc.record({
  fin: fc.boolean(), opcode: fc.integer({ min: 0, max: 15 }), masked: fc.boolean(),
  len: fc.oneof(fc.integer({ min: 0, max: 200 }), fc.constant(70_000), fc.constant(2 ** 31)),
  payload: fc.uint8Array({ maxLength: 64 }),
}).map(({ fin, opcode, masked, len, payload }) => {
  const head: number[] = [(fin ? 0x80 : 0) | opcode];
  const m = masked ? 0x80 : 0;
  if (len < 126) head.push(m | len);
  else if (len < 65_536) head.push(m | 126, len >> 8, len & 255);
  else head.push(m | 127, 0, 0, 0, 0, (len >>> 24) & 255, (len >> 16) & 255, (len >> 8) & 255, len & 255);
  if (masked) head.push(1, 2, 3, 4);
  return Uint8Array.from([...head, ...payload]);
});

const caseArb = (base: string) => fc.record<Case>({
  path: fc.oneof(fc.constantFrom("/ws/notice", "/ws/assistant", "/ws/nope", "/ws/", "/ws/notice/../x", "/%ff", "/ws/__proto__"), fc.webPath()),
  origin: fc.oneof(fc.constant(base), fc.constant(null), fc.constantFrom("null", "https://evil.example", "http://127.0.0.1"), fc.string({ maxLength: 40 })),
  cookie: fc.oneof(fc.constant(null), fc.constant("good"), fc.string({ maxLength: 200 }), fc.string({ maxLength: 60 }).map((s) => `__session=${s}`)),
  key: fc.oneof(fc.constant("dGhlIHNhbXBsZSBub25jZQ=="), fc.constant(null), fc.string({ maxLength: 30 })),
  frames: fc.array(fc.oneof(frame, fc.uint8Array({ maxLength: 100 })), { maxLength: 4 }),
});

const clean = (s: string) => s.replace(/[\r\n]/g, "");

/** Sends one case over a raw TCP socket; resolves when the server ends it or after 300 ms. */
function send(c: Case, port: number): Promise<void> {
  return new Promise((resolve) => {
    const sock = connect(port, "127.0.0.1");
    const done = () => {
      sock.destroy();
      resolve();
    };
    const timer = setTimeout(done, 300);
    sock.on("error", () => {});
    sock.on("close", () => {
      clearTimeout(timer);
      resolve();
    });
    const lines = [`GET ${clean(c.path)} HTTP/1.1`, `Host: 127.0.0.1:${port}`, "Upgrade: websocket", "Connection: Upgrade", "Sec-WebSocket-Version: 13"];
    if (c.key !== null) lines.push(`Sec-WebSocket-Key: ${clean(c.key)}`);
    if (c.origin !== null) lines.push(`Origin: ${clean(c.origin)}`);
    if (c.cookie !== null) lines.push(`Cookie: ${c.cookie === "good" ? goodCookie : clean(c.cookie)}`);
    sock.write(`${lines.join("\r\n")}\r\n\r\n`);
    for (const f of c.frames) sock.write(f);
  });
}

it("survives 1,000 fuzzed upgrades and frames; /login and a good socket still work", async () => {
  const port = Number(new URL(world.base).port);
  const batch = 20;
  await fc.assert(
    fc.asyncProperty(fc.array(caseArb(world.base), { minLength: batch, maxLength: batch }), async (cases) => {
      await Promise.all(cases.map((c) => send(c, port)));
    }),
    { numRuns: 1000 / batch },
  );
  expect((await fetch(`${world.base}/login`)).status).toBe(200);
  await expect.poll(() => world.proxy.size, { timeout: 10_000 }).toBe(0);
  world.mock.gateway.reset();
  const s = browserSocket(world, { cookie: await sessionCookie(world) });
  await s.opened;
  await expect.poll(() => world.mock.gateway.sockets.count("owner", "notice")).toBe(1);
  await control(world, "/push", { username: "owner", socket: "notice", message: { msgType: 3, msgTitle: "after fuzz" } });
  await expect.poll(() => s.messages.some((m) => m.includes("after fuzz"))).toBe(true);
  s.ws.close();
}, 120_000);
