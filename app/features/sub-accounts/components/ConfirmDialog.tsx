/** Confirmation before deleting or disabling a sub-account (VALID-01): cancelling does nothing. */
import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

export function ConfirmDialog({ title, body, confirmLabel, onConfirm, onClose }: { title: string; body: string; confirmLabel: string; onConfirm: () => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation("subAccounts");
  const [busy, setBusy] = useState(false);
  return (
    <Dialog.Root open role="alertdialog" onOpenChange={(e) => !e.open && !busy && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="440px" data-confirm="">
            <Dialog.Header><Dialog.Title>{title}</Dialog.Title></Dialog.Header>
            <Dialog.Body><Text fontSize="sm">{body}</Text></Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={onClose} disabled={busy}>{t("cancel")}</Button>
              <Button colorPalette="red" size="sm" loading={busy} onClick={() => { setBusy(true); void onConfirm().finally(() => setBusy(false)); }} data-confirm-ok="">{confirmLabel}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
