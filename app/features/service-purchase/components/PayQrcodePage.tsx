/**
 * Payment QR code (sso-web `/company/serve/pay-qrcode?orderId=…`, ROUTE-27): the order's amount,
 * its QR code with the time left until it expires, the payment's outcome arriving by polling
 * without a reload (paid → the result page), an "I have paid" re-check, and after expiry or a
 * failed payment a clear message with a new code.
 * @see ROUTE-27 @see USER-04
 */
import { Box, Button, Flex, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { InlineNotice } from "~/components/ui/notice";
import type { SsoPageProps } from "~/utils/sso-pages";
import { SERVE_PATHS, formatCountdown, parseOrderId } from "../model";
import { usePayment } from "../use-payment";
import { useServeNav } from "../use-serve-nav";
import { QrCode } from "./QrCode";
import { ServeFrame } from "./ServeFrame";

export default function PayQrcodePage({ query }: SsoPageProps) {
  const { t } = useTranslation("purchase");
  const orderId = parseOrderId(query.get("orderId"));
  const pay = usePayment(orderId);
  const { go } = useServeNav();
  const { order, phase } = pay;
  useEffect(() => {
    if (orderId && (phase === "paid" || phase === "unknown")) go(`${SERVE_PATHS.payResult}?${new URLSearchParams({ orderId })}`, { replace: true });
  }, [phase, orderId, go]);
  if (!orderId) {
    return (
      <ServeFrame title={t("pages.pay")} step="pay" testId="pay-qrcode">
        <InlineNotice tone="warning">{t("pay.noOrder")}</InlineNotice>
      </ServeFrame>
    );
  }
  const ended = phase === "expired" || phase === "failed";
  return (
    <ServeFrame title={t("pages.pay")} step="pay" testId="pay-qrcode" failure={pay.failure} onRetry={pay.reload} loading={!order && !pay.failure}>
      {order && (
        <Flex gap="6" wrap="wrap" align="flex-start" data-pay-phase={phase ?? ""}>
          <Box borderWidth="1px" borderRadius="md" p="3" bg="white">
            {order.qrCodeContent ? (
              <QrCode text={order.qrCodeContent} label={t("pay.qrLabel", { amount: order.payAmount })} dim={ended} />
            ) : (
              <Box w="200px" h="200px" bg="bg.muted" />
            )}
          </Box>
          <Box flex="1" minW="260px">
            <Text fontSize="sm" color="fg.muted">{t("pay.orderNo", { orderId: order.orderId })}</Text>
            <Text fontSize="sm" mt="1">{order.packageName} · {t(`kind.${order.orderType === 2 ? "upgrade" : order.orderType === 3 ? "renew" : "buy"}`)}</Text>
            <Text fontSize="2xl" fontWeight="semibold" mt="2">{t("amount", { amount: order.payAmount })}</Text>
            {phase === "awaiting" && (
              <>
                <Text fontSize="sm" mt="2" role="timer" aria-live="off" data-countdown="">
                  {t("pay.expiresIn", { time: formatCountdown(pay.remaining) })}
                </Text>
                <Text fontSize="sm" color="fg.muted" mt="1" role="status">{t("pay.scan")}</Text>
                {pay.notYet && <Box mt="2"><InlineNotice tone="info">{t("pay.notYet")}</InlineNotice></Box>}
                <Flex gap="2" mt="3">
                  <Button size="sm" colorPalette="blue" loading={pay.busy} onClick={pay.recheck}>{t("pay.paid")}</Button>
                  <Button size="sm" variant="ghost" onClick={() => go(SERVE_PATHS.serveManage)}>{t("pay.later")}</Button>
                </Flex>
              </>
            )}
            {ended && (
              <Box mt="3">
                <InlineNotice tone={phase === "failed" ? "error" : "warning"}
                  action={<Button size="xs" colorPalette="blue" loading={pay.busy} onClick={pay.newCode} disabled={pay.isDemo}>{t("pay.newCode")}</Button>}>
                  {phase === "failed" ? t("pay.failed") : t("pay.expired")}
                </InlineNotice>
              </Box>
            )}
          </Box>
        </Flex>
      )}
    </ServeFrame>
  );
}
