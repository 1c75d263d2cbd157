/**
 * The bridge's dialogs: the iframe dialogs a sub-app opens (MICRO-09, BRIDGE-12, BRIDGE-13) and
 * the 401 notice (`tabs:no-permission` while no other feature handles it). Their state is the
 * BridgeHost's; this module is loaded when one first opens.
 * @see BRIDGE-12 @see BRIDGE-13
 */
import { Button, Dialog, Portal } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

/** An open iframe dialog: its URL is on an allowed system origin (checked by the host). */
export interface OpenDialog {
  id: number;
  url: string;
  origin: string;
  title?: string;
  /** px */
  width?: number;
  /** px */
  height?: number;
}

/** The open iframe dialogs; `frameRef(d)` registers each dialog's window as a bridge sender. */
export function BridgeDialogs({ dialogs, onClose, frameRef }: { dialogs: readonly OpenDialog[]; onClose: (id: number) => void; frameRef: (d: OpenDialog) => (el: HTMLIFrameElement | null) => void }) {
  const { t } = useTranslation("micro");
  return (
    <>
      {dialogs.map((d) => (
        <Dialog.Root key={d.id} open onOpenChange={(e) => !e.open && onClose(d.id)} size="lg">
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content maxW={`${d.width ?? 720}px`} data-bridge-dialog={d.id}>
                <Dialog.Header>
                  <Dialog.Title>{d.title || t("dialogTitle")}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body p="0">
                  <iframe
                    ref={frameRef(d)}
                    src={d.url}
                    title={d.title || t("dialogTitle")}
                    // The same sandbox as iframe panes: scripts of the sub-app, no navigation of the shell.
                    sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
                    referrerPolicy="strict-origin-when-cross-origin"
                    style={{ width: "100%", height: `${d.height ?? 480}px`, border: 0, display: "block" }}
                  />
                </Dialog.Body>
                <Dialog.CloseTrigger asChild>
                  <Button aria-label={t("dialogClose")} size="sm" variant="ghost" position="absolute" top="2" insetEnd="2">✕</Button>
                </Dialog.CloseTrigger>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      ))}
    </>
  );
}

/** The 401 notice: no access to the page a sub-app asked for. */
export function DeniedDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("micro");
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => onOpenChange(e.open)} size="xs">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-bridge-denied="">
            <Dialog.Header>
              <Dialog.Title>{t("noAccessTitle")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{t("noAccessBody")}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button size="sm" colorPalette="blue">{t("iKnow")}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
