/**
 * Hydration: i18next with only the page's language loaded, the same emotion cache key and
 * insertion point as the server.
 */
import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { createEmotionCache } from "~/components/ui/emotion";
import { UiProvider } from "~/components/ui/provider";
import { defaultNS, fallbackLng, fromGatewayLanguage, supportedLngs } from "~/i18n/config";
import { loadLanguage } from "~/i18n/load-client";

async function hydrate() {
  const lng = fromGatewayLanguage(document.documentElement.lang) ?? fallbackLng;
  const loaded = await loadLanguage(lng);
  await i18next.use(initReactI18next).init({
    lng,
    ns: Object.keys(loaded),
    fallbackLng: false,
    supportedLngs: [...supportedLngs],
    defaultNS,
    resources: { [lng]: loaded },
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
}

void hydrate();
