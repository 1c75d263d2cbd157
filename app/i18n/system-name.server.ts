/**
 * A system's name in each language, for what the server renders once for every language (the
 * shell's document title follows a language switch without reloading the shell's data).
 * @see ./system-name.ts
 */
import { supportedLngs, type Lng } from "./config";
import { sharedI18n } from "./i18next.server";
import { systemDisplayName, type NamedSystem } from "./system-name";

/** `{ "zh-CN": …, "en-US": …, "ko-KR": … }`: {@link systemDisplayName} in every language. */
export async function systemNamesByLanguage(system: NamedSystem): Promise<Record<Lng, string>> {
  const pairs = await Promise.all(supportedLngs.map(async (lng) => [lng, systemDisplayName((await sharedI18n(lng)).t, lng, system)] as const));
  return Object.fromEntries(pairs) as Record<Lng, string>;
}
