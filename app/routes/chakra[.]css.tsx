/** GET /chakra.css?v={version}: the design system's global styles, cached for a year per version. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { chakraGlobalCss } from "~/components/ui/global-css.server";

export function loader({ request }: LoaderFunctionArgs) {
  const { css, version } = chakraGlobalCss();
  const current = new URL(request.url).searchParams.get("v") === version;
  return new Response(css, {
    headers: {
      "Content-Type": "text/css; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
      ETag: `"${version}"`,
    },
  });
}
