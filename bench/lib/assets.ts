/** First-load JavaScript of an SSR page: which /assets/*.js it loads, and their gzip size. */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** Attributes of an HTML start tag, lower-cased names. */
function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attrs[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? "";
  }
  return attrs;
}

/** `/assets/….js` path of a URL found in the page, or null. */
function assetPath(url: string): string | null {
  const { pathname } = new URL(url.replace(/&amp;/g, "&"), "http://x");
  return pathname.startsWith("/assets/") && pathname.endsWith(".js") ? pathname : null;
}

/**
 * Every `/assets/*.js` the page loads up front: `<script src>`, `<link rel="modulepreload" href>`
 * and the imports (static and dynamic) of inline module scripts. Sorted, without duplicates.
 */
export function firstLoadScripts(html: string): string[] {
  const found = new Set<string>();
  const add = (url: string | undefined) => {
    const path = url ? assetPath(url) : null;
    if (path) found.add(path);
  };
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = attributes(m[1]);
    if (attrs.src) {
      add(attrs.src);
    } else if (attrs.type === "module") {
      const imports = /\bimport\s*(?:\(\s*|[\w*{}\s,$]*?\bfrom\s*)?["']([^"']+\.js(?:\?[^"']*)?)["']/g;
      for (const i of m[2].matchAll(imports)) add(i[1]);
    }
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(m[1]);
    if (attrs.rel?.split(/\s+/).includes("modulepreload")) add(attrs.href);
  }
  return [...found].sort();
}

/** gzip (level 9) size in bytes of each file, read from build/client. */
export async function gzipSizes(clientDir: string, paths: string[]): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  for (const path of paths) {
    const file = join(clientDir, path);
    const buf = await readFile(file).catch(() => {
      throw new Error(`${path} is referenced by the page but ${file} does not exist (stale build?)`);
    });
    sizes[path] = gzipSync(buf, { level: 9 }).length;
  }
  return sizes;
}

/**
 * The translation chunks the browser fetches before hydrating (issue 10): the namespaces the
 * document lists in `<meta name="i18n-ns">`, in the document's language, resolved through the
 * lazy-import table of the first-load scripts (`"./resources/zh_CN/common.json":…import("./common-….js")`).
 */
export async function i18nFirstLoadScripts(html: string, clientDir: string, scripts: readonly string[]): Promise<string[]> {
  const lang = (html.match(/<html[^>]*\blang="([\w-]+)"/)?.[1] ?? "zh-CN").replace("-", "_");
  const listed = html.match(/<meta name="i18n-ns" content="([^"]*)"/)?.[1] ?? "common";
  const found = new Set<string>();
  for (const script of scripts) {
    const code = await readFile(join(clientDir, script), "utf8").catch(() => "");
    for (const m of code.matchAll(/"\.\/resources\/(\w+)\/([\w-]+)\.json":\(\)=>[\w$]+\(\(\)=>import\("\.\/([^"]+\.js)"\)/g)) {
      if (m[1] === lang && listed.split(",").includes(m[2])) found.add(`/assets/${m[3]}`);
    }
  }
  return [...found].sort();
}
