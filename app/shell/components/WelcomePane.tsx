/**
 * The welcome page of a system (ROUTE-11), the home pane: what a seller wants on arrival — their
 * systems with status (one click enters, with the switcher's checks), the pages open now, their
 * favourites (a list the favourites feature passes in) and the company. When the menu failed to
 * load, the failure shows here in the user's language with a retry (TAB-29 keeps only the home
 * tab), and for the subject-service code also 返回首页 to `/` (GW-10).
 */
import { Badge, Box, Button, Flex, Heading, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { InlineNotice } from "~/components/ui/notice";
import { notify } from "~/components/ui/notify";
import { withBase } from "~/utils/base-path";
import { Link as RemixLink, useRevalidator } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { MenuNode } from "~/gateway/schemas";
import { switcherDecision } from "~/features/access";
import { systemBadge, type SystemBadge } from "~/features/account";
import { menuLabel } from "~/features/menus";
import { HOME_KEY, type Pane } from "~/features/tabs";
import type { ShellData, ShellSystem } from "../shell.server";
import { useSystemName } from "~/i18n/system-name";

/** A page link of the welcome page (a favourite or a recent page). */
export interface WelcomeLink {
  key: string;
  title: string;
  href: string;
}

const BADGE_PALETTE: Record<SystemBadge, string> = { active: "green", external: "blue", deploying: "orange", pending: "gray", stopped: "red", abandoned: "gray" };

export function WelcomePane({ data, openPanes = [], favourites }: { data: ShellData; tree?: readonly MenuNode[]; openPanes?: readonly Pane[]; favourites?: readonly WelcomeLink[] }) {
  const { t, i18n } = useTranslation();
  const systemName = useSystemName();
  const failure = data.menuFailure;
  const base = `/entry/${data.system.serviceId}/${data.system.systemCode}`;
  const recent = openPanes.filter((p) => p.key !== HOME_KEY).slice(-8).reverse()
    .map((p) => ({ key: p.key, title: menuLabel(p.names, i18n.language), href: `${base}/${p.appName}#${p.hashPath}` }));
  function enter(system: ShellSystem) {
    const decision = switcherDecision({ ...system, serviceId: Number(system.serviceId), packageId: system.packageId === null || system.packageId === undefined ? null : Number(system.packageId) });
    if (decision.kind === "warn") void notify({ type: "warning", title: t(decision.messageKey) });
    else if (decision.kind === "open-window") window.open(decision.url, "_blank", "noopener,noreferrer");
    else window.location.assign(withBase(decision.to));
  }
  return (
    <Box p="6" maxW="1100px">
      <Heading as="h1" size="lg">{t("nav:shell.welcomeTitle", { system: systemName(data.system) })}</Heading>
      <Text color="fg.muted" mt="1">{t("nav:shell.welcomeBody")}</Text>
      {failure && <MenuFailureNotice failure={failure} />}
      <SimpleGrid columns={3} gap="4" mt="6" alignItems="start">
        <Card title={t("account:welcome.systems")} span={2}>
          <SimpleGrid columns={2} gap="2">
            {data.systems.map((s) => {
              const badge = systemBadge(s);
              const current = s.serviceId === data.system.serviceId;
              return (
                <Button key={s.serviceId} variant="outline" size="sm" justifyContent="space-between" onClick={() => enter(s)} data-welcome-system={s.systemCode} aria-current={current ? "true" : undefined} borderColor={current ? "blue.400" : undefined}>
                  <Text truncate>{systemName(s)}</Text>
                  <Badge size="xs" colorPalette={current ? "blue" : BADGE_PALETTE[badge]}>{current ? t("account:welcome.current") : t(`account:welcome.status.${badge}`)}</Badge>
                </Button>
              );
            })}
          </SimpleGrid>
        </Card>
        <Card title={t("account:welcome.company")}>
          <Text fontWeight="semibold">{data.user.company}</Text>
          <Text fontSize="sm" color="fg.muted" mt="1">{t("account:welcome.account")}: {data.user.displayName}</Text>
        </Card>
        <Card title={t("account:welcome.recent")} span={favourites ? 1 : 3}>
          <LinkList links={recent} empty={t("account:welcome.recentEmpty")} />
        </Card>
        {favourites && (
          <Card title={t("account:welcome.favourites")} span={2}>
            <LinkList links={favourites} empty={t("account:welcome.favouritesEmpty")} />
          </Card>
        )}
      </SimpleGrid>
    </Box>
  );
}

/**
 * The menu failure on the home pane (TAB-29) with its retry (GW-10: and 返回首页). Its own
 * component: the revalidator re-renders on every navigation, the welcome page must not.
 */
function MenuFailureNotice({ failure }: { failure: NonNullable<ShellData["menuFailure"]> }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return (
    <Box mt="5">
      <InlineNotice
        tone={failure.behaviour === "go-home" ? "warning" : "error"}
        title={t("nav:menuError")}
        action={
          <Flex gap="2">
            <Button size="xs" variant="outline" onClick={() => revalidator.revalidate()} loading={revalidator.state === "loading"}>
              {t("errors.retry")}
            </Button>
            {failure.behaviour === "go-home" && (
              // GW-10: the subject-service code offers a way back to the Index route.
              <Button asChild size="xs" colorPalette="blue">
                <a href={withBase("/")}>{t("errors.backHome")}</a>
              </Button>
            )}
          </Flex>
        }
      >
        {failure.serverMessage ?? t(failure.messageKey)}
      </InlineNotice>
    </Box>
  );
}

function Card({ title, span = 1, children }: { title: string; span?: number; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} gridColumn={`span ${span}`} bg="white" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="sm" mb="3">{title}</Heading>
      {children}
    </Box>
  );
}

function LinkList({ links, empty }: { links: readonly WelcomeLink[]; empty: string }) {
  if (links.length === 0) return <Text fontSize="sm" color="fg.muted">{empty}</Text>;
  return (
    <Stack gap="1">
      {links.map((l) => (
        <Link key={l.key} asChild fontSize="sm" color="blue.700">
          <RemixLink to={l.href}>{l.title}</RemixLink>
        </Link>
      ))}
    </Stack>
  );
}
