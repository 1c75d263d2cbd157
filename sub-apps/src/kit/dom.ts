/** A tiny DOM builder for the sample sub-apps (no framework: plain DOM under any CSP). */

type Child = Node | string | number | null | undefined | false;
type Attrs = Record<string, string | number | boolean | null | undefined | ((event: Event) => void)>;

/** Creates an element: `on*` attributes become listeners, `false`/null attributes are left out. */
export function h(tag: string, attrs: Attrs = {}, ...children: Child[]): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (typeof value === "function") el.addEventListener(name.slice(2).toLowerCase(), value);
    else if (value === true) el.setAttribute(name, "");
    else if (value !== false && value !== null && value !== undefined) el.setAttribute(name, String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    el.append(typeof child === "object" ? child : String(child));
  }
  return el;
}

/** Formats an amount with its currency in the user's locale. */
export function money(amount: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language.replace("_", "-"), { style: "currency", currency }).format(amount);
  } catch {
    return `${currency} ${amount.toFixed(2)}`;
  }
}

/** Formats an integer in the user's locale. */
export function num(n: number, language: string): string {
  return new Intl.NumberFormat(language.replace("_", "-")).format(n);
}
