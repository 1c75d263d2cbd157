/**
 * The live and replay video player: a native `<video>` (its own controls) and a speed selector
 * offering 0.5×, 1×, 1.5× and 2×. A rate changed through the native controls shows in the
 * selector (its nearest offered rate). A video that cannot play says so in the user's language.
 * @see ANN-19
 */
import { Box, Button, Flex, Group, Text } from "@chakra-ui/react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PLAYBACK_RATES, nearestRate, type PlaybackRate } from "../model";

/** Props: the video's same-origin URL and its accessible title. */
export interface ReplayPlayerProps {
  src: string;
  title: string;
}

export function ReplayPlayer({ src, title }: ReplayPlayerProps) {
  const { t } = useTranslation("notices");
  const video = useRef<HTMLVideoElement>(null);
  const [rate, setRate] = useState<PlaybackRate>(1);
  const [failed, setFailed] = useState(false);
  const choose = (r: PlaybackRate) => {
    const v = video.current;
    if (v) {
      v.defaultPlaybackRate = r;
      v.playbackRate = r;
    }
    setRate(r);
  };
  return (
    <Box data-replay-player="">
      <Box bg="black" borderRadius="md" overflow="hidden" aspectRatio={16 / 9} maxW="960px">
        <video
          ref={video}
          src={src}
          controls
          preload="metadata"
          playsInline
          aria-label={title}
          style={{ width: "100%", height: "100%", display: "block" }}
          onRateChange={(e) => setRate(nearestRate(e.currentTarget.playbackRate))}
          onError={() => setFailed(true)}
        />
      </Box>
      {failed && <Text role="alert" color="red.600" fontSize="sm" mt="2">{t("live.videoError")}</Text>}
      <Flex mt="3" gap="3" align="center">
        <Text fontSize="sm" color="fg.muted" id="replay-speed-label">{t("live.speed")}</Text>
        <Group attached role="group" aria-labelledby="replay-speed-label" data-replay-rates="">
          {PLAYBACK_RATES.map((r) => (
            <Button
              key={r}
              size="xs"
              variant={r === rate ? "solid" : "outline"}
              colorPalette={r === rate ? "blue" : "gray"}
              aria-pressed={r === rate}
              data-rate={r}
              onClick={() => choose(r)}
            >
              {t("live.rate", { rate: r })}
            </Button>
          ))}
        </Group>
      </Flex>
    </Box>
  );
}
