/**
 * The tabs' prompts: the 401 modal (title prompt, content `layout.error-401`, one button 'I know';
 * TAB-05) and the expiry confirms with renew and cancel (TAB-08..TAB-11). Cancel, Escape and the
 * 'I know' button only close the prompt: the previous tab stays active (TAB-12).
 */
import { Button, Dialog, Portal } from "@chakra-ui/react";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { useOpenedOnce } from "~/components/ui/opened-once";
import { menuLabel } from "~/features/menus";
import type { Expiry } from "../expiry";
import type { TabsPrompt } from "../use-tabs-prompt";

/** Memoised: with stable callbacks it re-renders only when the prompt changes (not on a switch). */
export const TabsPrompts = memo(function TabsPrompts({ prompt, onDismiss, onRenew }: { prompt: TabsPrompt | null; onDismiss: () => void; onRenew: (expiry: Expiry) => void }) {
  const { t, i18n } = useTranslation("tabs");
  const expiry = prompt?.kind === "expiry" ? prompt : null;
  const title = expiry ? t("friendlyReminder") : t("prompt");
  const body = !expiry
    ? t("layout.error-401")
    : expiry.expiry.kind === "platform"
      ? t("platformExpired")
      : t("appExpired", { app: menuLabel(expiry.names, i18n.language) });
  if (!useOpenedOnce(prompt !== null)) return null;
  return (
    <Dialog.Root role="alertdialog" open={prompt !== null} onOpenChange={(e) => !e.open && onDismiss()} size="sm" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-tabs-prompt={prompt?.kind === "expiry" ? prompt.expiry.kind : prompt?.kind}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body fontSize="sm">{body}</Dialog.Body>
            <Dialog.Footer>
              {expiry ? (
                <>
                  <Dialog.ActionTrigger asChild>
                    <Button size="sm" variant="outline">{t("cancel")}</Button>
                  </Dialog.ActionTrigger>
                  <Button size="sm" colorPalette="blue" onClick={() => onRenew(expiry.expiry)}>{t("renew")}</Button>
                </>
              ) : (
                <Dialog.ActionTrigger asChild>
                  <Button size="sm" colorPalette="blue">{t("iKnow")}</Button>
                </Dialog.ActionTrigger>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
