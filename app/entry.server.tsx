/**
 * Server rendering: React's pipeable stream rendered to completion (onAllReady), emotion's
 * critical styles appended to <head>, and the security headers of documents
 * (DESIGN.md §4 pitfall: renderToString breaks Chakra hydration under single fetch).
 */
import { PassThrough } from "node:stream";
import createEmotionServer from "@emotion/server/create-instance";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { NonceProvider } from "~/components/ui/nonce";
import { UiProvider } from "~/components/ui/provider";
import { createEmotionCache, serverStyleTags } from "~/components/ui/emotion";
import { buildCsp, collectFrameOrigins, collectScriptOrigins } from "~/features/security";
import { recordingI18n, requestLanguage, sharedI18n } from "~/i18n/i18next.server";
import { NAMESPACES_META } from "~/i18n/config";
import { settleWithin } from "~/utils/deadline";
import { cachedDocument, documentCacheKey, isDocumentCacheable, storeDocument } from "~/utils/document-cache.server";

/** Referrer-Policy of documents and data responses unless a route sets its own. */
export const DEFAULT_REFERRER_POLICY = "strict-origin-when-cross-origin";

/** Data requests (single fetch) get the same default Referrer-Policy as documents. */
export function handleDataRequest(response: Response) {
  if (!response.headers.has("Referrer-Policy")) response.headers.set("Referrer-Policy", DEFAULT_REFERRER_POLICY);
  return response;
}

/** Abort SSR after this long (ms). */
export const streamTimeout = 10_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce ?? "";
  const lng = await requestLanguage(request);
  // An anonymous page that opted in is rendered once per distinct input (document-cache.server.ts).
  const context = remixContext.staticHandlerContext;
  const leaf = context.matches[context.matches.length - 1];
  const cacheKey =
    leaf && isDocumentCacheable(remixContext.routeModules[leaf.route.id]?.handle)
      ? documentCacheKey({
          method: request.method,
          url: request.url,
          language: lng,
          status: responseStatusCode,
          loaderData: context.loaderData,
          actionData: context.actionData,
          errors: context.errors,
          day: new Date().toDateString(),
        })
      : null;
  let page: string | Buffer | undefined = cacheKey ? cachedDocument(cacheKey, nonce) : undefined;
  if (page === undefined) {
    const rendered = await renderDocument(request, remixContext, lng, nonce);
    page = rendered.bytes;
    // A render that reported an error (a boundary fell back to the client) is never kept.
    if (cacheKey && rendered.clean) storeDocument(cacheKey, page.toString("utf8"), nonce);
  }

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (!responseHeaders.has("Referrer-Policy")) responseHeaders.set("Referrer-Policy", DEFAULT_REFERRER_POLICY);
  // A document carries its own CSP nonce and, logged in, personal data: never stored (issue 10).
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "private, no-store");
  const frameOrigins = collectFrameOrigins(remixContext.staticHandlerContext.loaderData);
  responseHeaders.set(
    "Content-Security-Policy",
    buildCsp({
      nonce,
      frameOrigins,
      // Live covers and announcement files come from the subscribed systems' origins (in the
      // demo, the mock's loopback http origin). Not the gateway's own URL: that may be an
      // internal address, and this header reaches anonymous pages too; an https gateway is
      // covered by img-src https: already.
      imgOrigins: frameOrigins,
      scriptOrigins: collectScriptOrigins(remixContext.staticHandlerContext.loaderData),
      dev: process.env.NODE_ENV === "development",
    }),
  );
  // The whole document is one buffer (or a cached string) already: the body is that one chunk,
  // not a Node stream wrapped in a web stream (issue 10: per-document stream plumbing).
  const body = typeof page === "string" ? page : new Uint8Array(page.buffer as ArrayBuffer, page.byteOffset, page.byteLength);
  return new Response(body, { status: responseStatusCode, headers: responseHeaders });
}

/**
 * Renders the document: React to completion, emotion's critical styles and the namespaces used
 * in <head>, as UTF-8 bytes (React's output bytes are kept: decoding and encoding the whole
 * document again, and a string body's USVString scan, cost ≈ 1 ms of a shell document).
 * `clean` is false when React reported an error during the render.
 */
async function renderDocument(request: Request, remixContext: EntryContext, lng: Awaited<ReturnType<typeof requestLanguage>>, nonce: string): Promise<{ bytes: Buffer; clean: boolean }> {
  // The language's shared instance (issue 10), viewed per request to record the namespaces used.
  const { i18n, used } = recordingI18n(await sharedI18n(lng));
  const cache = createEmotionCache(nonce);
  const { extractCriticalToChunks } = createEmotionServer(cache);

  let abortRender = () => {};
  let clean = true;
  const rendering = new Promise<Buffer>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <NonceProvider value={nonce}>
          <UiProvider cache={cache}>
            <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
          </UiProvider>
        </NonceProvider>
      </I18nextProvider>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          const chunks: Buffer[] = [];
          body.on("data", (c: Buffer) => chunks.push(c));
          body.on("end", () => resolve(Buffer.concat(chunks)));
          body.on("error", reject);
          pipe(body);
        },
        onShellError: reject,
        onError(error) {
          clean = false;
          if (!request.signal.aborted) console.error(error);
        },
      },
    );
    abortRender = abort;
  });
  // A render still pending past the stream timeout is aborted; the timer is cleared as soon as
  // the render settles, so no request leaves a timer behind.
  const bytes = await settleWithin(rendering, streamTimeout + 1000, () => abortRender());

  const styles = serverStyleTags(extractCriticalToChunks(bytes.toString("utf8")), nonce);
  // At the end of <head>: React 18 tolerates extra trailing nodes in head when hydrating, not
  // nodes between its own elements (that breaks hydration of <title>/<link>).
  // The namespaces this render used: the browser loads exactly these before hydrating.
  const nsMeta = `<meta name="${NAMESPACES_META}" content="${used().join(",")}"/>`;
  const headEnd = bytes.indexOf("</head>");
  if (headEnd < 0) return { bytes, clean };
  return { bytes: Buffer.concat([bytes.subarray(0, headEnd), Buffer.from(`${nsMeta}${styles}`), bytes.subarray(headEnd)]), clean };
}
