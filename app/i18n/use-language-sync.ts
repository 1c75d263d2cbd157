/**
 * Keeps the browser's i18next language equal to the server's (after a language switch the
 * root loader revalidates with the new cookie); loads the new language's resources first.
 * @see I18N-04
 */
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { Lng } from "./config";
import { loadLanguage } from "./load-client";

export function useLanguageSync(lng: Lng) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language === lng) return;
    let cancelled = false;
    void loadLanguage(lng).then((bundles) => {
      if (cancelled) return;
      for (const [ns, res] of Object.entries(bundles)) i18n.addResourceBundle(lng, ns, res, true, true);
      void i18n.changeLanguage(lng);
      document.documentElement.lang = lng;
    }).catch(() => {
      // The language's chunk failed to load: the page keeps its current language; the next
      // language change or navigation tries again.
    });
    return () => {
      cancelled = true;
    };
  }, [i18n, lng]);
}
