/** GET /chakra.css?v={version}: the design system's global styles, cached for a year per version (304 on a matching ETag). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { chakraGlobalCss } from "~/components/ui/global-css.server";
import { cacheableResponse } from "~/utils/http-cache.server";

export function loader({ request }: LoaderFunctionArgs) {
  const { css, version } = chakraGlobalCss();
  const current = new URL(request.url).searchParams.get("v") === version;
  return cacheableResponse(request, {
    body: css,
    contentType: "text/css; charset=utf-8",
    cacheControl: current ? "public, max-age=31536000, immutable" : "no-cache",
    etag: version,
  });
}
