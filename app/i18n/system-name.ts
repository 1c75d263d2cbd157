/**
 * A subscribed system's name in the user's language. Systems are known by their systemCode: the
 * known ones are named in the `common:systems` resources (all three languages; the zh_CN ones are
 * the gateway's Chinese names). In zh_CN the gateway's own name is shown (it is Chinese data),
 * the resource only when the gateway gives none; in en_US and ko_KR a known code shows its
 * resource name. An unknown code shows the gateway's name, or the code itself without one.
 * Every place a system name shows uses this: the switcher, the welcome pane, the 401/402 pages,
 * the document title.
 */
import type { TFunction } from "i18next";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";

/** What naming a system reads: its code and the gateway's name (if any). */
export interface NamedSystem {
  systemCode: string;
  systemName?: string | null;
}

/** A systemCode that can be a resource key (no dots or other separators i18next reads). */
const CODE = /^[A-Z][A-Z0-9_]{0,39}$/;

/**
 * The name of `system` in the language `lng` (an i18next code: `zh-CN`, `en-US`, `ko-KR`).
 * Never empty when the code is not: the code is the last fallback.
 */
export function systemDisplayName(t: TFunction, lng: string, system: NamedSystem): string {
  const given = system.systemName?.trim() ?? "";
  if (lng.startsWith("zh") && given) return given;
  if (CODE.test(system.systemCode)) {
    const known = t(`common:systems.${system.systemCode}`, { lng, defaultValue: "" });
    if (known) return known;
  }
  return given || system.systemCode;
}

/** {@link systemDisplayName} in the current language, as a function of the system. */
export function useSystemName(): (system: NamedSystem) => string {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return useCallback((system: NamedSystem) => systemDisplayName(t, lng, system), [t, lng]);
}
