/**
 * Global micro-app errors (MICRO-06) and the 'Failed to fetch' counter (MICRO-07), as pure
 * functions plus one page-wide listener.
 */
import { useNavigate } from "@remix-run/react";
import { useEffect } from "react";

/** errorCode of a micro-app error that carries none (MICRO-06). */
export const DEFAULT_ERROR_CODE = 404;
/** The rejection count of 'Failed to fetch' that sends the user to /500 (MICRO-07). */
export const FAILED_FETCH_LIMIT = 3;
/** How long a micro-app module may take to load before it is a load error, ms (MICRO-08). */
export const MODULE_LOAD_TIMEOUT_MS = 120_000;

/** A reported micro-app error. */
export interface MicroAppErrorReport {
  app: string;
  errorCode: number | string;
  message: string;
}

/** The report of an error: its own `errorCode` when it has one, else 404 (MICRO-06). */
export function microAppErrorReport(app: string, error: unknown): MicroAppErrorReport {
  const own = (error as { errorCode?: unknown } | null)?.errorCode;
  const errorCode = typeof own === "number" || (typeof own === "string" && own !== "") ? own : DEFAULT_ERROR_CODE;
  const message = error instanceof Error ? error.message : String(error);
  return { app, errorCode, message: message.slice(0, 500) };
}

/** Whether an unhandled rejection reason is a 'Failed to fetch' one (MICRO-07). */
export function isFailedFetch(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : (reason as { message?: unknown } | null)?.message;
  return message === "Failed to fetch";
}

/**
 * Counts 'Failed to fetch' rejections since page load: returns the new count and whether this
 * one is the third (the only one that redirects; MICRO-07).
 */
export function countFailedFetch(count: number, reason: unknown): { count: number; redirect: boolean } {
  if (!isFailedFetch(reason)) return { count, redirect: false };
  return { count: count + 1, redirect: count + 1 === FAILED_FETCH_LIMIT };
}

let failedFetches = 0;
let installed = false;

/**
 * Listens, once per page, to unhandled rejections: the third 'Failed to fetch' calls `goTo500`.
 * Later calls only replace the callback.
 */
export function watchFailedFetches(goTo500: () => void): void {
  current = goTo500;
  if (installed || typeof window === "undefined") return;
  installed = true;
  window.addEventListener("unhandledrejection", (event) => {
    const next = countFailedFetch(failedFetches, event.reason);
    failedFetches = next.count;
    if (next.redirect) current();
  });
}
let current: () => void = () => undefined;

/**
 * The shell's hook for MICRO-07: the third unhandled 'Failed to fetch' rejection since page load
 * navigates to /500.
 */
export function useFailedFetchWatch(): void {
  const navigate = useNavigate();
  useEffect(() => watchFailedFetches(() => navigate("/500")), [navigate]);
}
