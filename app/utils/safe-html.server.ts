/**
 * The gateway's HTML made safe on the portal's server, before it reaches any page (ANN-05, the
 * help centre's documents), with sanitize-html (an HTML tokenizer: no DOM). The browser never
 * parses the gateway's raw HTML: parsing it there, even into DOMPurify's inert `DOMParser`
 * document, made Chromium report a `script-src-attr` CSP violation for every event-handler
 * attribute (issue 24), and a report endpoint would be flooded by every render of a hostile
 * announcement.
 *
 * Kept: text, headings, paragraphs, lists, tables, emphasis, links and images. Removed: scripts
 * and styles with their content, forms and their controls, frames, objects, every attribute
 * outside the allow-list (event handlers, `style`, `class`, `id`, `srcset`…). Links keep only
 * http(s), mailto, same-site paths (`/…`, not `//…`) and fragments, and open in a new window
 * without an opener; images keep only absolute http(s) sources (anything else is dropped).
 *
 * The allow-list carries no URI-bearing attribute besides `a[href]` and `img[src]`, the two whose
 * schemes sanitize-html checks (its advisory of 2026-07, fixed in 2.17.6, which needs Node 22,
 * concerns URI attributes outside href/src/cite being allowed).
 *
 * @module utils/safe-html
 * @see ANN-05 @see USER-08
 */
import sanitize from "sanitize-html";

/** A link target a seller may follow: http(s), mailto, a same-site path or a fragment. */
const SAFE_HREF = /^(?:https?:|mailto:|\/(?!\/)|#)/i;
/** An image source: absolute http(s) only (a relative one would load from the portal). */
const SAFE_SRC = /^https?:\/\/[^/\s]/i;

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...sanitize.defaults.allowedTags, "img", "del", "ins"],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    ol: ["start"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan", "scope"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => {
      const { href, title } = attribs;
      const safe = href !== undefined && SAFE_HREF.test(href.trim());
      return {
        tagName,
        attribs: { ...(safe ? { href: href.trim() } : {}), ...(title ? { title } : {}), target: "_blank", rel: "noopener noreferrer" },
      };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !SAFE_SRC.test((frame.attribs.src ?? "").trim()),
};

/**
 * The safe HTML of `dirty` (a string of the gateway's HTML). Never throws; any input gives a
 * string, "" for nothing safe.
 * @see ANN-05
 */
export function sanitizeHtml(dirty: string): string {
  return sanitize(dirty, OPTIONS);
}
