/**
 * The stylis plugin the portal's emotion cache uses instead of stylis's full `prefixer` (issue 25,
 * `shell_html_bytes`). The full prefixer writes the vendor forms of a decade of browsers
 * (`-webkit-box`, `-ms-flexbox`, `-moz-appearance`, `-webkit-align-items`…): 11.7 KB of the owner's
 * 64 KB of per-render styles, serialised on every document, and none of it needed by the browsers
 * the ES2022 build runs in (Chrome/Edge ≥ 94, Firefox ≥ 93, Safari ≥ 15.4). This plugin adds only
 * the `-webkit-` forms those browsers still need, before the standard declaration:
 * - `user-select`, `hyphens`, `text-size-adjust`, `box-decoration-break`, `print-color-adjust`
 *   (Safari; Chrome for the last two);
 * - `backdrop-filter` (Safari before 18);
 * - `mask` and its longhands (Chrome before 120, Safari before 15.4's unprefixed forms);
 * - `background-clip: text` (Chrome before 120).
 *
 * It uses stylis's public middleware contract (a declaration's `props` is its property, `value`
 * the whole declaration, `return` what is written) and emotion's `stylisPlugins` option.
 */
import { DECLARATION, type Middleware } from "stylis";

/** Properties written with a `-webkit-` twin whatever their value (`mask` with its longhands). */
const WEBKIT_PROPERTY = /^(?:user-select|hyphens|text-size-adjust|box-decoration-break|print-color-adjust|backdrop-filter|mask(?:-[a-z]+)?)$/;

/**
 * Stylis middleware: a declaration that needs a `-webkit-` twin is written twice, the prefixed
 * form first (`user-select:none;` → `-webkit-user-select:none;user-select:none;`); anything else
 * is left to stylis's `stringify`.
 */
export const modernPrefixer: Middleware = (element) => {
  if (element.type === DECLARATION && !element.return && (WEBKIT_PROPERTY.test(element.props as string) || (element.props === "background-clip" && /\btext\b/.test(element.children as string)))) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};
