/**
 * Server-side i18next: remix-i18next picks the language from the raw `lng` cookie only
 * (I18N-02: no cookie → zh_CN; the Accept-Language header is not consulted).
 */
import { RemixI18Next } from "remix-i18next/server";
import { defaultNS, fallbackLng, languageFromCookieHeader, supportedLngs } from "./config";
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
  return (supportedLngs as readonly string[]).includes(lng) ? (lng as (typeof supportedLngs)[number]) : fallbackLng;
}
