/**
 * The shell layout `/entry/{serviceId}/{systemCode}[/{appName}]` (ROUTE-11, ROUTE-12): guard and
 * entry rules in the loader, markup in the shell (app/shell).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Outlet, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { SHELL_RECIPES } from "~/components/ui/shell-recipes";
import { registerRecipes } from "~/components/ui/system";
import { RouteErrorBoundary } from "~/features/errors";
import { ShellLayout, shellTitle } from "~/shell";
import { shellLoader } from "~/shell/index.server";
import { shouldRevalidateLayout } from "~/utils/revalidation";

// The workspace's dialogs, menus, drawers, tabs and toasts are styled by recipes the login page
// does not load (~/components/ui/shell-recipes): registered before anything here renders.
registerRecipes(SHELL_RECIPES);

export const loader = ({ request, params }: LoaderFunctionArgs) => shellLoader(request, params);

/** The document title: the system's name in the user's language, then the portal's (root) title. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: shellTitle(data?.systemNames, matches.find((m) => m.id === "root")?.data) }];

/** Tab switches inside one system do not reload the account and menus (~/utils/revalidation). */
export const shouldRevalidate: ShouldRevalidateFunction = (args) => shouldRevalidateLayout(args);

export default function EntryLayout() {
  const data = useLoaderData<typeof loader>();
  return (
    <ShellLayout data={data}>
      <Outlet />
    </ShellLayout>
  );
}

export const ErrorBoundary = () => <RouteErrorBoundary fullPage />;
