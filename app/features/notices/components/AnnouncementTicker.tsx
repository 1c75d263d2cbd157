/**
 * The header's announcement ticker (ANN-09): the titles of `getAnnouncementNotice`, one at a
 * time, moving on every 5 s (paused while hovered or focused); a click opens the announcement
 * in the announcement list (ROUTE-22). The shell's server render passes the list (`initial`), so
 * the ticker is in the first paint; without it (null: the server could not read it) the ticker
 * asks `/api/notices/announcements` after hydration.
 */
import { Box, Button, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { loadAnnouncements, localTitle, type TickerItem } from "../announcements";
import { ANNOUNCEMENT_LIST_PATH } from "../model/notice-menu";
import { openPortalPage } from "../page-opener";

/** ms each title shows. */
export const TICKER_STEP_MS = 5_000;
/**
 * The ticker. `listOffered`: the user's menu holds the announcement list (NOTIF-09); without it
 * the titles still run, as plain text, not links to the list.
 * @see ANN-09 @see NOTIF-09
 */
export function AnnouncementTicker({ systemCode, initial = null, listOffered }: { systemCode: string; initial?: readonly TickerItem[] | null; listOffered: boolean }) {
  const { t, i18n } = useTranslation("notices");
  const [items, setItems] = useState<readonly TickerItem[]>(initial ?? []);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const rendered = initial !== null;
  // A revalidated shell document brings the list again.
  useEffect(() => {
    if (initial) setItems(initial);
  }, [initial]);
  useEffect(() => {
    if (rendered) return;
    let live = true;
    void loadAnnouncements(systemCode).then((r) => live && r && setItems(r.ticker));
    return () => {
      live = false;
    };
  }, [systemCode, rendered]);
  useEffect(() => {
    if (items.length < 2 || paused) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % items.length), TICKER_STEP_MS);
    return () => clearInterval(id);
  }, [items.length, paused]);
  const item = items[index % Math.max(1, items.length)];
  if (!item) return null;
  const title = localTitle(item, i18n.language);
  return (
    <Box
      data-announcement-ticker=""
      role="region"
      aria-label={t("ticker.label")}
      maxW="320px"
      minW="0"
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {listOffered ? (
        <Button
          size="xs"
          variant="ghost"
          color="whiteAlpha.900"
          _hover={{ bg: "whiteAlpha.200" }}
          maxW="full"
          fontWeight="normal"
          onClick={() => openPortalPage(`${ANNOUNCEMENT_LIST_PATH}?id=${item.announcementId}`, t("pages.announcements"))}
        >
          <Text as="span" color="orange.300" fontWeight="semibold" flexShrink={0}>{t("ticker.prefix")}</Text>
          <Text as="span" truncate>{title}</Text>
        </Button>
      ) : (
        <Text as="p" display="flex" gap="2" px="2" fontSize="xs" color="whiteAlpha.900" maxW="full" data-ticker-text="">
          <Text as="span" color="orange.300" fontWeight="semibold" flexShrink={0}>{t("ticker.prefix")}</Text>
          <Text as="span" truncate>{title}</Text>
        </Text>
      )}
    </Box>
  );
}
