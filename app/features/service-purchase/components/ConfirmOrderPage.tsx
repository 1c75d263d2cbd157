/**
 * Order confirmation (sso-web `/company/serve/comfirm-order?orderType=…&serviceId=…&packageId=…
 * &periods=…`, ROUTE-27, spelled as the spec does): what is bought, for which system, how long
 * and the amount; submitting creates the order and opens its payment QR code. A query that
 * names no offerable package says so and leads back. Demo users get the demo tip (DEMO-01).
 * @see ROUTE-27 @see USER-04 @see DEMO-01
 */
import { Box, Button, Flex, Grid } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { InlineNotice } from "~/components/ui/notice";
import { warnDemo } from "~/features/account";
import type { SsoPageProps } from "~/utils/sso-pages";
import { postCreateOrder } from "../client";
import { SERVE_PATHS, offerable, parseId, parseOrderType, parsePeriods } from "../model";
import { usePackages } from "../use-packages";
import { useServeNav } from "../use-serve-nav";
import { Fact, ServeFrame } from "./ServeFrame";

const KIND = { 1: "buy", 2: "upgrade", 3: "renew" } as const;

export default function ConfirmOrderPage({ query }: SsoPageProps) {
  const { t } = useTranslation(["purchase", "account"]);
  const orderType = parseOrderType(query.get("orderType"));
  const serviceId = parseId(query.get("serviceId"));
  const packageId = parseId(query.get("packageId"));
  const periods = parsePeriods(query.get("periods"));
  const { packages, isDemo, failure, reload } = usePackages();
  const { go } = useServeNav();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const kind = orderType ? KIND[orderType] : null;
  const pkg = kind && packages ? offerable(packages, kind, serviceId).find((p) => p.packageId === packageId && p.serviceId === serviceId) ?? null : null;
  const total = pkg ? (Number(pkg.price) * periods).toFixed(2) : "";
  const submit = async () => {
    if (!pkg || !orderType) return;
    if (isDemo) return warnDemo(t);
    setBusy(true);
    setRefused(null);
    const r = await postCreateOrder(t, { orderType, serviceId: pkg.serviceId, packageId: pkg.packageId, periods });
    setBusy(false);
    if (!r.ok) return setRefused(r.text);
    go(`${SERVE_PATHS.payQrcode}?${new URLSearchParams({ orderId: r.order.orderId })}`);
  };
  const back = kind === "upgrade" ? SERVE_PATHS.buyAdditional : kind === "renew" ? SERVE_PATHS.buyRenew : SERVE_PATHS.buyServe;
  return (
    <ServeFrame title={t("purchase:pages.confirm")} step="confirm" testId="confirm-order" failure={failure ?? refused} onRetry={failure ? reload : undefined} loading={!packages && !failure}>
      {packages && !pkg && (
        <InlineNotice tone="warning" action={<Button size="xs" variant="outline" onClick={() => go(SERVE_PATHS.serveManage)}>{t("purchase:backToManage")}</Button>}>
          {t("purchase:confirm.unavailable")}
        </InlineNotice>
      )}
      {pkg && kind && (
        <Box borderWidth="1px" borderRadius="md" p="4">
          <Grid as="dl" templateColumns="max-content 1fr" columnGap="6" rowGap="2" m="0">
            <Fact label={t("purchase:confirm.kind")}>{t(`purchase:kind.${kind}`)}</Fact>
            <Fact label={t("purchase:col.system")}>{pkg.systemName || pkg.systemCode}</Fact>
            <Fact label={t("purchase:col.package")}>{pkg.packageName}</Fact>
            <Fact label={t("purchase:periods")}>{t("purchase:periodOption", { count: periods, months: pkg.periodMonths * periods })}</Fact>
            <Fact label={t("purchase:confirm.unitPrice")}>{t("purchase:pricePerPeriod", { price: pkg.price, months: pkg.periodMonths })}</Fact>
            <Fact label={t("purchase:confirm.total")}><strong data-order-total="">{t("purchase:amount", { amount: total })}</strong></Fact>
          </Grid>
          <Flex mt="4" gap="2" justify="flex-end">
            <Button size="sm" variant="ghost" onClick={() => go(`${back}?${new URLSearchParams({ serviceId: String(pkg.serviceId) })}`)}>{t("purchase:back")}</Button>
            <Button size="sm" colorPalette="blue" loading={busy} onClick={() => void submit()}>{t("purchase:confirm.submit")}</Button>
          </Flex>
        </Box>
      )}
    </ServeFrame>
  );
}
