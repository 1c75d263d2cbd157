/**
 * Browser-side resource loading (issue 10 "first-load JS"): one lazy chunk per language and
 * namespace. Before hydration only the namespaces the server rendered with are fetched (the
 * document names them in `<meta name="i18n-ns">`, see entry.server.tsx), so the login page
 * does not wait for every feature's strings; any other namespace is read on demand through
 * {@link lazyBackend} (a component asking for it suspends until it arrives), and the rest of
 * the language is fetched when the browser is idle.
 */
import type { BackendModule, ReadCallback } from "i18next";
import { NAMESPACES_META, type Lng } from "./config";

const modules = import.meta.glob<{ default: Record<string, unknown> }>("./resources/*/*.json");

const dirOf = (lng: string) => lng.replace("-", "_");
const nsOf = (path: string) => path.split("/").pop()!.replace(/\.json$/, "");

/** Every namespace file of one language (names without `.json`). */
export function namespacesOf(lng: Lng): string[] {
  return Object.keys(modules)
    .filter((path) => path.startsWith(`./resources/${dirOf(lng)}/`))
    .map(nsOf);
}

/** Loads `{ [namespace]: resources }` for one language; unknown namespaces are skipped. */
export async function loadNamespaces(lng: Lng, namespaces: readonly string[]): Promise<Record<string, Record<string, unknown>>> {
  const out: Record<string, Record<string, unknown>> = {};
  await Promise.all(
    namespaces.map(async (ns) => {
      const load = modules[`./resources/${dirOf(lng)}/${ns}.json`];
      if (load) out[ns] = (await load()).default;
    }),
  );
  return out;
}

/** The namespaces the server rendered this document with (always including `fallback`). */
export function documentNamespaces(doc: Document, fallback: string): string[] {
  const listed = doc.querySelector(`meta[name="${NAMESPACES_META}"]`)?.getAttribute("content") ?? "";
  return [...new Set([fallback, ...listed.split(",").map((s) => s.trim()).filter((s) => /^[\w-]{1,40}$/.test(s))])];
}

/** An i18next backend reading the lazy chunks: a namespace not loaded yet is fetched on demand. */
export const lazyBackend: BackendModule = {
  type: "backend",
  init() {},
  read(lng: string, ns: string, callback: ReadCallback) {
    const load = modules[`./resources/${dirOf(lng)}/${ns}.json`];
    if (!load) return callback(null, {});
    load().then(
      (m) => callback(null, m.default as Record<string, string>),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};

/** Loads every namespace of one language (a language switch, the idle preload). */
export function loadLanguage(lng: Lng): Promise<Record<string, Record<string, unknown>>> {
  return loadNamespaces(lng, namespacesOf(lng));
}
