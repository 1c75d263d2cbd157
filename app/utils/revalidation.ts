/**
 * When the root and the shell layout reload their loaders. The layout holds the account and the
 * whole menu tree (5,000 menus for a big tenant): it reloads when the system changes, after a
 * submission that changes what it holds, and when a feature asks for it with
 * {@link markLayoutStale}; never for a tab switch nor for the quiet resource routes below, whose
 * callers update exactly what changed. The root (language, title, the `?token=` and mobile
 * guard) does not reload for a tab switch either: only the path inside one workspace changed.
 */
import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";

/**
 * Resource routes whose submissions change nothing the root or layout loaders read: tracking
 * (`/api/menu-opt`: its reload raced a navigation and could leave the page blank), favourites,
 * pins, the paid-page flag and the sider's collapse state.
 */
const QUIET_ACTIONS: ReadonlySet<string> = new Set(["/api/menu-opt", "/api/favourites", "/api/menu-pin", "/api/paid-flag", "/api/menus/status"]);

/** True for a submission to a {@link QUIET_ACTIONS} route (query string ignored). */
export function isQuietAction(formAction: string | undefined): boolean {
  return !!formAction && QUIET_ACTIONS.has(formAction.split("?")[0]);
}

let layoutStale = false;

/**
 * Asks for one reload of the shell layout: call it, then `useRevalidator().revalidate()`, after a
 * change to data the layout loader holds (e.g. the menu tree).
 */
export function markLayoutStale(): void {
  layoutStale = true;
}

/** The shell layout's rule (see the module comment). */
export function shouldRevalidateLayout(args: Pick<ShouldRevalidateFunctionArgs, "currentParams" | "nextParams" | "formAction" | "defaultShouldRevalidate">): boolean {
  const { currentParams, nextParams, formAction, defaultShouldRevalidate } = args;
  // Another system always needs its own data, even when a tracking post's revalidation is folded
  // into the navigation (the router then passes that post's formAction).
  if (currentParams.serviceId !== nextParams.serviceId || currentParams.systemCode !== nextParams.systemCode) return true;
  if (formAction) return formAction === "/api/language" || isQuietAction(formAction) ? false : defaultShouldRevalidate;
  if (layoutStale) {
    layoutStale = false;
    return true;
  }
  if (currentParams.serviceId === nextParams.serviceId && currentParams.systemCode === nextParams.systemCode) return false;
  return defaultShouldRevalidate;
}

/** `/entry/{serviceId}/{systemCode}` of a shell path, or null outside a workspace. */
function workspaceOf(pathname: string): string | null {
  const m = /^(?:\/[^/]+)*?\/entry\/([^/]+)\/([^/]+)(?:\/|$)/.exec(pathname);
  return m ? `${m[1]}/${m[2]}` : null;
}

/**
 * The root's rule: no reload after a quiet submission (above), nor for a navigation that stays
 * in one workspace with the same query (a tab switch: `/entry/1001/ERP/erp#/a` →
 * `/entry/1001/ERP/sso-web#/b`), whose root data (language, title, guard) cannot have changed;
 * otherwise Remix's default.
 */
export function shouldRevalidateRoot(args: Pick<ShouldRevalidateFunctionArgs, "currentUrl" | "nextUrl" | "formAction" | "defaultShouldRevalidate">): boolean {
  const { currentUrl, nextUrl, formAction, defaultShouldRevalidate } = args;
  if (formAction) return isQuietAction(formAction) ? false : defaultShouldRevalidate;
  const workspace = workspaceOf(currentUrl.pathname);
  if (workspace !== null && workspace === workspaceOf(nextUrl.pathname) && currentUrl.search === nextUrl.search) return false;
  return defaultShouldRevalidate;
}
