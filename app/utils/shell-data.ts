/**
 * The shell's loader data as any component under the shell route
 * (`/entry/:serviceId/:systemCode`) may read it: the slice every feature may rely on
 * ({@link ShellUserView}). The shell's `ShellData` satisfies it, checked at compile time in
 * app/shell/views.ts; this ground-floor file never imports the shell.
 */
import { useRouteLoaderData } from "@remix-run/react";

/** The shell layout route's id (Remix's flat-routes file name). */
const SHELL_ROUTE_ID = "routes/entry.$serviceId.$systemCode";

/** The part of the shell's loader data any feature may read: who the user is. */
export interface ShellUserView {
  user: { userName: string; company: string };
}

/** The shell's loader data (its user); undefined outside the shell route or when its loader failed. */
export function useShellData(): ShellUserView | undefined {
  return useRouteLoaderData(SHELL_ROUTE_ID) as ShellUserView | undefined;
}

/**
 * Who the page's user is, as a key for per-user browser caches: `userName@company`; "" outside
 * the shell.
 */
export function useUserKey(): string {
  const user = useShellData()?.user;
  return user ? `${user.userName}@${user.company}` : "";
}
