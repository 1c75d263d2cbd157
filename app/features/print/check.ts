/**
 * The print-plugin check as the shell runs it when a hosted app prints (the bridge's `print`
 * message): never on page load, so a seller who does not print never sees its messages
 * (PRINT-01). It reports through toasts only, in the user's language, each with what to do
 * (download, upgrade, try again); there is no print screen (PRINT-02).
 *
 * The probe runs in a sandboxed frame (`/print-probe`, ./probe.server.ts) made for this one
 * check and removed after it; its report is accepted only when it comes from that frame's
 * window, with the opaque origin `"null"` a sandboxed frame has, and the random id the shell
 * gave it. The shell's own CSP is not touched.
 * @see PRINT-01 @see PRINT-02 @see PRINT-03 @see PRINT-04 @see PRINT-05 @see PRINT-06 @see PRINT-07 @see PRINT-08
 */
import type { i18n as I18n } from "i18next";
import { z } from "zod";
import { notify } from "~/components/ui/notify";
import { withBase } from "~/utils/base-path";
import { callRoute } from "~/utils/route-client";
import { decidePrintState, parseVersion, PLUGIN_MIN_VERSION, probeFactsSchema, type PrintState, type ProbeFacts } from "./model";
import { PROBE_MESSAGE_TYPE } from "./probe-script";

/** How long the shell waits for the probe frame's report before it says "try later", ms. */
export const PROBE_TIMEOUT_MS = 20_000;

/** The outcome of one check: the state (`ok`: go on printing) or `checkFailed` (the portal did not answer). */
export type PrintOutcome = PrintState | "checkFailed";

const configSchema = z.object({ cloudMin: z.string().min(1).max(40), downloadUrl: z.string().url().max(2000) });
const reportSchema = z.object({ type: z.literal(PROBE_MESSAGE_TYPE), id: z.string().max(64), facts: probeFactsSchema });

/** A random id the probe frame must echo (24 URL-safe characters). */
function probeId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_");
}

/**
 * Runs the probe frame once. Resolves with its facts, or null when it did not report within
 * {@link PROBE_TIMEOUT_MS} (or reported something undecodable). Never rejects; the frame is
 * removed either way.
 */
export function runProbe(timeoutMs = PROBE_TIMEOUT_MS): Promise<ProbeFacts | null> {
  const id = probeId();
  const frame = document.createElement("iframe");
  frame.setAttribute("sandbox", "allow-scripts");
  frame.setAttribute("aria-hidden", "true");
  frame.setAttribute("tabindex", "-1");
  frame.setAttribute("data-print-probe", "");
  frame.title = "C-Lodop";
  frame.style.cssText = "position:absolute;width:0;height:0;border:0;visibility:hidden";
  return new Promise<ProbeFacts | null>((resolve) => {
    const done = (facts: ProbeFacts | null) => {
      clearTimeout(timer);
      window.removeEventListener("message", onMessage);
      frame.remove();
      resolve(facts);
    };
    const onMessage = (event: MessageEvent) => {
      // Only the frame made for this check, with a sandboxed frame's opaque origin and its id.
      if (event.source !== frame.contentWindow || event.origin !== "null") return;
      const report = reportSchema.safeParse(event.data);
      if (!report.success || report.data.id !== id) return;
      done(report.data.facts);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    window.addEventListener("message", onMessage);
    frame.src = withBase(`/print-probe#id=${id}`);
    document.body.appendChild(frame);
  });
}

/** A version as the seller reads it: the readable version, else "?". */
const shown = (v: string | null) => (parseVersion(v) ? v!.trim() : "?");

let running: Promise<PrintOutcome> | null = null;

/**
 * Checks the print plugin and tells the seller what is wrong, if anything (one toast; `ok` shows
 * none). Concurrent calls share one check.
 * @param i18n the shell's i18next instance (the `print` namespace is loaded on demand)
 * @returns the outcome; never rejects
 */
export function checkPrintPlugin(i18n: I18n): Promise<PrintOutcome> {
  running ??= check(i18n).finally(() => (running = null));
  return running;
}

async function check(i18n: I18n): Promise<PrintOutcome> {
  await i18n.loadNamespaces("print").catch(() => undefined);
  const t = i18n.getFixedT(null, "print");
  const retry = { label: t("action.retry"), onClick: () => void retryCheck(i18n) };
  let config: z.output<typeof configSchema>;
  try {
    config = await callRoute("/api/print/config", { schema: configSchema, cache: "no-store" });
  } catch {
    void notify({ type: "error", title: t("checkFailed.title"), description: t("checkFailed.body"), action: retry });
    return "checkFailed";
  }
  const facts = await runProbe();
  const state: PrintState = facts ? decidePrintState(facts, config.cloudMin) : "notReady";
  if (state === "ok") return state;
  const download = { label: t(state === "notInstalled" || state === "cloudMissing" ? "action.download" : "action.upgrade"), onClick: () => void window.open(config.downloadUrl, "_blank", "noopener,noreferrer") };
  const vars = { version: shown(state === "pluginUpgrade" ? facts?.pluginVersion ?? null : facts?.cloudVersion ?? null), min: state === "pluginUpgrade" ? PLUGIN_MIN_VERSION : config.cloudMin };
  void notify({ type: state === "notReady" ? "info" : "warning", title: t(`${state}.title`), description: t(`${state}.body`, vars), action: state === "notReady" ? retry : download });
  return state;
}

/** "Try again": a new check; when it passes, the seller is told to print again. */
async function retryCheck(i18n: I18n): Promise<void> {
  const outcome = await checkPrintPlugin(i18n);
  if (outcome === "ok") void notify({ type: "success", title: i18n.getFixedT(null, "print")("ready.title"), description: i18n.getFixedT(null, "print")("ready.body") });
}
