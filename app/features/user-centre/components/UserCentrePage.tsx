/**
 * The user centre (sso-web `/embel/home`): the company with its online packages, the renewal
 * reminders (queryRenewNotice), each subscribed system with its package, status, activation and
 * expiry, and shortcuts to the account's other pages. Renewal opens the renewal page for that
 * system.
 * @see USER-01 @see ROUTE-26
 */
import { Badge, Box, Button, Flex, Grid, Heading, Table, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { InlineNotice } from "~/components/ui/notice";
import { useSystemName } from "~/i18n/system-name";
import type { SsoPageProps } from "~/utils/sso-pages";
import { offersRenewal, systemState, type SystemState } from "../model";
import { useOpenPage } from "../open-page";
import type { HomeData, HomeNotice } from "../types";
import { LoadState } from "./LoadState";
import { registerUserCentreRecipes } from "./recipes";
import { useUserCentreRead } from "./use-read";

registerUserCentreRecipes();

const STATE_PALETTE: Record<SystemState, string> = { active: "green", expired: "red", pending: "gray", abandoned: "gray", other: "gray" };

/** The renewal page of a system (issue 28's service pages). */
export const renewPath = (serviceId: number) => `/company/serve/buy-renew?serviceId=${serviceId}`;

/** Shortcuts: i18n key → portal page. */
const SHORTCUTS = [
  ["serviceManage", "/company/serve/serve-manage"],
  ["buyServe", "/company/serve/buy-serve"],
  ["permissions", "/embel/list"],
  ["appMarket", "/app/home"],
  ["helpCentre", "/company/helper/center"],
  ["settings", "/user/basics-info"],
  ["downloads", "/user/download-center"],
] as const;

/** The date part of a gateway time (`yyyy-MM-dd HH:mm:ss` → `yyyy-MM-dd`). */
const dateOf = (time: string | null) => (time ? time.slice(0, 10) : "—");

function Card({ title, children, ...rest }: { title: string; children: React.ReactNode } & Record<`data-${string}`, string>) {
  return (
    <Box as="section" aria-label={title} bg="white" borderWidth="1px" borderRadius="md" p="4" {...rest}>
      <Heading as="h2" size="sm" mb="3">{title}</Heading>
      {children}
    </Box>
  );
}

function NoticeRow({ notice, onRenew }: { notice: HomeNotice; onRenew: () => void }) {
  const { t } = useTranslation("userCentre");
  const systemName = useSystemName();
  const vars = { system: systemName(notice), package: notice.packageName || "—", date: dateOf(notice.serviceExpireTime), count: notice.remainDays ?? 0 };
  return (
    <InlineNotice tone={notice.expired ? "error" : "warning"} action={<Button size="xs" colorPalette="blue" onClick={onRenew}>{t("home.renew")}</Button>}>
      <span data-renew-notice={notice.serviceId}>{t(notice.expired ? "home.noticeExpired" : "home.noticeSoon", vars)}</span>
    </InlineNotice>
  );
}

export default function UserCentrePage({ title }: SsoPageProps) {
  const { t } = useTranslation("userCentre");
  const read = useUserCentreRead<HomeData>("home");
  const systemName = useSystemName();
  const data = read.value;
  const openPage = useOpenPage();
  const renew = (serviceId: number) => openPage(renewPath(serviceId), t("home.renew"));
  const noticed = new Set(data?.notices.map((n) => n.serviceId) ?? []);
  return (
    <Box p="4" data-user-centre="">
      <Heading as="h1" size="md" mb="3">{title || t("home.title")}</Heading>
      <LoadState loading={read.loading} failure={read.failure} hasValue={!!data} onRetry={read.reload} />
      {data && (
        <Flex direction="column" gap="3">
          <Grid templateColumns={{ base: "1fr", lg: "minmax(0, 2fr) minmax(0, 3fr)" }} gap="3">
            <Card title={t("home.company")} data-company="">
              <Grid as="dl" templateColumns="max-content 1fr" columnGap="5" rowGap="1.5" m="0" fontSize="sm">
                <Text as="dt" color="fg.muted">{t("home.company")}</Text>
                <Text as="dd" fontWeight="medium">{data.company.companyName || "—"}</Text>
                <Text as="dt" color="fg.muted">{t("home.account")}</Text>
                <Text as="dd">{data.user.realName ? `${data.user.realName} (${data.user.userName})` : data.user.userName}</Text>
                <Text as="dt" color="fg.muted">{t("home.role")}</Text>
                <Text as="dd">{t(data.company.isOwner ? "home.owner" : "home.member")}</Text>
                <Text as="dt" color="fg.muted">{t("home.packages")}</Text>
                <Flex as="dd" gap="1" wrap="wrap">
                  {data.company.packageNames.length === 0 ? <Text color="fg.muted">{t("home.noPackages")}</Text>
                    : data.company.packageNames.map((p) => <Badge key={p} colorPalette="blue" variant="subtle">{p}</Badge>)}
                </Flex>
              </Grid>
            </Card>
            <Card title={t("home.notices")} data-renew-notices="">
              <Flex direction="column" gap="2">
                {data.notices.length === 0 ? <Text fontSize="sm" color="fg.muted">{t("home.noNotices")}</Text>
                  : data.notices.map((n) => <NoticeRow key={n.serviceId} notice={n} onRenew={() => renew(n.serviceId)} />)}
              </Flex>
            </Card>
          </Grid>
          <Card title={t("home.systems")} data-systems="">
            <Box overflowX="auto">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    {(["system", "package", "state", "activated", "expires", "actions"] as const).map((c) => <Table.ColumnHeader key={c} whiteSpace="nowrap">{t(`home.${c}`)}</Table.ColumnHeader>)}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {data.systems.map((s) => {
                    const state = systemState(s.status);
                    return (
                      <Table.Row key={s.serviceId} data-system={s.systemCode} data-state={state}>
                        <Table.Cell fontWeight="medium">{systemName(s)}</Table.Cell>
                        <Table.Cell>{s.packageName ?? "—"}</Table.Cell>
                        <Table.Cell><Badge colorPalette={STATE_PALETTE[state]} variant="subtle">{t(`home.states.${state}`)}</Badge></Table.Cell>
                        <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">{dateOf(s.serviceActive)}</Table.Cell>
                        <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums" color={state === "expired" ? "red.600" : undefined}>{dateOf(s.serviceExpireTime)}</Table.Cell>
                        <Table.Cell>
                          {offersRenewal(s.status, noticed.has(s.serviceId)) && <Button size="xs" variant="outline" colorPalette="blue" onClick={() => renew(s.serviceId)}>{t("home.renew")}</Button>}
                        </Table.Cell>
                      </Table.Row>
                    );
                  })}
                </Table.Body>
              </Table.Root>
              {data.systems.length === 0 && <Text p="4" textAlign="center" fontSize="sm" color="fg.muted">{t("home.noSystems")}</Text>}
            </Box>
          </Card>
          <Card title={t("home.shortcuts")} data-shortcuts="">
            <Flex gap="2" wrap="wrap">
              {SHORTCUTS.filter(([key]) => key !== "permissions" || data.company.isOwner).map(([key, path]) => (
                <Button key={key} size="sm" variant="outline" onClick={() => openPage(path, t(`home.${key}`))}>{t(`home.${key}`)}</Button>
              ))}
            </Flex>
          </Card>
        </Flex>
      )}
    </Box>
  );
}
