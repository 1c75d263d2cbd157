/**
 * The notice centre's dialogs: the msgType 3 popup with its countdown (SOCK-08, SOCK-09), the
 * forced-logout dialog that logs out when its 3 s countdown ends (SOCK-20, SOCK-21), and the
 * offline dialog with change-password and log-in-again (SOCK-23).
 */
import { Button, CloseButton, Dialog, Portal, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useOpenedOnce } from "~/components/ui/opened-once";
import { logOutDocument } from "~/utils/logout";
import { openPortalPage } from "../page-opener";
import type { TimedNotice } from "../use-notice-center";
import { useCountdown } from "../use-countdown";

/** Path of the change-password page (SOCK-23). */
export const CHANGE_PASSWORD_PATH = "/user/basics-info";

/** The msgType 3 popup: title, text, and "closes in N s". @see SOCK-08 @see SOCK-09 */
export function NoticePopup({ notice, onClose }: { notice: TimedNotice | null; onClose: () => void }) {
  const { t } = useTranslation("notices");
  const left = useCountdown(notice?.endsAt ?? null, onClose);
  if (!useOpenedOnce(notice !== null)) return null;
  return (
    <Dialog.Root open={notice !== null} onOpenChange={(e) => !e.open && onClose()} size="sm" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-notice-popup="">
            <Dialog.Header>
              <Dialog.Title>{notice?.title || t("popup.title")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text whiteSpace="pre-wrap">{notice?.info}</Text>
              <Text mt="3" fontSize="xs" color="fg.muted" aria-live="off">{t("popup.closesIn", { seconds: left })}</Text>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * The forced-logout dialog: the seconds `left` of its countdown (run by NoticeCenter, which logs
 * out at 0), and a log-out-now button. Not dismissible. @see SOCK-20 @see SOCK-21
 */
export function ForcedLogoutDialog({ notice, left }: { notice: TimedNotice | null; left: number }) {
  const { t } = useTranslation("notices");
  const logout = logOutDocument;
  if (!useOpenedOnce(notice !== null)) return null;
  return (
    <Dialog.Root role="alertdialog" open={notice !== null} closeOnEscape={false} closeOnInteractOutside={false} size="sm" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-forced-logout="">
            <Dialog.Header>
              <Dialog.Title>{notice?.title || t("forced.title")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {notice?.info && <Text whiteSpace="pre-wrap">{notice.info}</Text>}
              <Text mt="3" fontWeight="semibold">{t("forced.countdown", { seconds: left })}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" colorPalette="red" onClick={logout}>{t("forced.now")}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The offline dialog: change the password, or log in again. @see SOCK-23 */
export function OfflineDialog({ notice, onClose }: { notice: { title: string; info: string } | null; onClose: () => void }) {
  const { t } = useTranslation("notices");
  const logout = logOutDocument;
  if (!useOpenedOnce(notice !== null)) return null;
  return (
    <Dialog.Root role="alertdialog" open={notice !== null} onOpenChange={(e) => !e.open && onClose()} size="sm" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-offline-notice="">
            <Dialog.Header>
              <Dialog.Title>{notice?.title || t("offline.title")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text whiteSpace="pre-wrap">{notice?.info || t("offline.body")}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                size="sm"
                variant="outline"
                onClick={() => {
                  onClose();
                  openPortalPage(CHANGE_PASSWORD_PATH, t("offline.changePassword"));
                }}
              >
                {t("offline.changePassword")}
              </Button>
              <Button size="sm" colorPalette="blue" onClick={logout}>{t("offline.loginAgain")}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
