/**
 * The request log of the mock gateway (GET /__mock/log), newest last. Nothing secret goes in:
 * every entry's body passes through {@link redact}.
 * @module mock-gateway/core/log
 */

/** One logged request or socket frame. `at` is mock-clock ms; `status` 0 for socket frames. */
export interface LogEntry {
  at: number;
  method: string;
  path: string;
  body: unknown;
  status: number;
}

/** What a redacted value is replaced by. */
export const REDACTED = "***";

/** Field names whose values are secrets: passwords, tokens, authorisation, cookies, secrets. */
const SECRET_KEY = /pass(?:word|wd)|token|authori[sz]ation|secret|cookie|credential/i;
const SECRET_WORD = "(?:[\\w-]*(?:pass(?:word|wd)|token|authori[sz]ation|secret|cookie|credential)[\\w-]*)";
/** The tokens this mock issues: `mk.` (session) and `al.` (auto-login) + base64url. */
const MOCK_TOKEN = /\b(?:mk|al)\.[A-Za-z0-9_-]{8,}/g;
/** The token segment of a socket URL, `/sso/ecSocket/{token}`. */
const SOCKET_TOKEN = /(\/ecSocket\/)[^/?#\s"']+/gi;
/** `Bearer xxx` anywhere in a string. */
const BEARER = /\b(bearer\s+)[^\s"',;]+/gi;
/** `"token": "xxx"` inside JSON-like text that did not parse. */
const QUOTED_FIELD = new RegExp(`("${SECRET_WORD}"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, "gi");
/** `token=xxx` in a query string or form body, `token: xxx` in a header-like line. */
const PLAIN_FIELD = new RegExp(`(\\b${SECRET_WORD}\\s*[=:]\\s*)(?!")[^&#\\s"',;]+`, "gi");

/** Replaces secrets inside free text (a URL, a form body, an unparsable JSON body). */
export function redactText(text: string): string {
  return text
    .replace(QUOTED_FIELD, `$1"${REDACTED}"`)
    .replace(PLAIN_FIELD, `$1${REDACTED}`)
    .replace(BEARER, `$1${REDACTED}`)
    .replace(SOCKET_TOKEN, `$1${REDACTED}`)
    .replace(MOCK_TOKEN, REDACTED);
}

/**
 * Returns a copy of `body` safe to log: every field whose name contains password, token,
 * authorization, secret, cookie or credential is "***", and every string is passed through
 * {@link redactText} (mock tokens, `Bearer …`, `token=…` and `/ecSocket/{token}` in URLs).
 */
export function redact(body: unknown): unknown {
  if (typeof body === "string") return redactText(body);
  if (Array.isArray(body)) return body.map(redact);
  if (body && typeof body === "object") {
    return Object.fromEntries(
      Object.entries(body).map(([k, v]) => [k, SECRET_KEY.test(k) ? REDACTED : redact(v)]),
    );
  }
  return body;
}
