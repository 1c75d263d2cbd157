/**
 * Service management (sso-web `/company/serve/serve-manage`, ROUTE-27): the company's packages
 * per system with their expiry, renewal of a base package (`buy-renew`), upgrades
 * (`buy-additional`), buying more (`buy-serve`) and the free package the gateway offers
 * (`queryEjectFreePackage` → `openFreePackage`). The tabs' expiry prompts and the 402 page send
 * a seller here to renew. Demo users get the demo tip instead of any change (DEMO-01).
 * @see ROUTE-27 @see USER-06 @see DEMO-01
 */
import { Box, Button, Flex, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { InlineNotice } from "~/components/ui/notice";
import { notify } from "~/components/ui/notify";
import { warnDemo } from "~/features/account";
import type { SsoPageProps } from "~/utils/sso-pages";
import { postOpenFree } from "../client";
import { SERVE_PATHS, needsRenewal, offerable } from "../model";
import { usePackages } from "../use-packages";
import { useServeNav } from "../use-serve-nav";
import { ServeFrame } from "./ServeFrame";

export default function ServeManagePage({ title }: SsoPageProps) {
  const { t } = useTranslation(["purchase", "account"]);
  const { packages, offer, isDemo, failure, reload } = usePackages();
  const { go } = useServeNav();
  const [opening, setOpening] = useState(false);
  const now = Date.now();
  const owned = (packages ?? []).filter((p) => p.bought === 1);
  const openFree = async () => {
    if (!offer?.packageId) return;
    if (isDemo) return warnDemo(t);
    setOpening(true);
    const r = await postOpenFree(t, Number(offer.packageId));
    setOpening(false);
    if (!r.ok) return void notify({ type: "error", title: r.text });
    void notify({ type: "success", title: t("purchase:free.opened", { name: offer.packageName }) });
    reload();
  };
  return (
    <ServeFrame title={title || t("purchase:manage.title")} testId="serve-manage" failure={failure} onRetry={reload} loading={!packages && !failure}>
      {offer && (
        <Box mb="3">
          <InlineNotice tone="info" action={<Button size="xs" colorPalette="blue" loading={opening} onClick={() => void openFree()}>{t("purchase:free.open")}</Button>}>
            {t("purchase:free.offer", { name: offer.packageName, months: offer.periodMonths ?? 1 })}
          </InlineNotice>
        </Box>
      )}
      <Flex justify="space-between" align="center" mb="2">
        <Text fontSize="sm" color="fg.muted">{t("purchase:manage.intro")}</Text>
        <Button size="sm" colorPalette="blue" onClick={() => go(SERVE_PATHS.buyServe)}>{t("purchase:manage.buyMore")}</Button>
      </Flex>
      <Table.Root size="sm" variant="outline" width="100%" borderWidth="1px" borderRadius="md" fontSize="sm"
        css={{ "& th, & td": { px: "3", py: "2", textAlign: "start", borderBottomWidth: "1px", borderColor: "border", whiteSpace: "nowrap" }, "& th": { bg: "bg.muted", fontWeight: "semibold" } }}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t("purchase:col.system")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("purchase:col.package")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("purchase:col.expireTime")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("purchase:col.state")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("purchase:col.actions")}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {owned.map((p) => {
            const expired = needsRenewal(p, now);
            const upgrades = p.packageType === 1 && offerable(packages ?? [], "upgrade", Number(p.serviceId)).length > 0;
            return (
              <Table.Row key={p.packageId} data-package={p.packageId}>
                <Table.Cell>{p.systemName || p.systemCode}</Table.Cell>
                <Table.Cell>{p.packageName} <Text as="span" color="fg.muted">· {t(`purchase:type.${p.packageType}`)}</Text></Table.Cell>
                <Table.Cell>{p.expireTime || t("purchase:noExpiry")}</Table.Cell>
                <Table.Cell><Text as="span" color={expired ? "red.700" : "green.700"}>{expired ? t("purchase:state.expired") : t("purchase:state.active")}</Text></Table.Cell>
                <Table.Cell>
                  <Flex gap="2">
                    {p.packageType === 1 && p.currentFlag === 1 && (
                      <Button size="xs" variant={expired ? "solid" : "outline"} colorPalette="blue"
                        onClick={() => go(`${SERVE_PATHS.buyRenew}?${new URLSearchParams({ serviceId: String(p.serviceId), packageId: String(p.packageId) })}`)}>
                        {t("purchase:actions.renew")}
                      </Button>
                    )}
                    {upgrades && (
                      <Button size="xs" variant="outline" onClick={() => go(`${SERVE_PATHS.buyAdditional}?${new URLSearchParams({ serviceId: String(p.serviceId), systemCode: p.systemCode })}`)}>
                        {t("purchase:actions.upgrade")}
                      </Button>
                    )}
                  </Flex>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </ServeFrame>
  );
}
