/**
 * The export-finished notification (msgType 8): shown 1.5 s after arrival for 3 s, top right,
 * with a download link only when the link is http, https, ftp or file (EXPORT-19, EXPORT-20).
 */
import { Box, Link, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

export function ExportNotice({ notice }: { notice: { title: string; info: string; link: string | null } | null }) {
  const { t } = useTranslation("notices");
  if (!notice) return null;
  return (
    <Box
      role="status"
      data-export-notice=""
      position="fixed"
      top="14"
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
