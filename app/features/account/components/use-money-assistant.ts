/**
 * The money-assistant lookup (GW-26) once per page: the toolbar link and the avatar item share
 * it. Resolves to the url to open, or null (demo, not authorised, failed lookup).
 * @see LAYOUT-27
 */
import { useEffect, useState } from "react";
import { withBase } from "~/utils/base-path";

let lookup: Promise<string | null> | null = null;

function lookUp(): Promise<string | null> {
  lookup ??= fetch(withBase("/api/account/money-assistant"), { headers: { Accept: "application/json" } })
    .then((res) => (res.ok ? (res.json() as Promise<{ ok?: boolean; url?: unknown }>) : null))
    .then((answer) => (answer?.ok && typeof answer.url === "string" ? answer.url : null))
    .catch(() => {
      lookup = null; // a failed lookup is tried again next time
      return null;
    });
  return lookup;
}

/** The money-assistant url, looked up after hydration unless `isDemo`. */
export function useMoneyAssistant(isDemo: boolean): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (isDemo) return;
    let live = true;
    void lookUp().then((u) => live && setUrl(u));
    return () => void (live = false);
  }, [isDemo]);
  return url;
}
