/**
 * Browser-side resource loading: only the page's language is fetched (one lazy chunk per
 * language and namespace), before hydration.
 */
import type { Lng } from "./config";

const modules = import.meta.glob<{ default: Record<string, unknown> }>("./resources/*/*.json");

/** Loads `{ [namespace]: resources }` for one language. Unknown files are skipped. */
export async function loadLanguage(lng: Lng): Promise<Record<string, Record<string, unknown>>> {
  const dir = lng.replace("-", "_");
  const out: Record<string, Record<string, unknown>> = {};
  await Promise.all(
    Object.entries(modules)
      .filter(([path]) => path.startsWith(`./resources/${dir}/`))
      .map(async ([path, load]) => {
        const ns = path.split("/").pop()!.replace(/\.json$/, "");
        out[ns] = (await load()).default;
      }),
  );
  return out;
}
