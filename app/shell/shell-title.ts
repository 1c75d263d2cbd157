/**
 * The shell's document title: `{system} · {portal}`, the system named in the user's language
 * (the root data's `lng`) and the portal's title from the root data.
 */

/** The default title when the root data is missing (an error document). */
const FALLBACK = "Seller Portal";

/**
 * @param names the system's name per language (`zh-CN`, `en-US`, `ko-KR`), from the shell loader
 * @param root the root route's data (`{ lng, title }`), unknown shape tolerated
 */
export function shellTitle(names: Readonly<Record<string, string>> | undefined, root: unknown): string {
  const { lng, title } = (root ?? {}) as { lng?: unknown; title?: unknown };
  const portal = typeof title === "string" && title ? title : FALLBACK;
  const system = names && typeof lng === "string" ? names[lng] : undefined;
  return system ? `${system} · ${portal}` : portal;
}
