/**
 * Hostile bytes for a loopback server, as fast-check arbitraries: malformed WebSocket upgrade
 * targets and headers, raw WebSocket frames after a valid handshake (unmasked, bad opcodes,
 * huge declared lengths), broken HTTP requests and plain noise. Shared by the vitest suite
 * (spec/mock-gateway/hostile-input.test.ts) and the e2e suite against the embedded mock
 * (e2e/mock-hostile.spec.ts). Also {@link sendRaw}, which throws bytes at a TCP port.
 */
import { connect } from "node:net";
import fc from "fast-check";

const JUNK_UNITS = [..."%0123456789ABCDEFabcxyz/?#.:@[]-_~ \\\t'\"<>", "\u0000", "\u007f", "\u00e9", "中", "\r", "\n"];
/** Short text made of URL-breaking characters (percent signs, slashes, control and non-ASCII). */
const junk = (maxLength = 24) => fc.string({ unit: fc.constantFrom(...JUNK_UNITS), maxLength });

/** A valid `Sec-WebSocket-Key` (16 random bytes, base64). */
const wsKey = fc.uint8Array({ minLength: 16, maxLength: 16 }).map((b) => Buffer.from(b).toString("base64"));

/** Request targets aimed at the socket path and around it. */
const target = fc.oneof(
  junk().map((j) => `/sso/ecSocket/${j}`),
  fc.constantFrom("/sso/ecSocket/%E0%A4%A", "/sso/ecSocket/%", "/sso/ecSocket/%FF%FE", "/sso/ecSocket/", "*", "", "//x/y", "/__mock/token"),
  junk().map((j) => `/${j}`),
  junk().map((j) => `http://${j}/sso/ecSocket/x`),
  junk(),
);

/** Header lines: the handshake's, each valid, missing or junk, plus a few random ones. */
const headerLines = (host: string) =>
  fc
    .record({
      host: fc.option(fc.oneof(fc.constant(host), junk(), fc.constantFrom("a b", "[", "evil.example", "evil@127.0.0.1"))),
      upgrade: fc.option(fc.oneof(fc.constant("websocket"), junk())),
      connection: fc.option(fc.oneof(fc.constant("Upgrade"), junk())),
      key: fc.option(fc.oneof(wsKey, junk())),
      version: fc.option(fc.oneof(fc.constant("13"), junk(4))),
      origin: fc.option(fc.oneof(fc.constant("https://evil.example"), junk())),
      extra: fc.array(fc.tuple(junk(12), junk()), { maxLength: 3 }),
    })
    .map((h) => [
      ...(h.host === null ? [] : [`Host: ${h.host}`]),
      ...(h.upgrade === null ? [] : [`Upgrade: ${h.upgrade}`]),
      ...(h.connection === null ? [] : [`Connection: ${h.connection}`]),
      ...(h.key === null ? [] : [`Sec-WebSocket-Key: ${h.key}`]),
      ...(h.version === null ? [] : [`Sec-WebSocket-Version: ${h.version}`]),
      ...(h.origin === null ? [] : [`Origin: ${h.origin}`]),
      ...h.extra.map(([name, value]) => `${name}: ${value}`),
    ]);

/** One WebSocket frame, valid or not: any opcode, RSV bits, mask or none, a lying length. */
const frame = fc
  .record({
    fin: fc.boolean(),
    rsv: fc.integer({ min: 0, max: 7 }),
    opcode: fc.integer({ min: 0, max: 15 }),
    masked: fc.boolean(),
    payload: fc.uint8Array({ maxLength: 200 }),
    lengthForm: fc.constantFrom("exact", "16", "64", "huge"),
  })
  .map((f) => {
    const head = [(f.fin ? 0x80 : 0) | (f.rsv << 4) | f.opcode];
    const mask = f.masked ? 0x80 : 0;
    const len = f.payload.length;
    const ext: number[] = [];
    if (f.lengthForm === "16") ext.push(mask | 126, len >> 8, len & 0xff);
    else if (f.lengthForm === "64") ext.push(mask | 127, 0, 0, 0, 0, 0, 0, len >> 8, len & 0xff);
    else if (f.lengthForm === "huge") ext.push(mask | 127, 0x7f, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff);
    else ext.push(mask | Math.min(len, 125));
    const body = Buffer.from(f.payload.slice(0, f.lengthForm === "exact" ? 125 : undefined));
    const key = f.masked ? Buffer.from([1, 2, 3, 4]) : Buffer.alloc(0);
    return Buffer.concat([Buffer.from([...head, ...ext]), key, body]);
  });

/**
 * The arbitrary of one hostile connection's bytes.
 * @param host the server's `host:port`, used as a valid `Host` header
 * @param tokens socket tokens worth trying after a valid handshake (e.g. a live session token)
 */
export function hostileBytes(host: string, tokens: string[]): fc.Arbitrary<Buffer> {
  const upgrade = fc
    .tuple(target, headerLines(host))
    .map(([t, lines]) => Buffer.from(`GET ${t} HTTP/1.1\r\n${lines.join("\r\n")}\r\n\r\n`, "latin1"));
  const frames = fc
    .tuple(fc.constantFrom(...tokens, "nope"), wsKey, fc.array(fc.oneof(frame, fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b))), { minLength: 1, maxLength: 4 }))
    .map(([token, key, fs]) =>
      Buffer.concat([
        Buffer.from(`GET /sso/ecSocket/${token} HTTP/1.1\r\nHost: ${host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`),
        ...fs,
      ]),
    );
  const http = fc
    .tuple(fc.constantFrom("GET", "POST", "PATCH", "DELETE", "OPTIONS", "HEAD", "PUT"), target, headerLines(host), fc.option(junk(12)), fc.uint8Array({ maxLength: 300 }))
    .map(([method, t, lines, length, body]) => {
      const cl = length === null ? [] : [`Content-Length: ${length}`];
      return Buffer.concat([Buffer.from(`${method} ${t} HTTP/1.1\r\n${[...lines, ...cl].join("\r\n")}\r\n\r\n`, "latin1"), Buffer.from(body)]);
    });
  const noise = fc.uint8Array({ minLength: 1, maxLength: 300 }).map((b) => Buffer.from(b));
  return fc.oneof(upgrade, frames, http, noise);
}

/**
 * Connects to `port` on 127.0.0.1, writes `bytes`, half-closes, and waits until the server
 * closes (at most `waitMs`, then destroys). Resolves with what the server sent; never rejects.
 */
export function sendRaw(port: number, bytes: Buffer, waitMs = 300): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, "127.0.0.1", () => socket.end(bytes));
    const timer = setTimeout(() => socket.destroy(), waitMs);
    socket.on("data", (d: Buffer) => chunks.push(d));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
  });
}
