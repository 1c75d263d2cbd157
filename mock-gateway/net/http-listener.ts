/**
 * Serves msw request handlers over `node:http`, for the loopback mock gateway. It replaces
 * `@mswjs/http-middleware`, which let a client bring the process down (an invalid `Host` made
 * its URL constructor throw outside any handler; `HttpResponse.error()` became status 0, which
 * Node throws on; its response stream had no error handler). Here nothing a client sends is
 * fatal: a bad target is a 400, a body over {@link MAX_BODY_BYTES} (the screenshot upload's:
 * {@link MAX_UPLOAD_BODY_BYTES}) a 413, a handler that throws
 * a 500, `HttpResponse.error()` (the `drop` fault) a destroyed socket, and nothing matched a 404.
 * No CORS headers are added: the browser never calls the gateway (DESIGN.md §1, BFF).
 * @module mock-gateway/net/http-listener
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { getResponse, type RequestHandler } from "msw";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";

/** Largest request body read (bytes): far above any gateway call or control request. */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Largest body of the assistant host's screenshot upload (bytes): its 2 MiB image
 * (mock-gateway/assistant/uploads.ts) and the multipart envelope around it.
 */
export const MAX_UPLOAD_BODY_BYTES = 2 * 1024 * 1024 + 64 * 1024;
const UPLOAD_PATH = "/api/v1/agent/image-upload";

/** Thrown by {@link readBody} when the body exceeds {@link MAX_BODY_BYTES}. */
class TooLarge extends Error {}

/**
 * The request header in which the listener gives the handlers the request's arrival time
 * (`performance.now()` of this process, ms); a client's own value is overwritten.
 */
export const RECEIVED_AT_HEADER = "x-mock-received-at";

/** The arrival time the listener stamped on `request` (ms, `performance.now()`), if any. */
export function receivedAtOf(request: Request): number | undefined {
  const raw = request.headers.get(RECEIVED_AT_HEADER);
  const value = raw ? Number(raw) : NaN;
  return Number.isFinite(value) && value >= 0 && value <= performance.now() ? value : undefined;
}

/**
 * Creates a `request` listener for `http.createServer` that answers with `handlers`.
 * @param origin the server's own origin (`http://host:port`): request URLs are built on it, never
 *   on the client's `Host` (which the handlers still see as a header)
 */
export function mswListener(handlers: RequestHandler[], origin: string): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    req.on("error", () => req.destroy());
    res.on("error", () => res.destroy());
    serve(handlers, origin, req, res).catch(() => {
      if (res.headersSent) res.destroy();
      else sendJson(res, 500, { code: "500", msg: "Mock gateway error" });
    });
  };
}

async function serve(handlers: RequestHandler[], origin: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const receivedAt = performance.now();
  const target = req.url ?? "";
  // Origin-form only ("/path?query"): an absolute or authority form would re-aim the URL.
  if (!target.startsWith("/")) return sendJson(res, 400, { code: "400", msg: "Bad request target" });
  let url: URL;
  let headers: Headers;
  try {
    url = new URL(origin + target);
    headers = new Headers();
    for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
    // Set, never taken from the client: the handlers' view of when the request arrived.
    headers.set(RECEIVED_AT_HEADER, String(receivedAt));
  } catch {
    return sendJson(res, 400, { code: "400", msg: "Bad request" });
  }
  const method = req.method ?? "GET";
  let body: Uint8Array<ArrayBuffer> | undefined;
  try {
    body = method === "GET" || method === "HEAD" ? undefined : await readBody(req, url.pathname.endsWith(UPLOAD_PATH) ? MAX_UPLOAD_BODY_BYTES : MAX_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof TooLarge)) return void req.destroy();
    res.setHeader("connection", "close");
    return sendJson(res, 413, { code: "413", msg: "Request body too large" });
  }
  let request: Request;
  try {
    request = new Request(url, { method, headers, body });
  } catch {
    return sendJson(res, 400, { code: "400", msg: "Bad request" });
  }
  const response = await getResponse(handlers, request);
  if (!response) return sendJson(res, 404, { code: "404", msg: "Not found" });
  if (response.type === "error") return void req.socket.destroy();
  // Streamed answers and files (`Accept-Ranges`: the file host's) go out as they come, never whole in memory.
  if (response.body && (/^text\/event-stream/i.test(response.headers.get("content-type") ?? "") || response.headers.has("accept-ranges"))) return streamBody(response, res, req);
  const payload = Buffer.from(await response.arrayBuffer());
  const out: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") out[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) out["set-cookie"] = cookies;
  out["content-length"] = String(payload.length);
  res.writeHead(response.status, response.statusText || undefined, out);
  res.end(method === "HEAD" ? undefined : payload);
}

/**
 * Writes a streamed (`text/event-stream`) response as its chunks come, unbuffered; a client that
 * goes away cancels the stream, and a stream that errors destroys the socket (a broken answer).
 */
async function streamBody(response: Response, res: ServerResponse, req: IncomingMessage): Promise<void> {
  const out: Record<string, string> = {};
  response.headers.forEach((value, name) => void (out[name] = value));
  res.writeHead(response.status, out);
  res.flushHeaders();
  if (req.method === "HEAD") return void res.end();
  // pipeline: backpressure (a slow client pauses the read), and a client that goes away or a
  // stream that errors ends both sides.
  await pipeline(Readable.fromWeb(response.body! as NodeWebStream<Uint8Array>), res).catch(() => res.destroy());
}

/** Reads the whole request body; rejects with {@link TooLarge} past `limit` bytes. */
function readBody(req: IncomingMessage, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners("data");
        req.resume();
        reject(new TooLarge());
      } else chunks.push(chunk);
    });
    req.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    req.on("error", reject);
    req.on("aborted", () => reject(new Error("aborted")));
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent || res.destroyed) return;
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

