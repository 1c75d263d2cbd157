/**
 * One notification opened above the list (`?id=`, NOTIF-04, ROUTE-23): found by scanning the
 * list's pages (the gateway has no detail call for notifications).
 */
import { Box, Heading, Spinner, Text } from "@chakra-ui/react";
import { startTransition, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { NoticeItem } from "~/gateway/notice-schemas";
import { fetchNoticePage } from "../client-api";

/** Pages of 100 scanned at most to find a notification by id. */
const SCAN_PAGES = 20;

async function findNotice(id: number): Promise<NoticeItem | null> {
  for (let p = 1; p <= SCAN_PAGES; p++) {
    const page = await fetchNoticePage(p, 100);
    if (!page) return null;
    const hit = page.dataList.find((n) => Number(n.id) === id);
    if (hit) return hit;
    if (p * 100 >= page.total) return null;
  }
  return null;
}

/** Props: the notification's id. */
export function NotificationDetail({ id }: { id: number }) {
  const { t } = useTranslation("notices");
  const [item, setItem] = useState<NoticeItem | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    setItem(undefined);
    void findNotice(id).then((n) => live && startTransition(() => setItem(n)));
    return () => {
      live = false;
    };
  }, [id]);
  return (
    <Box as="article" data-notification-detail="" bg="white" borderWidth="1px" borderRadius="md" p="4" mb="4" aria-busy={item === undefined}>
      {item === undefined ? (
        <Spinner size="sm" />
      ) : item === null ? (
        <Text color="fg.muted">{t("notifications.notFound")}</Text>
      ) : (
        <>
          <Heading as="h2" size="sm">{item.msgTitle}</Heading>
          <Text fontSize="xs" color="fg.muted" mt="1">{item.sendTime || item.createTime}</Text>
          <Text mt="3" fontSize="sm" whiteSpace="pre-wrap">{item.msgInfo}</Text>
        </>
      )}
    </Box>
  );
}
