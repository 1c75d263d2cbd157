/**
 * Shows a failure of a non-essential part of the shell load (today: the user's layout config,
 * userActionConfig) as a warning notification once per load, with the server's message when
 * it gave one (GW-08) and otherwise the catalogue text (GW-09, GW-13).
 * @see GW-08 GW-09
 */
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "~/components/ui/notify";
import type { GatewayFailure } from "~/gateway/failure";

/**
 * @param failure the loader's failure payload, or null. A new payload object (a new load)
 *   shows a new notification; the same object never shows twice.
 */
export function useLoadWarning(failure: GatewayFailure | null): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (!failure) return;
    notify({
      type: "warning",
      title: failure.serverMessage ?? t(failure.messageKey),
      description: t("nav:shell.configFallback"),
    }).catch(() => undefined);
    // `t` changes with the language; a language switch must not repeat the notification.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failure]);
}
