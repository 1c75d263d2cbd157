/**
 * The sso-web live and replay list (`/company/helper/live-roadcast`) and one broadcast's
 * details (`…/details?liveId=`): a live one as before, an ended one with its replay in a player
 * with the rates 0.5/1/1.5/2. No usable liveId shows 'live data abnormal' and loads nothing
 * (ROUTE-25, ANN-17, ANN-18, ANN-19).
 */
import { Badge, Box, Button, Flex, Heading, Image, Spinner, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SsoPageProps } from "~/utils/sso-pages";
import { fetchLiveDetail, fetchLiveList, replayVideoUrl, type LiveItem } from "../client-api";
import { ReplayPlayer } from "../components/ReplayPlayer";
import { openLive } from "../lives";
import { followableLink, liveDetailsPath, liveState, type LiveState } from "../model";
import { openPortalPage } from "../page-opener";

const LIST_PATH = "/company/helper/live-roadcast";

/** Loads `load()` once per `key`: undefined while loading. */
function useLoaded<T>(key: string, load: () => Promise<T>): T | undefined {
  const [state, setState] = useState<{ key: string; value: T } | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void load().then((value) => live && setState({ key, value }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names what `load` loads
  }, [key]);
  return state?.key === key ? state.value : undefined;
}

/** The cover image; a plain tile with a play mark when there is none or it does not load. */
function Cover({ live }: { live: LiveItem }) {
  const src = followableLink(live.liveCoverUrl);
  const [failed, setFailed] = useState(false);
  return src && /^https?:/.test(src) && !failed ? (
    <Image src={src} alt="" w="120px" h="68px" objectFit="cover" borderRadius="sm" bg="gray.100" flexShrink={0} onError={() => setFailed(true)} />
  ) : (
    <Flex w="120px" h="68px" bg="gray.100" borderRadius="sm" flexShrink={0} align="center" justify="center" color="gray.400" aria-hidden="true">
      <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor"><path d="M8 5v14l11-7z" /></svg>
    </Flex>
  );
}

const STATE_STYLE: Record<LiveState, { key: string; palette: string }> = {
  live: { key: "live.now", palette: "red" },
  replay: { key: "live.replay", palette: "blue" },
  upcoming: { key: "live.upcoming", palette: "orange" },
  ended: { key: "live.endedTag", palette: "gray" },
};

function StateBadge({ state }: { state: LiveState }) {
  const { t } = useTranslation("notices");
  const s = STATE_STYLE[state];
  return <Badge size="sm" colorPalette={s.palette} data-live-state={state}>{t(s.key)}</Badge>;
}

function Details({ liveId }: { liveId: string }) {
  const { t } = useTranslation("notices");
  const live = useLoaded(liveId, () => fetchLiveDetail(liveId));
  if (live === undefined) return <Spinner size="sm" />;
  if (live === null) return <Text role="alert" color="red.600">{t("live.loadFailed")}</Text>;
  if (live === "missing") return <Text color="fg.muted">{t("live.notFound")}</Text>;
  const state = liveState(live, Date.now());
  return (
    <Box data-live-details="" bg="white" borderWidth="1px" borderRadius="md" p="4">
      <Flex gap="4" align="flex-start" mb={state === "replay" ? "4" : "0"}>
        {state !== "replay" && <Cover live={live} />}
        <Box flex="1" minW="0">
          <Flex gap="2" align="center">
            <StateBadge state={state} />
            <Heading as="h2" size="sm" truncate>{live.liveTitle}</Heading>
          </Flex>
          <Text fontSize="sm" color="fg.muted" mt="1">{t("live.timeRange", { begin: live.liveBeginTime, end: live.liveEndTime })}</Text>
          {state === "ended" && <Text fontSize="sm" color="fg.muted" mt="2">{t("live.noReplay")}</Text>}
        </Box>
        <Button size="xs" variant="outline" onClick={() => openPortalPage(LIST_PATH, t("live.title"))}>{t("live.back")}</Button>
      </Flex>
      {state === "replay" && <ReplayPlayer src={replayVideoUrl(liveId)} title={live.liveTitle} />}
    </Box>
  );
}

function LiveList() {
  const { t } = useTranslation("notices");
  const lives = useLoaded("list", fetchLiveList);
  if (lives === undefined) return <Spinner size="sm" />;
  if (lives === null) return <Text role="alert" color="red.600">{t("live.loadFailed")}</Text>;
  if (lives.length === 0) return <Text color="fg.muted">{t("live.none")}</Text>;
  const now = Date.now();
  return (
    <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" bg="white" borderWidth="1px" borderRadius="md" data-live-page="">
      {lives.map((live) => {
        const state = liveState(live, now);
        return (
          <Flex as="li" key={String(live.liveId ?? live.liveTitle)} gap="3" p="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} align="center" data-live-row={state}>
            <Cover live={live} />
            <Box flex="1" minW="0">
              <Flex gap="2" align="center">
                <StateBadge state={state} />
                <Text fontWeight="medium" truncate>{live.liveTitle}</Text>
              </Flex>
              <Text fontSize="xs" color="fg.muted" mt="1">{t("live.timeRange", { begin: live.liveBeginTime, end: live.liveEndTime })}</Text>
            </Box>
            {state === "live" && (
              <Button size="xs" colorPalette="red" onClick={() => openLive(live.liveId, live.liveTitle, t("live.abnormal"))}>{t("live.watch")}</Button>
            )}
            {state === "replay" && (
              <Button size="xs" variant="outline" colorPalette="blue" onClick={() => openLive(live.liveId, live.liveTitle, t("live.abnormal"))}>{t("live.watchReplay")}</Button>
            )}
          </Flex>
        );
      })}
    </Stack>
  );
}

export default function LivePage({ path, query }: SsoPageProps) {
  const { t } = useTranslation("notices");
  if (!path.endsWith("/details")) return <LiveList />;
  const liveId = query.get("liveId");
  if (liveDetailsPath(liveId) === null) return <Text role="alert" color="red.600" data-live-abnormal="">{t("live.abnormal")}</Text>;
  return <Details liveId={String(liveId).trim()} />;
}
