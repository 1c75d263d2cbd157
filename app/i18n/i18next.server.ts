/**
 * Server-side i18next: remix-i18next picks the language from the raw `lng` cookie only
 * (I18N-02: no cookie → zh_CN; the Accept-Language header is not consulted).
 *
 * One initialised i18next instance per language for the whole process (issue 10: building and
 * initialising one per request cost about a tenth of a document's CPU): {@link sharedI18n}
 * for rendering, and `i18nServer.getFixedT` answers from it too.
 */
import { createInstance, type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { RemixI18Next } from "remix-i18next/server";
import { defaultNS, fallbackLng, languageFromCookieHeader, supportedLngs, type Lng } from "./config";
import { namespaces, resources } from "./resources.server";

export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLngs],
    fallbackLanguage: fallbackLng,
    order: ["custom"],
    findLocale: async (request) => languageFromCookieHeader(request.headers.get("Cookie")) ?? fallbackLng,
  },
  i18next: { resources, ns: namespaces, defaultNS, fallbackLng, supportedLngs: [...supportedLngs], interpolation: { escapeValue: false } },
});

/** The request's language (`zh-CN` | `en-US` | `ko-KR`). */
export async function requestLanguage(request: Request) {
  const lng = await i18nServer.getLocale(request);
  return (supportedLngs as readonly string[]).includes(lng) ? (lng as Lng) : fallbackLng;
}

const instances = new Map<Lng, Promise<I18n>>();

/**
 * i18next works out a language's lookup chain (code, fallbacks, each checked against
 * `supportedLngs`) on every `t()` call, ≈ 2.5 % of a document's CPU (issue 10). The shared
 * instance's options never change, so the chain is computed once per (language, fallback)
 * pair; each caller gets its own copy of the array.
 */
function memoiseResolveHierarchy(instance: I18n): I18n {
  const utils = instance.services.languageUtils as { toResolveHierarchy: (code: string, fallbackCode?: string) => string[] } | undefined;
  if (!utils) return instance;
  const original = utils.toResolveHierarchy.bind(utils);
  const chains = new Map<string, string[]>();
  utils.toResolveHierarchy = (code, fallbackCode) => {
    if (typeof code !== "string" || (fallbackCode !== undefined && typeof fallbackCode !== "string")) return original(code, fallbackCode);
    const key = `${code}\u0000${fallbackCode ?? ""}`;
    let chain = chains.get(key);
    if (!chain) {
      chain = original(code, fallbackCode);
      // Codes come from requests only through the known languages; bounded all the same.
      if (chains.size < 64) chains.set(key, chain);
    }
    return [...chain];
  };
  return instance;
}

/**
 * The process's i18next instance of `lng`, initialised once with every namespace (resources are
 * bundled, so nothing is fetched). Never call `changeLanguage` on it: requests share it.
 */
export function sharedI18n(lng: Lng): Promise<I18n> {
  let ready = instances.get(lng);
  if (!ready) {
    const instance = createInstance();
    ready = instance
      .use(initReactI18next)
      .init({ lng, fallbackLng, supportedLngs: [...supportedLngs], defaultNS, ns: namespaces, resources, interpolation: { escapeValue: false } })
      .then(() => memoiseResolveHierarchy(instance));
    instances.set(lng, ready);
  }
  return ready;
}

// RemixI18Next's getFixedT creates and initialises a new instance per call: answer from the
// shared one instead (same resources, same options).
i18nServer.getFixedT = (async (requestOrLocale: Request | string, ns?: string | readonly string[]) => {
  const lng = typeof requestOrLocale === "string" ? requestOrLocale : await requestLanguage(requestOrLocale);
  const known = (supportedLngs as readonly string[]).includes(lng) ? (lng as Lng) : fallbackLng;
  return (await sharedI18n(known)).getFixedT(known, (ns ?? defaultNS) as string);
}) as typeof i18nServer.getFixedT;

/**
 * A per-request view of a shared instance that records every namespace the render translates
 * with (`useTranslation(ns)`, `t("ns:key")`, `t(key, { ns })`), for the document's
 * `<meta name="i18n-ns">` (the browser loads exactly these before hydrating). Everything else
 * is the shared instance's (prototype delegation; rendering never writes to the instance).
 */
export function recordingI18n(shared: I18n): { i18n: I18n; used: () => string[] } {
  const seen = new Set<string>([defaultNS]);
  const add = (ns: unknown) => {
    for (const n of Array.isArray(ns) ? ns : [ns]) if (typeof n === "string" && namespaces.includes(n)) seen.add(n);
  };
  const view = Object.create(shared) as I18n;
  const sharedT = shared.t;
  (view as { reportNamespaces: unknown }).reportNamespaces = { addUsedNamespaces: add, getUsedNamespaces: () => [...seen] };
  (view as { t: unknown }).t = function t(this: I18n, key: unknown, ...rest: unknown[]) {
    const options = rest.find((r) => r && typeof r === "object") as { ns?: unknown } | undefined;
    if (options?.ns) add(options.ns);
    for (const k of Array.isArray(key) ? key : [key]) if (typeof k === "string" && k.includes(":")) add(k.slice(0, k.indexOf(":")));
    return (sharedT as unknown as (...a: unknown[]) => unknown).call(this, key, ...rest);
  };
  return { i18n: view, used: () => [...seen] };
}
