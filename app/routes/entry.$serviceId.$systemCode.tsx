/**
 * The shell layout `/entry/{serviceId}/{systemCode}[/{appName}]` (ROUTE-11, ROUTE-12): guard and
 * entry rules in the loader, markup in features/layout.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { RouteErrorBoundary } from "~/features/errors";
import { ShellLayout } from "~/features/layout";
import { shellLoader } from "~/features/layout/index.server";

export const loader = ({ request, params }: LoaderFunctionArgs) => shellLoader(request, params);

/** Tab switches inside one system do not reload the account and menus. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentParams, nextParams, formAction, defaultShouldRevalidate }) => {
  // Another system always needs its own data, even when a tracking post's revalidation is folded
  // into the navigation (the router then passes that post's formAction).
  if (currentParams.serviceId !== nextParams.serviceId || currentParams.systemCode !== nextParams.systemCode) return true;
  if (formAction === "/api/language" || formAction === "/api/menu-opt") return false;
  if (formAction === "/api/menus/status") return false;
  if (!formAction && currentParams.serviceId === nextParams.serviceId && currentParams.systemCode === nextParams.systemCode) return false;
  return defaultShouldRevalidate;
};

export default function EntryLayout() {
  const data = useLoaderData<typeof loader>();
  return (
    <ShellLayout data={data}>
      <Outlet />
    </ShellLayout>
  );
}

export const ErrorBoundary = () => <RouteErrorBoundary fullPage />;
