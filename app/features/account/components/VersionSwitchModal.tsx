/**
 * The version-switch modal: the switch button is enabled only once the agree checkbox is
 * ticked, and stays disabled while the request runs; success reloads the page; failure only
 * re-enables the button (the modal stays, the gateway's message shows).
 * @see MENU-45 @see MENU-46 @see MENU-47 @see MENU-48
 */
import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
import { NativeCheck } from "./NativeCheck";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "~/components/ui/notify";
import { routeErrorText, tryRoute } from "~/utils/route-client";

/** The platform code the switch sends (the new ERP version). */
export const NEXT_PLATFORM_CODE = "ERP_NEW";

export function VersionSwitchModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("account");
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  async function submit() {
    setBusy(true);
    const answer = await tryRoute("/api/account/platform-code", { form: { updatePlatformCode: NEXT_PLATFORM_CODE } });
    if (answer.ok) {
      window.location.reload();
      return;
    }
    setBusy(false);
    void notify({ type: "warning", title: routeErrorText(t, answer.error) });
  }
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && !busy && onClose()} size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-version-switch="">
            <Dialog.Header>
              <Dialog.Title>{t("version.title")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontSize="sm" color="fg.muted" mb="4">{t("version.body")}</Text>
              <NativeCheck label={t("version.agree")} checked={agreed} onChange={() => setAgreed((a) => !a)} wrap />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={onClose} disabled={busy}>{t("version.cancel")}</Button>
              <Button colorPalette="blue" size="sm" disabled={!agreed || busy} loading={busy} onClick={() => void submit()}>
                {t("version.confirm")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
