/**
 * The export-finished notification (msgType 8): shown 1.5 s after arrival for 3 s, top right
 * just below the tab strip (so the strip's own controls on the right stay reachable), with a
 * download link only when the link is http, https, ftp or file (EXPORT-19, EXPORT-20).
 */
import { Box, Link, Text } from "@chakra-ui/react";
import { useLayoutEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** Gap between the tab strip's bottom edge and the notice, px. */
const GAP_PX = 8;
/** The notice's top when the page has no tab strip (the header and the menu bar), px. */
const FALLBACK_TOP_PX = 116;

/** The notice's top, px: just below the shell's tab strip (top layout or left layout alike). */
function topBelowTabStrip(): number {
  const strip = document.querySelector("[data-tab-strip]") ?? document.querySelector('[role="tablist"]');
  const bottom = strip?.getBoundingClientRect().bottom ?? 0;
  return bottom > 0 ? Math.round(bottom) + GAP_PX : FALLBACK_TOP_PX;
}

export function ExportNotice({ notice }: { notice: { title: string; info: string; link: string | null } | null }) {
  const { t } = useTranslation("notices");
  const [top, setTop] = useState(FALLBACK_TOP_PX);
  useLayoutEffect(() => {
    if (notice) setTop(topBelowTabStrip());
  }, [notice]);
  if (!notice) return null;
  return (
    <Box
      role="status"
      data-export-notice=""
      position="fixed"
      top={`${top}px`}
      right="4"
      zIndex="toast"
      w="320px"
      bg="white"
      borderWidth="1px"
      borderStartWidth="3px"
      borderStartColor="green.500"
      borderRadius="md"
      boxShadow="md"
      px="4"
      py="3"
      fontSize="sm"
    >
      <Text fontWeight="semibold">{notice.title || t("export.title")}</Text>
      {notice.info && <Text color="fg.muted" mt="1">{notice.info}</Text>}
      {notice.link ? (
        <Link href={notice.link} target="_blank" rel="noopener noreferrer" colorPalette="blue" mt="2" display="inline-block">
          {t("export.download")}
        </Link>
      ) : (
        <Text mt="2" color="fg.muted">{t("export.noLink")}</Text>
      )}
    </Box>
  );
}
