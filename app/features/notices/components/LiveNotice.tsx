/**
 * The bottom-right live-broadcast notice: shown only while the broadcast's end time is in the
 * future (ANN-13), gone by itself at the end time (ANN-14), and hideable until the next local
 * midnight (ANN-15) with its text button; its ✕ closes it for this page only.
 */
import { Box, Button, CloseButton, Flex, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { LiveBroadcast } from "~/gateway/notice-schemas";
import { liveHiddenAt, openLive, rememberLiveHidden, useLives } from "../lives";
import { broadcastVisible, nextBroadcastChange, parseGatewayTime } from "../model";

const tzOffset = () => -new Date().getTimezoneOffset();

/** The broadcast the notice is about: the first one not yet ended at `now`. */
function current(lives: readonly LiveBroadcast[], now: number): LiveBroadcast | null {
  return lives.find((l) => parseGatewayTime(l.liveEndTime) > now) ?? null;
}

export function LiveNotice() {
  const { t } = useTranslation("notices");
  const lives = useLives();
  const [now, setNow] = useState(() => Date.now());
  const [hiddenAt, setHiddenAt] = useState<number | null>(null);
  /** Closed with its ✕: gone from this page, back on the next load (unlike "hide for today"). */
  const [closed, setClosed] = useState(false);
  useEffect(() => setHiddenAt(liveHiddenAt()), []);
  const live = lives ? current(lives, now) : null;
  const clock = { now, endTime: live ? parseGatewayTime(live.liveEndTime) : null, dismissedAt: hiddenAt, tzOffsetMinutes: tzOffset() };
  const visible = live !== null && broadcastVisible(clock);
  const wake = live ? nextBroadcastChange(clock) : null;
  useEffect(() => {
    if (wake === null) return;
    // Timers longer than ~24.8 days overflow; re-check at least daily.
    const id = setTimeout(() => setNow(Date.now()), Math.min(Math.max(0, wake - Date.now()) + 50, 86_400_000));
    return () => clearTimeout(id);
  }, [wake]);
  if (!visible || !live || closed) return null;
  const hide = () => {
    const at = Date.now();
    rememberLiveHidden(at);
    setHiddenAt(at);
    setNow(at);
  };
  return (
    <Box
      role="complementary"
      aria-label={t("live.noticeLabel")}
      data-live-notice=""
      position="fixed"
      // Left of the AI assistant's floating button (24 px from the edge, 48 px wide).
      right="88px"
      bottom="4"
      zIndex="docked"
      w="280px"
      bg="white"
      borderWidth="1px"
      borderRadius="md"
      boxShadow="lg"
      p="3"
      fontSize="sm"
    >
      <Flex align="center" gap="2">
        <Box w="2" h="2" borderRadius="full" bg="red.500" flexShrink={0} />
        <Text fontWeight="semibold" color="red.600" fontSize="xs">{t("live.now")}</Text>
        <Box flex="1" />
        <CloseButton size="2xs" aria-label={t("close")} title={t("close")} onClick={() => setClosed(true)} />
      </Flex>
      <Text mt="1" fontWeight="medium" lineClamp={2}>{live.liveTitle}</Text>
      <Text fontSize="xs" color="fg.muted">{t("live.endsAt", { time: live.liveEndTime.slice(11, 16) })}</Text>
      <Flex mt="2" gap="2">
        <Button size="xs" colorPalette="red" onClick={() => openLive(live.liveId, live.liveTitle, t("live.abnormal"))}>{t("live.watch")}</Button>
        <Button size="xs" variant="ghost" onClick={hide}>{t("live.hideToday")}</Button>
      </Flex>
    </Box>
  );
}
