/** Dictionaries of the sample sub-apps: one entry per key, in zh_CN, en_US and ko_KR. */
export type Lang = "zh_CN" | "en_US" | "ko_KR";
export type Dict = Record<string, readonly [zh: string, en: string, ko: string]>;

/** The user's language, zh_CN when unknown. */
export function lang(language: unknown): Lang {
  const l = typeof language === "string" ? language.toLowerCase() : "";
  return l.startsWith("en") ? "en_US" : l.startsWith("ko") ? "ko_KR" : "zh_CN";
}

/** A translator over `dict`: `{name}` placeholders are replaced from `vars`. */
export function translator(dict: Dict, language: unknown) {
  const i = { zh_CN: 0, en_US: 1, ko_KR: 2 }[lang(language)];
  return (key: string, vars: Record<string, string | number> = {}) =>
    (dict[key]?.[i] ?? key).replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ""));
}
