/**
 * Hydration: i18next with only the page's language and only the namespaces the server rendered
 * with (issue 10: the login page does not wait for every feature's strings), the same emotion
 * cache key and insertion point as the server. Other namespaces load on demand (lazyBackend)
 * and, once the browser is idle, in the background.
 */
import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createEmotionCache } from "~/components/ui/emotion";
import { UiProvider } from "~/components/ui/provider";
import { defaultNS, fallbackLng, FIRST_NAMESPACES, fromGatewayLanguage, supportedLngs, type Lng } from "~/i18n/config";
import { documentNamespaces, lazyBackend, loadLanguage, loadNamespaces } from "~/i18n/load-client";
import { setDocumentNamespacesPending } from "~/i18n/ready";

/** Adds the bundles i18next does not have yet (a suspended `useTranslation` may have loaded one). */
function addBundles(lng: Lng, bundles: Record<string, Record<string, unknown>>) {
  for (const [ns, res] of Object.entries(bundles)) if (!i18next.hasResourceBundle(lng, ns)) i18next.addResourceBundle(lng, ns, res, true, false);
}

/** After hydration, when idle: the language's other namespaces, so later UI never waits. */
function preloadRest(lng: Lng) {
  const run = () => void loadLanguage(lng).then((bundles) => addBundles(lng, bundles), () => undefined);
  if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 2000);
}

async function hydrate() {
  const lng = fromGatewayLanguage(document.documentElement.lang) ?? fallbackLng;
  const listed = documentNamespaces(document, defaultNS);
  // The rest of the document's namespaces load alongside, not awaited (FIRST_NAMESPACES); the
  // shell's lazily hydrated parts wait for them (~/i18n/ready).
  const rest = loadNamespaces(lng, listed.filter((ns) => !FIRST_NAMESPACES.includes(ns)));
  const loaded = await loadNamespaces(lng, listed.filter((ns) => FIRST_NAMESPACES.includes(ns)));
  await i18next.use(lazyBackend).use(initReactI18next).init({
    lng,
    ns: Object.keys(loaded),
    fallbackLng: false,
    supportedLngs: [...supportedLngs],
    defaultNS,
    resources: { [lng]: loaded },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  });
  setDocumentNamespacesPending(rest.then((bundles) => addBundles(lng, bundles)));
  const cache = createEmotionCache();
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <UiProvider cache={cache}>
          <StrictMode>
            <RemixBrowser />
          </StrictMode>
        </UiProvider>
      </I18nextProvider>,
    );
  });
  preloadRest(lng);
}

void hydrate();
