/**
 * The avatar dropdown (foundation part): user and company, logout with confirmation
 * (LAYOUT-29, AUTH-10). Later issues add the other items.
 */
import { Button, Dialog, Menu, Portal, Text } from "@chakra-ui/react";
import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { UserIcon } from "~/components/ui/icons";
import { HeaderTrigger } from "./HeaderTrigger";
import type { ShellData } from "../shell.server";

export default function UserMenu({ user, defaultOpen }: { user: ShellData["user"]; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const navigation = useNavigation();
  return (
    <>
      <Menu.Root positioning={{ placement: "bottom-end" }} defaultOpen={defaultOpen}>
        <Menu.Trigger asChild>
          <HeaderTrigger aria-label={t("shell.userMenu")}>
            <UserIcon />
            {user.displayName}
          </HeaderTrigger>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="220px">
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>
                  <Text fontWeight="semibold" color="fg">{user.displayName}</Text>
                  <Text fontSize="xs" color="fg.muted">{t("shell.company")}: {user.company}</Text>
                </Menu.ItemGroupLabel>
              </Menu.ItemGroup>
              <Menu.Separator />
              <Menu.Item value="logout" onSelect={() => setConfirming(true)}>
                {t("logout.action")}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <Dialog.Root role="alertdialog" open={confirming} onOpenChange={(e) => setConfirming(e.open)} size="xs">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t("logout.confirmTitle")}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{t("logout.confirmBody")}</Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" size="sm">{t("logout.cancel")}</Button>
                </Dialog.ActionTrigger>
                <Form method="post" action="/logout">
                  <Button type="submit" colorPalette="red" size="sm" loading={navigation.formAction === "/logout"}>
                    {t("logout.confirm")}
                  </Button>
                </Form>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
