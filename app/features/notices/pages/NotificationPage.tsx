/**
 * The sso-web notification list (`/company/notice/notification`) with paging, and with `?id=`
 * the detail of that notification above the list (ROUTE-23, NOTIF-04).
 */
import { Badge, Box, Button, Flex, Heading, Spinner, Stack, Text } from "@chakra-ui/react";
import { startTransition, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SsoPageProps } from "~/features/sso-pages";
import type { NoticeItem } from "~/gateway/notice-schemas";
import { fetchNoticePage, type NoticePageState } from "../client-api";

/** Rows per page. */
export const NOTIFICATION_PAGE_SIZE = 10;
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

function Detail({ id }: { id: number }) {
  const { t } = useTranslation("notices");
  const [item, setItem] = useState<NoticeItem | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void findNotice(id).then((n) => live && startTransition(() => setItem(n)));
    return () => {
      live = false;
    };
  }, [id]);
  return (
    <Box as="article" data-notification-detail="" bg="white" borderWidth="1px" borderRadius="md" p="4" mb="4">
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

export default function NotificationPage({ query }: SsoPageProps) {
  const { t } = useTranslation("notices");
  const id = Number(query.get("id"));
  const [pageNum, setPageNum] = useState(1);
  const [page, setPage] = useState<NoticePageState | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    // A transition: the rows render in slices React can interrupt (no long task on paging).
    void fetchNoticePage(pageNum, NOTIFICATION_PAGE_SIZE).then((p) => live && startTransition(() => setPage(p)));
    return () => {
      live = false;
    };
  }, [pageNum]);
  const pages = page ? Math.max(1, Math.ceil(page.total / NOTIFICATION_PAGE_SIZE)) : 1;
  return (
    <Box data-notification-page="">
      {Number.isInteger(id) && id > 0 && <Detail id={id} />}
      {page === undefined ? (
        <Spinner size="sm" />
      ) : page === null ? (
        <Text color="red.600" role="alert">{t("loadFailed")}</Text>
      ) : page.dataList.length === 0 ? (
        <Text color="fg.muted">{t("notifications.empty")}</Text>
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" bg="white" borderWidth="1px" borderRadius="md">
          {page.dataList.map((n) => (
            <Flex as="li" key={n.id} gap="3" px="4" py="2.5" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} align="flex-start">
              <Box flex="1" minW="0">
                <Text fontSize="sm" fontWeight={n.hasRead === 2 ? "semibold" : "normal"} truncate>{n.msgTitle}</Text>
                <Text fontSize="xs" color="fg.muted" truncate>{n.msgInfo}</Text>
              </Box>
              {n.hasRead === 2 && <Badge size="sm" colorPalette="red">{t("notifications.unread")}</Badge>}
              <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">{n.sendTime || n.createTime}</Text>
            </Flex>
          ))}
        </Stack>
      )}
      {page && page.total > NOTIFICATION_PAGE_SIZE && (
        <Flex mt="3" gap="2" align="center" justify="flex-end" fontSize="sm" as="nav" aria-label={t("paging.label")}>
          <Button size="xs" variant="outline" disabled={pageNum <= 1} onClick={() => setPageNum((p) => p - 1)}>{t("paging.prev")}</Button>
          <Text data-page-indicator="">{t("paging.of", { page: pageNum, pages })}</Text>
          <Button size="xs" variant="outline" disabled={pageNum >= pages} onClick={() => setPageNum((p) => p + 1)}>{t("paging.next")}</Button>
        </Flex>
      )}
    </Box>
  );
}
