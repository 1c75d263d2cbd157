/**
 * The flagship demo entry of a demo-mode seller's toolbar (DEMO-06): "体验旗舰版". The click
 * opens the new window at once (blank, with no handle back to the portal), so no pop-up blocker
 * eats it; the lookup and the address come after (./open-flagship.ts, loaded on first click).
 * A second click while the first is still asking brings that window forward.
 * @see DEMO-06
 */
import { Button } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { notify } from "~/components/ui/notify";
import { retryingImport } from "~/utils/retrying-import";

const flagship = retryingImport(() => import("./open-flagship"));

let pending: Window | null = null;

const StarIcon = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden>
    <path d="m12 3 2.7 5.6 6.1.8-4.5 4.3 1.1 6.1L12 16.9l-5.4 2.9 1.1-6.1-4.5-4.3 6.1-.8z" />
  </svg>
);

export function FlagshipButton() {
  const { t } = useTranslation("account");
  const onClick = () => {
    if (pending && !pending.closed) return void pending.focus();
    const win = window.open("", "_blank");
    if (!win) return void notify({ type: "warning", title: t("flagship.blocked") }).catch(() => undefined);
    win.opener = null;
    pending = win;
    const done = () => void (pending === win && (pending = null));
    void flagship.get().then(
      (m) => m.loadFlagship(t, win).finally(done),
      () => {
        win.close();
        done();
        void notify({ type: "error", title: t("common:errors.partLoadFailed") }).catch(() => undefined);
      },
    );
  };
  return (
    <Button size="xs" variant="outline" color="white" borderColor="whiteAlpha.500" _hover={{ bg: "whiteAlpha.200" }} title={t("flagship.hint")} onClick={onClick} data-flagship-entry="" me="1">
      <StarIcon />
      {t("flagship.button")}
    </Button>
  );
}
