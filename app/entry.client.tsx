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
import { portalSystem, prepareSystemTokens } from "~/components/ui/system";
import { defaultNS, fallbackLng, fromGatewayLanguage, supportedLngs, type Lng } from "~/i18n/config";
import { documentNamespaces, lazyBackend, loadLanguage, loadNamespaces } from "~/i18n/load-client";
import { hydrationHolds, startHydrationHolds } from "~/utils/before-hydration";

/** Resolves in a later task, so the browser may handle input and paint in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** After hydration, when idle: the language's other namespaces, so later UI never waits. */
function preloadRest(lng: Lng) {
  const run = () =>
    void loadLanguage(lng).then((bundles) => {
      for (const [ns, res] of Object.entries(bundles)) if (!i18next.hasResourceBundle(lng, ns)) i18next.addResourceBundle(lng, ns, res, true, false);
    }, () => undefined);
  if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 2000);
}

async function hydrate() {
  const lng = fromGatewayLanguage(document.documentElement.lang) ?? fallbackLng;
  const loading = loadNamespaces(lng, documentNamespaces(document, defaultNS));
  // The chunks the server-rendered markup needs start loading in a task of their own.
  await nextTask();
  startHydrationHolds();
  // The Chakra system is built in two tasks of its own (its token dictionary, then the rest)
  // while the strings download, not inside the long task that evaluates the modules, nor as
  // one long task (issue 10, shell_tbt_ms).
  await nextTask();
  prepareSystemTokens();
  await nextTask();
  portalSystem();
  // The first localStorage read of a page waits for the browser to load the origin's storage
  // (≈ 4 ms at 1× CPU); done here, it falls in the wait for the strings instead of in the
  // hydration's effects, which read the saved tabs and menu view (issue 10).
  await nextTask();
  try {
    void window.localStorage.length;
  } catch {
    // Storage blocked: the features that use it cope on their own.
  }
  const loaded = await loading;
  // Chunks the route modules' server-rendered markup needs (utils/before-hydration).
  await hydrationHolds();
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
