/**
 * The app market (sso-web `/app/home`): the banners, then the third-party apps
 * (queryThirdAppSimple) with a search, an installed filter and each app's state: an installed
 * app opens, another offers its authorisation; both in a new window without an opener. Visiting
 * clears the market's "new" marker (LAYOUT-28).
 * @see USER-07 @see ROUTE-26 @see LAYOUT-28
 */
import { Badge, Box, Button, Flex, Grid, Heading, Input, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { markAppMarketVisited } from "~/utils/app-market-visit";
import type { SsoPageProps } from "~/utils/sso-pages";
import { appInitials, filterApps, type InstallFilter } from "../model";
import type { MarketData } from "../types";
import { LoadState } from "./LoadState";
import { useUserCentreRead } from "./use-read";

type App = MarketData["apps"][number];
const FILTERS: readonly InstallFilter[] = ["all", "installed", "available"];
const BANNER_PALETTES = ["blue", "green"] as const;

function openApp(app: App) {
  if (app.appUrl) window.open(app.appUrl, "_blank", "noopener,noreferrer");
}

function AppCard({ app }: { app: App }) {
  const { t } = useTranslation("userCentre");
  return (
    <Flex as="article" aria-label={app.appName} direction="column" gap="2" bg="white" borderWidth="1px" borderRadius="md" p="3" data-app={app.appId} data-installed={app.installed ? "1" : "0"}>
      <Flex gap="3" align="center">
        <Flex aria-hidden w="10" h="10" flexShrink={0} borderRadius="md" bg="blue.50" color="blue.700" align="center" justify="center" fontWeight="semibold" fontSize="sm">
          {appInitials(app.appName)}
        </Flex>
        <Box minW="0" flex="1">
          <Heading as="h3" size="xs" truncate title={app.appName}>{app.appName}</Heading>
          <Text fontSize="xs" color="fg.muted">{app.appCategory}</Text>
        </Box>
        <Badge colorPalette={app.installed ? "green" : "gray"} variant="subtle">{t(app.installed ? "market.installed" : "market.available")}</Badge>
      </Flex>
      <Text fontSize="sm" color="fg.muted" lineClamp={2} minH="2lh">{app.appDesc}</Text>
      <Flex justify="flex-end">
        <Button size="xs" variant={app.installed ? "solid" : "outline"} colorPalette="blue" disabled={!app.appUrl} title={app.appUrl ? undefined : t("market.noLink")} onClick={() => openApp(app)}>
          {t(app.installed ? "market.open" : "market.authorize")}
        </Button>
      </Flex>
    </Flex>
  );
}

export default function AppMarketPage({ title }: SsoPageProps) {
  const { t } = useTranslation("userCentre");
  const read = useUserCentreRead<MarketData>("apps");
  const [query, setQuery] = useState("");
  const [filter, setFilter] = useState<InstallFilter>("all");
  useEffect(() => markAppMarketVisited(), []);
  const data = read.value;
  const apps = data ? filterApps(data.apps, query, filter) : [];
  const byId = new Map(data?.apps.map((a) => [a.appId, a]) ?? []);
  return (
    <Box p="4" data-app-market="">
      <Heading as="h1" size="md" mb="3">{title || t("market.title")}</Heading>
      <LoadState loading={read.loading} failure={read.failure} hasValue={!!data} onRetry={read.reload} />
      {data && (
        <Flex direction="column" gap="3">
          {data.banners.length > 0 && (
            <Grid as="section" aria-label={t("market.banners")} templateColumns={{ base: "1fr", md: "repeat(2, minmax(0, 1fr))" }} gap="3">
              {data.banners.map((b, i) => {
                const app = b.appId === null ? undefined : byId.get(b.appId);
                const palette = BANNER_PALETTES[i % BANNER_PALETTES.length];
                return (
                  <Flex key={b.bannerId} data-banner={b.bannerId} align="center" gap="3" p="4" borderRadius="md" bg={`${palette}.700`} color="white">
                    <Box flex="1" minW="0">
                      <Text fontWeight="semibold">{b.bannerTitle}</Text>
                      <Text fontSize="sm" color="whiteAlpha.900">{b.bannerSubTitle}</Text>
                    </Box>
                    {app?.appUrl && <Button size="xs" variant="solid" bg="white" color={`${palette}.800`} _hover={{ bg: "whiteAlpha.900" }} onClick={() => openApp(app)}>{t("market.viewApp")}</Button>}
                  </Flex>
                );
              })}
            </Grid>
          )}
          <Flex as="form" role="search" gap="2" align="center" wrap="wrap" onSubmit={(e) => e.preventDefault()}>
            <Input size="sm" w="240px" bg="white" value={query} maxLength={50} aria-label={t("market.search")} placeholder={t("market.search")} onChange={(e) => setQuery(e.target.value)} />
            <Flex role="radiogroup" aria-label={t("market.filter")} gap="1">
              {FILTERS.map((f) => (
                <Button key={f} role="radio" aria-checked={filter === f} size="xs" variant={filter === f ? "subtle" : "outline"} colorPalette={filter === f ? "blue" : "gray"} bg={filter === f ? undefined : "white"} onClick={() => setFilter(f)}>
                  {t(`market.${f}`)}
                </Button>
              ))}
            </Flex>
            <Text fontSize="sm" color="fg.muted" ms="auto" data-count={apps.length}>{t("market.count", { count: apps.length })}</Text>
          </Flex>
          {apps.length === 0 ? (
            <Flex direction="column" align="center" gap="2" py="8" bg="white" borderWidth="1px" borderRadius="md" role="status">
              <Text fontSize="sm" color="fg.muted">{t("market.noResult")}</Text>
              <Button size="xs" variant="outline" onClick={() => (setQuery(""), setFilter("all"))}>{t("market.clear")}</Button>
            </Flex>
          ) : (
            <Grid templateColumns="repeat(auto-fill, minmax(260px, 1fr))" gap="3" data-apps="">
              {apps.map((a) => <AppCard key={a.appId} app={a} />)}
            </Grid>
          )}
        </Flex>
      )}
    </Box>
  );
}
