/**
 * The package choice of the three ways to buy (ROUTE-27): package purchase (`buy-serve`: any
 * package not bought), upgrade (`buy-additional?serviceId=…&updatePackageIds=…`: the system's
 * upgrade packages, the ones the query names chosen first; ROUTE-32 lands here) and renewal
 * (`buy-renew?serviceId=…`: the system's current package). Choosing a package and a number of
 * periods leads to the order confirmation.
 * @see ROUTE-27 @see ROUTE-32 @see USER-04 @see USER-05 @see USER-06
 */
import { Box, Button, Flex, Text } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { InlineNotice } from "~/components/ui/notice";
import type { SsoPageProps } from "~/utils/sso-pages";
import { PERIOD_CHOICES, SERVE_PATHS, firstPackageId, offerable, parseId, type OrderType } from "../model";
import { usePackages } from "../use-packages";
import { useServeNav } from "../use-serve-nav";
import { ServeFrame } from "./ServeFrame";

const MODES = {
  [SERVE_PATHS.buyServe]: { kind: "buy", orderType: 1 },
  [SERVE_PATHS.buyAdditional]: { kind: "upgrade", orderType: 2 },
  [SERVE_PATHS.buyRenew]: { kind: "renew", orderType: 3 },
} as const satisfies Record<string, { kind: "buy" | "upgrade" | "renew"; orderType: OrderType }>;

export default function ChoosePackagePage({ path, query }: SsoPageProps) {
  const { t } = useTranslation("purchase");
  const mode = MODES[path as keyof typeof MODES] ?? MODES[SERVE_PATHS.buyServe];
  const serviceId = parseId(query.get("serviceId"));
  const wanted = firstPackageId(query.get("updatePackageIds")) ?? parseId(query.get("packageId"));
  const { packages, failure, reload } = usePackages();
  const choices = useMemo(() => offerable(packages ?? [], mode.kind, serviceId), [packages, mode.kind, serviceId]);
  const [picked, setPicked] = useState<number | null>(null);
  const [periods, setPeriods] = useState(1);
  const { go } = useServeNav();
  const chosen = choices.find((p) => p.packageId === picked) ?? choices.find((p) => p.packageId === wanted) ?? choices[0] ?? null;
  const next = () => {
    if (!chosen) return;
    const q = new URLSearchParams({ orderType: String(mode.orderType), serviceId: String(chosen.serviceId), packageId: String(chosen.packageId), periods: String(periods) });
    go(`${SERVE_PATHS.confirmOrder}?${q}`);
  };
  return (
    <ServeFrame title={t(`pages.${mode.kind}`)} step="choose" testId={`choose-${mode.kind}`} failure={failure} onRetry={reload} loading={!packages && !failure}>
      {packages && choices.length === 0 && <InlineNotice tone="info">{t(`empty.${mode.kind}`)}</InlineNotice>}
      {choices.length > 0 && (
        <Box as="fieldset" border="0" p="0" m="0">
          <Text as="legend" fontSize="sm" fontWeight="semibold" mb="2">{t("choosePackage")}</Text>
          <Flex direction="column" gap="2">
            {choices.map((p) => (
              <Flex as="label" key={p.packageId} data-choice={p.packageId} gap="3" align="center" p="3" borderWidth="1px" borderRadius="md" cursor="pointer"
                borderColor={chosen?.packageId === p.packageId ? "blue.600" : "border"}>
                <input type="radio" name="package" value={p.packageId} checked={chosen?.packageId === p.packageId} onChange={() => setPicked(p.packageId)} />
                <Box flex="1">
                  <Text fontSize="sm" fontWeight="semibold">{p.packageName}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {p.systemName || p.systemCode} · {t(`type.${p.packageType}`)}{p.menuCount ? ` · ${t("menuCount", { count: p.menuCount })}` : ""}
                  </Text>
                </Box>
                <Text fontSize="sm" fontWeight="semibold">{t("pricePerPeriod", { price: p.price, months: p.periodMonths })}</Text>
              </Flex>
            ))}
          </Flex>
          <Flex mt="3" gap="3" align="center" wrap="wrap">
            <Flex as="fieldset" border="0" p="0" m="0" gap="2" align="center">
              <Text as="legend" fontSize="sm" float="left" me="2">{t("periods")}</Text>
              {PERIOD_CHOICES.map((n) => (
                <Flex as="label" key={n} gap="1.5" align="center" px="2.5" py="1" borderWidth="1px" borderRadius="md" fontSize="sm" cursor="pointer"
                  borderColor={periods === n ? "blue.600" : "border"}>
                  <input type="radio" name="periods" value={n} checked={periods === n} onChange={() => setPeriods(n)} />
                  {t("periodOption", { count: n, months: (chosen?.periodMonths ?? 12) * n })}
                </Flex>
              ))}
            </Flex>
            <Box flex="1" />
            <Button size="sm" colorPalette="blue" onClick={next} disabled={!chosen}>{t("toConfirm")}</Button>
          </Flex>
        </Box>
      )}
    </ServeFrame>
  );
}
