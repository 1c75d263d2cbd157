/**
 * The sso-web notification list (`/company/notice/notification`, ROUTE-23): a heading with the
 * unread count, filters by classification (queryClassification's, in the user's language) and
 * read state, the rows (unread ones marked by a dot, bold, on a tinted row; each with its
 * classification), paging, and a notification's detail above the list (`?id=`, or a row
 * clicked, NOTIF-04). The pager sits at the start of the row under the list, away from the
 * bottom-right corner's live notice.
 */
import { Badge, Box, Button, Flex, Heading, Spinner, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { startTransition, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SsoPageProps } from "~/utils/sso-pages";
import type { NoticeItem } from "~/gateway/notice-schemas";
import { fetchClassifications, fetchNoticePage, type ClassificationItem, type NoticeFilter, type NoticePageState } from "../client-api";
import { NotificationDetail } from "../components/NotificationDetail";
import { NotificationFilters } from "../components/NotificationFilters";
import { classificationName } from "../model";

/** Rows per page. */
export const NOTIFICATION_PAGE_SIZE = 10;

const ALL: NoticeFilter = { msgType: null, hasRead: null };

function Row({ n, typeName, onOpen }: { n: NoticeItem; typeName: string | null; onOpen(): void }) {
  const { t } = useTranslation("notices");
  const unread = n.hasRead === 2;
  return (
    <Box as="li" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} bg={unread ? "blue.50" : undefined} data-notification-row={unread ? "unread" : "read"}>
      <Button variant="ghost" w="full" h="auto" px="4" py="2.5" borderRadius="0" display="flex" gap="3" alignItems="flex-start" justifyContent="flex-start" textAlign="start" fontWeight="normal" onClick={onOpen}>
        <Box as="span" mt="1.5" w="2" h="2" flexShrink={0} borderRadius="full" bg={unread ? "blue.500" : "transparent"} aria-hidden />
        <Box flex="1" minW="0">
          <Flex align="center" gap="2" minW="0">
            <Text fontSize="sm" fontWeight={unread ? "semibold" : "normal"} color={unread ? "fg" : "fg.muted"} truncate>{n.msgTitle}</Text>
            {typeName && <Badge size="sm" variant="outline" colorPalette="gray" flexShrink={0}>{typeName}</Badge>}
            {unread && <VisuallyHidden>{t("notifications.unread")}</VisuallyHidden>}
          </Flex>
          <Text fontSize="xs" color="fg.muted" truncate>{n.msgInfo}</Text>
        </Box>
        <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">{n.sendTime || n.createTime}</Text>
      </Button>
    </Box>
  );
}

export default function NotificationPage({ query }: SsoPageProps) {
  const { t, i18n } = useTranslation("notices");
  const fromQuery = Number(query.get("id"));
  const [openId, setOpenId] = useState<number | null>(Number.isInteger(fromQuery) && fromQuery > 0 ? fromQuery : null);
  const [filter, setFilter] = useState<NoticeFilter>(ALL);
  const [pageNum, setPageNum] = useState(1);
  const [page, setPage] = useState<NoticePageState | null | undefined>(undefined);
  const [classes, setClasses] = useState<ClassificationItem[] | null>(null);
  useEffect(() => {
    let live = true;
    void fetchClassifications().then((c) => live && startTransition(() => setClasses(c)));
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    let live = true;
    // A transition: the rows render in slices React can interrupt (no long task on paging).
    void fetchNoticePage(pageNum, NOTIFICATION_PAGE_SIZE, filter).then((p) => live && startTransition(() => setPage(p)));
    return () => {
      live = false;
    };
  }, [pageNum, filter]);
  const pages = page ? Math.max(1, Math.ceil(page.total / NOTIFICATION_PAGE_SIZE)) : 1;
  const typeName = (msgType: number) => {
    const c = classes?.find((x) => x.messageType === msgType);
    return c ? classificationName(c, i18n.language) : null;
  };
  const filtered = filter.msgType !== null || filter.hasRead !== null;
  return (
    <Box data-notification-page="" maxW="992px" p="4">
      <Flex align="baseline" gap="3" mb="3" wrap="wrap">
        <Heading as="h1" size="md">{t("pages.notifications")}</Heading>
        {page && <Text fontSize="sm" color="fg.muted" data-unread-count="">{t("notifications.unreadCount", { count: page.noReadCount })}</Text>}
      </Flex>
      {openId !== null && <NotificationDetail id={openId} />}
      <Box mb="3">
        <NotificationFilters classifications={classes} filter={filter} onChange={(f) => { setFilter(f); setPageNum(1); }} />
      </Box>
      {page === undefined ? (
        <Spinner size="sm" />
      ) : page === null ? (
        <Text color="red.600" role="alert">{t("loadFailed")}</Text>
      ) : page.dataList.length === 0 ? (
        <Text color="fg.muted" py="6" textAlign="center" bg="white" borderWidth="1px" borderRadius="md">{t(filtered ? "notifications.emptyFiltered" : "notifications.empty")}</Text>
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" bg="white" borderWidth="1px" borderRadius="md" overflow="hidden">
          {page.dataList.map((n) => (
            <Row key={n.id} n={n} typeName={typeName(Number(n.msgType))} onOpen={() => setOpenId(Number(n.id))} />
          ))}
        </Stack>
      )}
      {page && page.total > 0 && (
        <Flex mt="3" gap="2" align="center" fontSize="sm" as="nav" aria-label={t("paging.label")}>
          <Text color="fg.muted" me="2">{t("notifications.total", { count: page.total })}</Text>
          {page.total > NOTIFICATION_PAGE_SIZE && (
            <>
              <Button size="xs" variant="outline" disabled={pageNum <= 1} onClick={() => setPageNum((p) => p - 1)}>{t("paging.prev")}</Button>
              <Text data-page-indicator="">{t("paging.of", { page: pageNum, pages })}</Text>
              <Button size="xs" variant="outline" disabled={pageNum >= pages} onClick={() => setPageNum((p) => p + 1)}>{t("paging.next")}</Button>
            </>
          )}
        </Flex>
      )}
    </Box>
  );
}
