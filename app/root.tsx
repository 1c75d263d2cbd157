/**
 * The document: language, emotion insertion point, Chakra provider (from entry files),
 * and the root error boundary. The root loader runs the first guard steps (ROUTE-34):
 * `?token=` auto-login and the mobile redirect.
 */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useRouteLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { useNonce } from "~/components/ui/nonce";
import { rootGuard } from "~/features/auth/guard.server";
import { chakraGlobalCss } from "~/components/ui/global-css.server";
import { i18nServer } from "~/i18n/i18next.server";
import { useLanguageSync } from "~/i18n/use-language-sync";
import { withBase } from "~/utils/base-path";
import { shouldRevalidateRoot } from "~/utils/revalidation";

export const links: LinksFunction = () => [{ rel: "icon", href: withBase("/favicon.svg"), type: "image/svg+xml" }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Seller Portal" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const guard = await rootGuard(request);
  const t = await i18nServer.getFixedT(guard.lng);
  return { ...guard, title: t("app.name"), themeCss: withBase(`/chakra.css?v=${chakraGlobalCss().version}`) };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  // `<html data-hydrated>` once the first commit's effects have run (the root's run last): the
  // page answers clicks from here on (the e2e journeys wait for it, e2e/support/page.ts).
  useEffect(() => void (document.documentElement.dataset.hydrated = ""), []);
  const lng = data?.lng ?? "zh-CN";
  return (
    <html lang={lng} suppressHydrationWarning>
      <head suppressHydrationWarning>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {data?.themeCss && <link rel="stylesheet" href={data.themeCss} />}
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The root error boundary's module (status page, its icon and actions): not part of every
 * page's first-load JS (issue 10, `login_js_gzip_bytes`: ≈ 2 KB gzip of the login page), but
 * fetched once the page is idle (see App), so an error after that renders at once.
 */
const loadRootErrorBoundary = () => import("~/features/errors/components/RouteErrorBoundary");
const LazyRootErrorBoundary = lazy(() => loadRootErrorBoundary().then((m) => ({ default: m.RootErrorBoundary })));

export default function App() {
  const { lng } = useLoaderData<typeof loader>();
  useLanguageSync(lng);
  useEffect(() => {
    const warm = () => void loadRootErrorBoundary().catch(() => undefined);
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(warm, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(warm, 2000);
    return () => clearTimeout(id);
  }, []);
  return <Outlet />;
}

/**
 * The server renders the boundary to completion (entry.server waits for onAllReady), so an
 * error document arrives whole; in the browser the boundary's module is fetched if it is not
 * there yet, hydration of the server's markup waiting for it.
 */
export function ErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <LazyRootErrorBoundary />
    </Suspense>
  );
}

/**
 * A tab activation's tracking post (GW-22), favourites, pins and the paid-page flag change
 * nothing the root loader reads, nor does a tab switch inside one workspace: no reload
 * (~/utils/revalidation). (A tracking post's reload raced a navigation started right after it
 * and could leave the page blank; a tab switch's cost a server round trip and a re-render.)
 */
export const shouldRevalidate: ShouldRevalidateFunction = (args) => shouldRevalidateRoot(args);
