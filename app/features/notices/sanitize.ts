/**
 * Server HTML (announcement content) made safe for the DOM with DOMPurify, in the browser only
 * (DOMPurify needs a DOM; the server renders nothing of it). Loaded on demand, so the sanitiser
 * is not in the first-load bundle. Scripts, event-handler attributes, `javascript:` and other
 * non-http(s)/mailto URLs, forms and styles are removed; links open in a new window without
 * an opener.
 * @module features/notices/sanitize
 */
import type { DOMPurify } from "dompurify";

let instance: Promise<DOMPurify> | null = null;

const SAFE_URI = /^(?:https?:|mailto:|\/(?!\/)|#)/i;

function load(): Promise<DOMPurify> {
  instance ??= import("dompurify").then(({ default: purify }) => {
    purify.addHook("afterSanitizeAttributes", (node) => {
      if (node.tagName === "A") {
        const href = node.getAttribute("href");
        if (href !== null && !SAFE_URI.test(href.trim())) node.removeAttribute("href");
        node.setAttribute("target", "_blank");
        node.setAttribute("rel", "noopener noreferrer");
      }
    });
    return purify;
  });
  return instance;
}

/**
 * The sanitised HTML of `dirty` (a string of server HTML).
 * @throws never in a browser; rejects when the sanitiser's chunk fails to load or DOMPurify
 *   is not supported in this environment (the caller then shows the plain-text fallback).
 */
export async function sanitizeHtml(dirty: string): Promise<string> {
  const purify = await load();
  // Where DOMPurify cannot work (no usable DOM) it returns its input unchanged: refuse instead.
  if (!purify.isSupported || purify.sanitize('<img src="x" onerror="1">') !== '<img src="x">') {
    throw new Error("DOMPurify is not supported here");
  }
  return purify.sanitize(dirty, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "iframe", "object", "embed"],
    FORBID_ATTR: ["style", "srcset"],
  });
}
