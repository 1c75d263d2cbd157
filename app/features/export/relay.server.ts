/**
 * `POST /upload/download` of the portal: the browser sends `fileName` (the file's URL on the
 * file host) and `saveAs`; the portal posts the file host's `/upload/download` with form data
 * token and fileName (the token added here, server-side), and streams the answer to the browser
 * as it comes (never whole in memory; the Express side waits for a slow client), with a
 * `Content-Disposition` that keeps a Chinese or Korean name and the `Range` answer of the host
 * (206 / 416). Anything the host answers that is not the file becomes a JSON failure with a
 * message key, never a page the browser would save.
 * @module features/export/relay
 * @see EXPORT-06 @see EXPORT-20 @see EXPORT-22
 */
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { Readable } from "node:stream";
import { ACCEPT_LANGUAGE } from "~/gateway/client.server";
import { UPLOAD_DOWNLOAD_PATH } from "~/gateway/paths";
import { toGatewayLanguage } from "~/i18n/config";
import { requestLanguage } from "~/i18n/i18next.server";
import { followableLink } from "~/utils/download-link";
import { assistantUrl, gatewayUrl } from "~/utils/env.server";
import { getSession, readLogin } from "~/utils/session.server";
import { attachmentHeader, safeFileName } from "./file-name.server";

/** How long the host may take to start answering, ms (the gateway's request timeout, GW-06). */
export const RELAY_HEADERS_TIMEOUT_MS = 60_000;

/** Why a relay did not happen; `foreign`: the link is not on the file host (open it directly). */
export type RelayRefusal = "badRequest" | "refused" | "foreign" | "missing" | "failed" | "unauthorized";

const refuse = (reason: RelayRefusal, status: number) =>
  Response.json({ ok: false as const, reason, error: `export:download.${reason}` }, { status, headers: { "Cache-Control": "no-store" } });

/** The file host's origins: the gateway's and the assistant host's. */
function hostOrigins(): Set<string> {
  return new Set([gatewayUrl(), assistantUrl()].map((u) => new URL(u).origin));
}

/** The answer headers passed on from the host. */
const PASSED = ["content-type", "content-length", "content-range", "last-modified", "etag"];

/** The host's answer: status, headers, and the body as a web stream that reads the socket on demand. */
interface HostAnswer {
  status: number;
  headers: Headers;
  body: ReadableStream<Uint8Array>;
}

/**
 * Posts `form` (multipart, encoded as fetch would) to `url` with node:http(s) and resolves once the
 * answer's headers arrive. The body is read only as fast as the browser takes it: measured relaying
 * 200 MiB to a 6 MiB/s client (bench/export.ts, and the same chain outside the portal), undici's
 * fetch and `request` read ahead and kept 46–49 MB after a full GC, node:http with
 * `Readable.toWeb` 13 MB. Redirects are not followed.
 * @param headersTimeoutMs how long the host may take to send its headers, ms; the body has no limit
 * @param signal the browser's request: aborting it (the browser went away) ends the upstream call too
 * @throws when the connection fails, the headers time out, or `signal` aborts before the headers
 */
function postForm(url: URL, form: FormData, headers: Record<string, string>, headersTimeoutMs: number, signal: AbortSignal): Promise<HostAnswer> {
  return new Promise((resolve, reject) => {
    const encoded = new Response(form);
    void encoded.arrayBuffer().then((payload) => {
      const send = url.protocol === "https:" ? httpsRequest : httpRequest;
      const req = send(url, { method: "POST", headers: { ...headers, "Content-Type": encoded.headers.get("content-type") ?? "multipart/form-data", "Content-Length": String(payload.byteLength) } }, (res: IncomingMessage) => {
        clearTimeout(timer);
        const answer = new Headers();
        for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) answer.set(name, Array.isArray(value) ? value.join(", ") : value);
        resolve({ status: res.statusCode ?? 502, headers: answer, body: Readable.toWeb(res) as ReadableStream<Uint8Array> });
      });
      const timer = setTimeout(() => req.destroy(new Error("the file host sent no headers in time")), headersTimeoutMs);
      const abort = () => req.destroy(new Error("the browser went away"));
      if (signal.aborted) abort();
      else signal.addEventListener("abort", abort, { once: true });
      req.on("error", (error) => {
        clearTimeout(timer);
        reject(error);
      });
      req.on("close", () => signal.removeEventListener("abort", abort));
      req.end(Buffer.from(payload));
    }, reject);
  });
}

/** Relays one download (see the module comment). */
export async function relayDownload(request: Request): Promise<Response> {
  const login = readLogin(await getSession(request));
  if (!login) return refuse("unauthorized", 401);
  const form = await request.formData().catch(() => null);
  const raw = form?.get("fileName");
  if (typeof raw !== "string" || raw === "") return refuse("badRequest", 400);
  const link = followableLink(raw);
  if (!link) return refuse("refused", 400);
  const url = new URL(link);
  if (!hostOrigins().has(url.origin)) return refuse("foreign", 409);
  const saveAs = safeFileName(form?.get("saveAs"), safeFileName(decodeURIComponent(url.pathname.split("/").pop() ?? "")));
  const body = new FormData();
  body.set("token", login.token);
  body.set("fileName", link);
  const headers: Record<string, string> = { Company: login.company, "Accept-Language": ACCEPT_LANGUAGE[toGatewayLanguage(await requestLanguage(request))] };
  const range = request.headers.get("range");
  if (range && range.length <= 200) headers.Range = range;
  let upstream: HostAnswer;
  try {
    upstream = await postForm(new URL(`${gatewayUrl()}${UPLOAD_DOWNLOAD_PATH}`), body, headers, RELAY_HEADERS_TIMEOUT_MS, request.signal);
  } catch {
    return refuse("failed", 502);
  }
  if (upstream.status === 416) {
    void upstream.body.cancel().catch(() => {});
    return new Response(null, { status: 416, headers: { "Content-Range": upstream.headers.get("content-range") ?? "bytes */0", "Accept-Ranges": "bytes" } });
  }
  const type = upstream.headers.get("content-type") ?? "";
  if ((upstream.status !== 200 && upstream.status !== 206) || /^(?:text\/html|application\/json)/i.test(type)) {
    void upstream.body.cancel().catch(() => {});
    return refuse(upstream.status === 404 ? "missing" : upstream.status === 401 ? "unauthorized" : "failed", upstream.status === 404 ? 404 : 502);
  }
  const out = new Headers({ "Content-Disposition": attachmentHeader(saveAs), "Accept-Ranges": "bytes", "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" });
  for (const name of PASSED) {
    const value = upstream.headers.get(name);
    if (value) out.set(name, value);
  }
  if (!out.has("content-type")) out.set("Content-Type", "application/octet-stream");
  return new Response(upstream.body, { status: upstream.status, headers: out });
}
