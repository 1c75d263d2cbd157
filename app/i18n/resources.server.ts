/**
 * All translation resources, bundled into the server build: every `resources/{lang}/{ns}.json`.
 * A feature adds its own namespace file (e.g. `nav.json`) in all three languages; the browser
 * loads the page language's files lazily (load-client.ts).
 */
import type { Lng } from "./config";
import type zhCommon from "./resources/zh_CN/common.json";

/** One language's namespaces; `common` keeps its JSON type (every language has the same keys). */
type Bundle = { common: typeof zhCommon } & Record<string, Record<string, unknown>>;

const files = import.meta.glob<{ default: Record<string, unknown> }>("./resources/*/*.json", { eager: true });

/** `{ [lng]: { [namespace]: resources } }` for the three languages. */
export const resources = Object.entries(files).reduce(
  (acc, [path, mod]) => {
    const [, , dir, file] = path.split("/");
    const lng = dir.replace("_", "-") as Lng;
    (acc[lng] ??= {} as Bundle)[file.replace(/\.json$/, "")] = mod.default;
    return acc;
  },
  {} as Record<Lng, Bundle>,
);

/** Every namespace name (the file names without `.json`). */
export const namespaces = [...new Set(Object.values(resources).flatMap((byNs) => Object.keys(byNs)))];
