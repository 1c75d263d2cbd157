/**
 * The money-assistant lookup (GW-26) once per page: the toolbar link and the avatar item share
 * it. Resolves to the url to open, or null (demo, not authorised, failed lookup).
 * @see LAYOUT-27
 */
import { useEffect, useState } from "react";
import { tryRoute } from "~/utils/route-client";
import { moneyAssistantReply } from "../model/replies";

let lookup: Promise<string | null> | null = null;

function lookUp(): Promise<string | null> {
  lookup ??= tryRoute("/api/account/money-assistant", { schema: moneyAssistantReply }).then((answer) => {
    if (answer.ok) return answer.value.url;
    // A lookup that got no reply is tried again next time; any reply is the answer.
    if (answer.error.kind === "network" || answer.error.kind === "timeout") lookup = null;
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
