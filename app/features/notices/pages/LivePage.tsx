/**
 * The sso-web live and replay list (`/company/helper/live-roadcast`) and one broadcast's
 * details (`…/details?liveId=`); no usable liveId shows 'live data abnormal' (ROUTE-25,
 * ANN-17, ANN-18).
 */
import { Box, Button, Flex, Heading, Image, Spinner, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { SsoPageProps } from "~/features/sso-pages";
import type { LiveBroadcast } from "~/gateway/notice-schemas";
import { openLive, useLives } from "../lives";
import { followableLink, liveDetailsPath } from "../model";

function Cover({ live }: { live: LiveBroadcast }) {
  const src = followableLink(live.liveCoverUrl);
  return src && /^https?:/.test(src) ? <Image src={src} alt="" w="120px" h="68px" objectFit="cover" borderRadius="sm" bg="gray.100" /> : <Box w="120px" h="68px" bg="gray.100" borderRadius="sm" />;
}

export default function LivePage({ path, query }: SsoPageProps) {
  const { t } = useTranslation("notices");
  const lives = useLives();
  const details = path.endsWith("/details");
  if (details) {
    const liveId = query.get("liveId");
    if (liveDetailsPath(liveId) === null) return <Text role="alert" color="red.600">{t("live.abnormal")}</Text>;
    if (lives === null) return <Spinner size="sm" />;
    const live = lives.find((l) => String(l.liveId) === liveId);
    if (!live) return <Text color="fg.muted">{t("live.ended")}</Text>;
    return (
      <Box data-live-details="" bg="white" borderWidth="1px" borderRadius="md" p="4">
        <Flex gap="4">
          <Cover live={live} />
          <Box>
            <Heading as="h2" size="sm">{live.liveTitle}</Heading>
            <Text fontSize="sm" color="fg.muted" mt="1">{t("live.timeRange", { begin: live.liveBeginTime, end: live.liveEndTime })}</Text>
          </Box>
        </Flex>
      </Box>
    );
  }
  if (lives === null) return <Spinner size="sm" />;
  if (lives.length === 0) return <Text color="fg.muted">{t("live.none")}</Text>;
  return (
    <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" bg="white" borderWidth="1px" borderRadius="md" data-live-page="">
      {lives.map((live) => (
        <Flex as="li" key={String(live.liveId ?? live.liveTitle)} gap="3" p="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} align="center">
          <Cover live={live} />
          <Box flex="1" minW="0">
            <Text fontWeight="medium" truncate>{live.liveTitle}</Text>
            <Text fontSize="xs" color="fg.muted">{t("live.timeRange", { begin: live.liveBeginTime, end: live.liveEndTime })}</Text>
          </Box>
          <Button size="xs" colorPalette="red" onClick={() => openLive(live.liveId, live.liveTitle, t("live.abnormal"))}>{t("live.watch")}</Button>
        </Flex>
      ))}
    </Stack>
  );
}
