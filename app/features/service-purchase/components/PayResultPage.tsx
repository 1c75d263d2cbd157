/**
 * Payment result (sso-web `/company/serve/pay-result?orderId=…`, ROUTE-27): reads the order as
 * it stands, so a reload shows the same result (USER-04). A paid order refreshes the shell's
 * menus at once (the layout reloads: a paid upgrade's menus become usable without signing out,
 * USER-05) and a renewal offers to enter the renewed system (USER-06). An order not paid yet,
 * failed or expired leads back to its payment.
 * @see ROUTE-27 @see USER-04 @see USER-05 @see USER-06
 */
import { Box, Button, Flex, Grid, Text } from "@chakra-ui/react";
import { useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { InlineNotice } from "~/components/ui/notice";
import { markLayoutStale } from "~/utils/revalidation";
import type { SsoPageProps } from "~/utils/sso-pages";
import { fetchOrder, type ServiceOrder } from "../client";
import { announcePaid } from "../paid-signal";
import { SERVE_PATHS, parseOrderId, phaseOf } from "../model";
import { useServeNav } from "../use-serve-nav";
import { Fact, ServeFrame } from "./ServeFrame";

export default function PayResultPage({ query }: SsoPageProps) {
  const { t } = useTranslation("purchase");
  const orderId = parseOrderId(query.get("orderId"));
  const [order, setOrder] = useState<ServiceOrder | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { go, enter } = useServeNav();
  const revalidator = useRevalidator();
  const refreshed = useRef<string | null>(null);
  const load = useCallback(async () => {
    if (!orderId) return;
    setFailure(null);
    const r = await fetchOrder(t, orderId);
    if (r.ok) setOrder(r.order);
    else setFailure(r.text);
  }, [orderId, t]);
  useEffect(() => void load(), [load]);
  const phase = order ? phaseOf(order) : null;
  useEffect(() => {
    // Once per paid order: the shell's menus and systems reload (the server dropped its cached reads).
    if (phase !== "paid" || !order || refreshed.current === order.orderId) return;
    refreshed.current = order.orderId;
    markLayoutStale();
    revalidator.revalidate();
    announcePaid(order.orderId);
  }, [phase, order, revalidator]);
  const kind = order?.orderType === 2 ? "upgrade" : order?.orderType === 3 ? "renew" : "buy";
  const toPay = orderId ? `${SERVE_PATHS.payQrcode}?${new URLSearchParams({ orderId })}` : SERVE_PATHS.serveManage;
  return (
    <ServeFrame title={t("pages.result")} step="result" testId="pay-result" failure={failure} onRetry={() => void load()} loading={!!orderId && !order && !failure}>
      {!orderId && <InlineNotice tone="warning">{t("pay.noOrder")}</InlineNotice>}
      {order && (
        <Box data-result-phase={phase ?? ""}>
          {phase === "paid" && <InlineNotice tone="success" title={t("result.paidTitle")}>{t(`result.paid.${kind}`, { name: order.packageName, system: order.systemCode })}</InlineNotice>}
          {phase === "awaiting" || phase === "created" ? <InlineNotice tone="info">{t("result.waiting")}</InlineNotice> : null}
          {phase === "failed" && <InlineNotice tone="error">{t("pay.failed")}</InlineNotice>}
          {phase === "expired" && <InlineNotice tone="warning">{t("pay.expired")}</InlineNotice>}
          {phase === "unknown" && <InlineNotice tone="warning">{t("result.unknown")}</InlineNotice>}
          <Grid as="dl" templateColumns="max-content 1fr" columnGap="6" rowGap="2" mt="4" m="0" pt="4">
            <Fact label={t("result.orderId")}>{order.orderId}</Fact>
            <Fact label={t("col.package")}>{order.packageName}</Fact>
            <Fact label={t(phase === "paid" ? "result.amountPaid" : "confirm.total")}>{t("amount", { amount: order.payAmount })}</Fact>
            {order.payTime ? <Fact label={t("result.payTime")}>{order.payTime}</Fact> : null}
            {phase === "paid" && order.expireTime ? <Fact label={t("col.expireTime")}>{order.expireTime}</Fact> : null}
          </Grid>
          <Flex gap="2" mt="4">
            {phase === "paid" && kind === "renew" && (
              <Button size="sm" colorPalette="blue" onClick={() => enter(order.serviceId, order.systemCode)}>{t("result.enter", { system: order.systemCode })}</Button>
            )}
            {phase !== "paid" && <Button size="sm" colorPalette="blue" onClick={() => go(toPay)}>{t("result.backToPay")}</Button>}
            <Button size="sm" variant="outline" onClick={() => go(SERVE_PATHS.serveManage)}>{t("backToManage")}</Button>
          </Flex>
          <Text fontSize="xs" color="fg.muted" mt="3">{t("result.reloadSafe")}</Text>
        </Box>
      )}
    </ServeFrame>
  );
}
