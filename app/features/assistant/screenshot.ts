/**
 * Page screenshot for analysis: the active pane's sub-app is asked for its own capture when a
 * capture hook is installed and it answers in time; otherwise the shell is captured (the drawer
 * left out; the work area `main`, else the body) with modern-screenshot at scale 1.5 as JPEG quality 0.8, loaded on first use.
 * Then the image is uploaded through the portal (`/api/assistant/image-upload`, field `FILE`).
 * @module features/assistant/screenshot
 * @see AI-18 @see AI-19 @see AI-63 @see AI-64 @see AI-65 @see AI-66
 */
import { z } from "zod";
import { HOME_KEY, type Pane } from "~/features/tabs";
import { callRoute } from "~/utils/route-client";

/** Capture scale and JPEG quality. @see AI-63 */
export const SCREENSHOT_SCALE = 1.5;
export const SCREENSHOT_QUALITY = 0.8;
/**
 * How long a sub-app may take to answer with its own capture, ms: the sample apps capture their
 * order table in about 1 s on a quiet machine and 4.5 s on a loaded 2-core one.
 */
export const SUB_APP_CAPTURE_TIMEOUT_MS = 8_000;
/** The longest a shell capture may take before it counts as failed, ms. */
export const CAPTURE_TIMEOUT_MS = 15_000;

/** What the shell says about the active pane. */
export interface ActivePaneInfo {
  kind: "portal" | "iframe" | "micro";
  /** The pane's key (the sub-app capture asks the app of this pane). */
  key?: string;
  /** Set when the pane is an agent's (no screenshot then, AI-19). */
  agentId?: string | number | null;
}

/**
 * The active pane of the tabs' state as the page analysis sees it: the home pane and portal
 * pages (`sso-web`) are the portal's, `iframe` an iframe sub-app, any other app a micro-app.
 * The pane's menu agentId, when it has one, comes along (the drawer then captures nothing,
 * AI-19). Null when no pane is active.
 * @see AI-19
 */
export function activePaneOf(state: { panes: readonly Pick<Pane, "key" | "appName" | "agentId">[]; activeKey: string | null }): ActivePaneInfo | null {
  const pane = state.panes.find((p) => p.key === state.activeKey);
  if (!pane) return null;
  const kind = pane.appName === "iframe" ? "iframe" : pane.key === HOME_KEY || pane.appName === "sso-web" ? "portal" : "micro";
  return pane.agentId !== undefined ? { kind, key: pane.key, agentId: pane.agentId } : { kind, key: pane.key };
}

let paneProbe: () => ActivePaneInfo | null = () => null;
/** Asks a pane's app for its own picture (at the given scale and JPEG quality); null when it cannot. */
type SubAppCapture = (pane: ActivePaneInfo, opts: { scale: number; quality: number }) => Promise<Blob | null>;
let subAppCapture: SubAppCapture | null = null;

/**
 * Hook point for the shell (tabs): tells the assistant about the active pane. Returns the
 * function that removes it.
 */
export function setActivePaneProbe(probe: () => ActivePaneInfo | null): () => void {
  paneProbe = probe;
  return () => void (paneProbe === probe && (paneProbe = () => null));
}

/**
 * Hook point for the sub-app bridge: asks an iframe or micro-app pane for its own capture
 * (a JPEG or PNG Blob, or null when it cannot). Without it, or when it fails or takes longer
 * than {@link SUB_APP_CAPTURE_TIMEOUT_MS}, the shell is captured. Returns the remover.
 */
export function setSubAppCapture(capture: SubAppCapture): () => void {
  subAppCapture = capture;
  return () => void (subAppCapture === capture && (subAppCapture = null));
}

/** The active pane (null when the shell did not say). */
export const activePane = (): ActivePaneInfo | null => {
  try {
    return paneProbe();
  } catch {
    return null;
  }
};

const withTimeout = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);

/**
 * A capture and where it came from: the active pane's app (`app`), the shell (`shell`: a portal
 * pane), or the shell because the pane's app could not give its own (`shell-fallback`: a
 * cross-origin page that does not answer shows blank in the shell's capture).
 */
export interface Capture {
  blob: Blob;
  source: "app" | "shell" | "shell-fallback";
}

/**
 * Captures the page: an iframe or micro-app pane's own picture when its app answers, else the
 * shell. @throws Error when nothing could be captured. @see AI-63
 */
export async function capturePage(shell: () => Promise<Blob> = captureShell): Promise<Capture> {
  const pane = activePane();
  if (pane && pane.kind !== "portal") {
    const ask = subAppCapture;
    const own = ask ? await withTimeout(ask(pane, { scale: SCREENSHOT_SCALE, quality: SCREENSHOT_QUALITY }).catch(() => null), SUB_APP_CAPTURE_TIMEOUT_MS) : null;
    if (own && own.size > 0) return { blob: own, source: "app" };
    return { blob: await shell(), source: "shell-fallback" };
  }
  return { blob: await shell(), source: "shell" };
}

/** Captures the shell as a JPEG Blob. @throws Error when nothing could be captured. @see AI-63 */
async function captureShell(): Promise<Blob> {
  const { domToBlob } = await import("modern-screenshot");
  // The work area (tab strip and pane) is what the user asks about, and captures ~7x faster than
  // the whole body with its menus.
  const capture = domToBlob(document.querySelector("main") ?? document.body, {
    scale: SCREENSHOT_SCALE,
    quality: SCREENSHOT_QUALITY,
    type: "image/jpeg",
    backgroundColor: "#ffffff",
    // No workers (the CSP allows no blob: scripts), no web-font embedding, bounded fetches.
    workerNumber: 0,
    font: false,
    timeout: 5_000,
    // Not the drawer, its button, nor the hidden panes (kept alive under content-visibility: hidden).
    filter: (node) => !(node instanceof Element && (node.hasAttribute("data-assistant-drawer") || node.getAttribute("data-testid") === "assistant-fab" || (node.getAttribute("role") === "tabpanel" && node.getAttribute("aria-hidden") === "true"))),
  });
  const blob = await withTimeout(capture, CAPTURE_TIMEOUT_MS);
  if (!blob || blob.size === 0) throw new Error("empty capture");
  return blob;
}

/** An uploaded capture: its oss_url and the portal's ticket for it (AI-65). */
export interface UploadedCapture {
  url: string;
  ticket: string;
  /** When the ticket expires, ms since the epoch. */
  expiresAt: number;
}

/** The upload route's reply (features/assistant/routes.server.ts). */
const uploadReply = z.object({ ok: z.literal(true), oss_url: z.string(), ticket: z.string(), expires_at: z.number() });

/**
 * Uploads a capture (field `FILE`, named after its type) through the route client; resolves
 * with its oss_url and ticket.
 * @throws RouteError on any failure (its `serverMessage`: the portal's message, in the user's
 *   language, when it gave one; an ended session has had its reaction)
 * @see AI-64 @see AI-65
 */
export async function uploadCapture(blob: Blob): Promise<UploadedCapture> {
  const form = new FormData();
  const png = blob.type === "image/png";
  form.append("FILE", new File([blob], png ? "screenshot.png" : "screenshot.jpg", { type: png ? "image/png" : "image/jpeg" }));
  const body = await callRoute("/api/assistant/image-upload", { form, schema: uploadReply });
  return { url: body.oss_url, ticket: body.ticket, expiresAt: body.expires_at };
}
