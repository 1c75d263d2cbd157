/**
 * The avatar dropdown (LAYOUT-24, in its order): user centre, account settings, authority,
 * store authorization, money assistant, app market (with the new marker), live and replay, the
 * menu-style and language submenus, logout with confirmation. Which items show is
 * `avatarItems` (LAYOUT-25..28); in demo mode every item but logout shows the demo tip instead
 * of acting (LAYOUT-30). The menu style is saved, then the page reloads (LAYOUT-03); the
 * language is saved to the gateway and the cookie (I18N-04).
 */
import { Badge, Button, Dialog, Menu, Portal, Text } from "@chakra-ui/react";
import { Form, useFetcher, useNavigate } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ChevronDownIcon, UserIcon } from "~/components/ui/icons";
import { notify } from "~/components/ui/notify";
import { OpenedOnce } from "~/components/ui/opened-once";
import { languageLabels, toGatewayLanguage, type GatewayLng } from "~/i18n/config";
import { avatarItemWarns, avatarItems, openPortalPage, useMoneyAssistant, warnDemo, type AccountFacts, type AvatarItem } from "~/features/account";
import { routeErrorText, tryRoute } from "~/utils/route-client";
import { useAppMarketNew } from "~/utils/app-market-visit";
import { HeaderTrigger } from "./HeaderTrigger";
import type { ShellData } from "../shell.server";

/** Portal pages of the avatar items (LAYOUT-24, LAYOUT-25, LAYOUT-28). */
const PAGES: Partial<Record<AvatarItem, string>> = {
  userCenter: "/embel/home",
  accountSettings: "/user/basics-info",
  authority: "/embel/list",
  appMarket: "/app/home",
  liveReplay: "/company/helper/live-roadcast",
};

export default function UserMenu({ user, facts, base, defaultOpen }: { user: ShellData["user"]; facts: AccountFacts; base: string; defaultOpen?: boolean }) {
  const { t, i18n } = useTranslation("account");
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const navigate = useNavigate();
  const language = useFetcher();
  const moneyUrl = useMoneyAssistant(facts.isDemo);
  const items = avatarItems(facts, moneyUrl);
  const marketNew = useAppMarketNew();
  const currentLng = toGatewayLanguage(language.formData?.get("language")?.toString() ?? i18n.language);

  function act(item: AvatarItem) {
    if (avatarItemWarns(item, facts.isDemo)) return warnDemo(t);
    const page = PAGES[item];
    if (page) return openPortalPage(navigate, base, page, t(`avatar.${item}`));
    if (item === "storeAuth" && facts.shopAuthPath) return navigate(`${base}/${facts.shopAuthPath}`);
    if (item === "moneyAssistant" && moneyUrl) return void window.open(moneyUrl, "_blank", "noopener,noreferrer");
    if (item === "logout") setConfirming(true);
  }
  async function chooseStyle(style: 1 | 2) {
    if (facts.isDemo) return warnDemo(t);
    if (style === facts.packageStyle) return;
    const answer = await tryRoute("/api/account/package-style", { form: { styleCode: String(style) } });
    if (answer.ok) window.location.reload();
    else void notify({ type: "warning", title: routeErrorText(t, answer.error) });
  }
  function chooseLanguage(code: string) {
    if (facts.isDemo) return warnDemo(t);
    if (code !== currentLng) language.submit({ language: code }, { method: "post", action: "/api/language" });
  }
  const sub = (item: "menuStyle" | "language", value: string, options: Array<[string, string]>, onChoose: (v: string) => void) => (
    <Menu.Root key={item} positioning={{ placement: "left-start", gutter: 4 }}>
      <Menu.TriggerItem data-avatar-item={item}>
        <Text flex="1">{t(`avatar.${item}`)}</Text>
        <ChevronDownIcon style={{ transform: "rotate(90deg)" }} />
      </Menu.TriggerItem>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="160px">
            <Menu.RadioItemGroup value={value} onValueChange={(e) => onChoose(e.value)}>
              {options.map(([v, label]) => (
                <Menu.RadioItem key={v} value={v} data-option={v}>
                  <Menu.ItemIndicator />
                  {label}
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
  return (
    <>
      <Menu.Root positioning={{ placement: "bottom-end" }} defaultOpen={defaultOpen}>
        <Menu.Trigger asChild>
          <HeaderTrigger aria-label={t("avatar.label")}>
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
                  <Text fontSize="xs" color="fg.muted">{t("avatar.company")}: {user.company}</Text>
                </Menu.ItemGroupLabel>
              </Menu.ItemGroup>
              <Menu.Separator />
              {items.map((item) => {
                if (item === "menuStyle") return sub(item, String(facts.packageStyle), [["2", t("avatar.menuTop")], ["1", t("avatar.menuLeft")]], (v) => void chooseStyle(v === "1" ? 1 : 2));
                if (item === "language") return sub(item, currentLng, (Object.keys(languageLabels) as GatewayLng[]).map((c) => [c, languageLabels[c]]), chooseLanguage);
                const entry = (
                  <Menu.Item key={item} value={item} onSelect={() => act(item)} data-avatar-item={item}>
                    <Text flex="1">{t(`avatar.${item}`)}</Text>
                    {item === "appMarket" && marketNew && <Badge size="xs" colorPalette="red" variant="solid">{t("toolbar.new")}</Badge>}
                  </Menu.Item>
                );
                return item === "logout" ? [<Menu.Separator key="sep" />, entry] : entry;
              })}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <OpenedOnce open={confirming}>
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
                  {/* A document load: nothing of this user's page outlives the logout (utils/logout). */}
                  <Form method="post" action="/logout" reloadDocument onSubmit={() => setLeaving(true)}>
                    <Button type="submit" colorPalette="red" size="sm" loading={leaving}>
                      {t("logout.confirm")}
                    </Button>
                  </Form>
                </Dialog.Footer>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      </OpenedOnce>
    </>
  );
}
