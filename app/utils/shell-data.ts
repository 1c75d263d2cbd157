/**
 * The shell layout's loader data, for components anywhere under the shell route
 * (`/entry/:serviceId/:systemCode`).
 */
import { useRouteLoaderData } from "@remix-run/react";
import type { ShellData } from "~/features/layout";

/** The shell layout route's id (Remix's flat-routes file name). */
const SHELL_ROUTE_ID = "routes/entry.$serviceId.$systemCode";

/** The shell's loader data; undefined outside the shell route or when its loader failed. */
export function useShellData(): ShellData | undefined {
  return useRouteLoaderData(SHELL_ROUTE_ID) as ShellData | undefined;
}

/**
 * Who the page's user is, as a key for per-user browser caches: `userName@company`; "" outside
 * the shell.
 */
export function useUserKey(): string {
  const user = useShellData()?.user;
  return user ? `${user.userName}@${user.company}` : "";
}
