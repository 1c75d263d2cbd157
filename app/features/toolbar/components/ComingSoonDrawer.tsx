/**
 * The place where a feature of a later issue will live: a titled drawer that says, in the
 * user's language, what will be there. Never a dead button.
 */
import { Button, CloseButton, Drawer, Portal, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useOpenedOnce } from "~/components/ui/opened-once";

/** Which feature's place it is (its texts are `account:soon.{which}.title|body`). */
export type ComingSoon = "initGuide";

export function ComingSoonDrawer({ which, onClose }: { which: ComingSoon | null; onClose: () => void }) {
  const { t } = useTranslation("account");
  if (!useOpenedOnce(which !== null)) return null;
  return (
    <Drawer.Root open={which !== null} onOpenChange={(e) => !e.open && onClose()} size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-coming-soon={which ?? undefined}>
            <Drawer.Header>
              <Drawer.Title>{which ? t(`soon.${which}.title`) : ""}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Text color="fg.muted" lineHeight="tall">{which ? t(`soon.${which}.body`) : ""}</Text>
            </Drawer.Body>
            <Drawer.Footer>
              <Button size="sm" variant="outline" onClick={onClose}>{t("soon.close")}</Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("soon.close")} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
