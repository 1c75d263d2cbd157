/**
 * The header's live-broadcast button: shown only when a broadcast exists (ANN-16); opens it
 * (ANN-18), or says 'live data abnormal' without a liveId (ANN-17).
 */
import { Button } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { openLive, useLives } from "../lives";

export function LiveButton() {
  const { t } = useTranslation("notices");
  const lives = useLives();
  const live = lives?.[0];
  if (!live) return null;
  return (
    <Button
      size="xs"
      variant="solid"
      colorPalette="red"
      data-live-button=""
      title={live.liveTitle}
      onClick={() => openLive(live.liveId, live.liveTitle, t("live.abnormal"))}
    >
      {t("live.button")}
    </Button>
  );
}
