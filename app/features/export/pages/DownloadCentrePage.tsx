/**
 * The download centre (sso-web `/user/download-center`, EXPORT-01): every export task of the
 * user, newest first — name, status badge in the user's language, progress, created and
 * finished time, expiry — with download (each file), retry (failed) and delete (confirmed);
 * search by name, filter by status, server paging (50 a page: a thousand tasks stay smooth).
 * @see EXPORT-01 @see EXPORT-06 @see EXPORT-08
 */
import { Badge, Box, Button, Flex, Heading, Input, NativeSelect, Table, Text } from "@chakra-ui/react";
import { startTransition, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "~/components/ui/notify";
import type { SsoPageProps } from "~/utils/sso-pages";
import { TASK_STATUSES, type DownloadTask } from "~/gateway/download-center-schemas";
import { fetchPage, postDelete } from "../client-api";
import { downloadLink, saveAsOf } from "../download";
import { isDeleted } from "../model/tracker";
import { retryTask } from "../tracker";
import { registerCentreRecipes } from "./recipes";

registerCentreRecipes();

/** Tasks per page. */
export const CENTRE_PAGE_SIZE = 50;

const PALETTE: Record<string, string> = { 处理中: "blue", 未开始: "gray", 已完成: "green", 处理失败: "red" };

type Query = { pageNum: number; name: string; status: string };

/** A download button's label: "下载" for one file; by file type ("下载 XLSX") for several, else numbered. */
function fileLabel(files: readonly string[], i: number, t: (key: string, vars?: Record<string, unknown>) => string): string {
  if (files.length < 2) return t("centre.download");
  const ext = /\.([A-Za-z0-9]{1,8})(?:[?#]|$)/.exec(files[i] ?? "")?.[1]?.toUpperCase();
  const unique = ext && files.filter((f) => f.toUpperCase().includes(`.${ext}`)).length === 1;
  return unique ? t("centre.downloadAs", { ext }) : t("centre.downloadFile", { n: i + 1 });
}

export default function DownloadCentrePage({ title }: SsoPageProps) {
  const { t } = useTranslation("export");
  const [query, setQuery] = useState<Query>({ pageNum: 1, name: "", status: "" });
  const [draft, setDraft] = useState("");
  const [state, setState] = useState<{ loading: boolean; failed: boolean; total: number; list: DownloadTask[] }>({ loading: true, failed: false, total: 0, list: [] });
  const [confirming, setConfirming] = useState<string | null>(null);
  const load = useCallback(async (q: Query) => {
    setState((s) => ({ ...s, loading: true, failed: false }));
    const answer = await fetchPage({ ...q, pageSize: CENTRE_PAGE_SIZE });
    // A transition: React renders the page of rows in slices it yields between, so 50 rows of
    // badges and buttons never hold the main thread as one long task (`download_centre_long_tasks`).
    startTransition(() => setState((s) => (answer.ok ? { loading: false, failed: false, total: answer.total, list: answer.list } : { ...s, loading: false, failed: true })));
  }, []);
  useEffect(() => void load(query), [load, query]);
  const pages = Math.max(1, Math.ceil(state.total / CENTRE_PAGE_SIZE));
  const statusText = (s: string) => ((TASK_STATUSES as readonly string[]).includes(s) ? t(`status.${s}`) : t("status.unknown"));
  const idOf = (task: DownloadTask) => String(task.id ?? "");
  const remove = async (task: DownloadTask) => {
    setConfirming(null);
    const answer = await postDelete(idOf(task));
    if (answer.ok) void notify({ type: "success", title: t("centre.deleted") });
    else void notify({ type: "error", title: answer.serverMessage ?? t(answer.messageKey) });
    void load(query);
  };
  const retry = async (task: DownloadTask) => {
    if (await retryTask(idOf(task), task.name)) void notify({ type: "success", title: t("centre.retried") });
    void load(query);
  };
  return (
    <Box p="4" data-download-centre="">
      <Flex align="center" gap="3" mb="3" wrap="wrap">
        <Heading as="h1" size="md">{title || t("title")}</Heading>
        <Text color="fg.muted" fontSize="sm" data-total={state.total}>{t("centre.total", { count: state.total })}</Text>
        <Box flex="1" />
        <Flex as="form" role="search" gap="2" onSubmit={(e) => (e.preventDefault(), setQuery({ ...query, pageNum: 1, name: draft.trim().slice(0, 100) }))}>
          <Input size="sm" w="220px" bg="white" value={draft} maxLength={100} aria-label={t("centre.search")} placeholder={t("centre.search")} onChange={(e) => setDraft(e.target.value)} />
          <NativeSelect.Root size="sm" w="150px" bg="white">
            <NativeSelect.Field aria-label={t("centre.statusCol")} value={query.status} onChange={(e) => setQuery({ ...query, pageNum: 1, status: e.target.value })}>
              <option value="">{t("centre.allStatuses")}</option>
              {TASK_STATUSES.map((s) => <option key={s} value={s}>{t(`status.${s}`)}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="sm" type="submit" colorPalette="blue">{t("centre.searchButton")}</Button>
          <Button size="sm" variant="outline" bg="white" onClick={() => void load(query)}>{t("centre.refresh")}</Button>
        </Flex>
      </Flex>
      <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto" aria-busy={state.loading}>
        <Table.Root size="sm" data-task-table="">
          <Table.Header>
            <Table.Row>
              {["name", "statusCol", "progress", "createdAt", "finishedAt", "expiresAt", "actions"].map((c) => <Table.ColumnHeader key={c} whiteSpace="nowrap">{t(`centre.${c}`)}</Table.ColumnHeader>)}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {state.list.map((task) => {
              const id = idOf(task);
              const files = task.fileOssUrlList ?? [];
              const done = task.status === "已完成" && !isDeleted(task.is_del);
              return (
                <Table.Row key={id} data-task={id} data-status={task.status}>
                  <Table.Cell maxW="280px" truncate title={task.name}>{task.name}</Table.Cell>
                  <Table.Cell><Badge colorPalette={PALETTE[task.status] ?? "gray"} variant="subtle" data-badge="">{statusText(task.status)}</Badge></Table.Cell>
                  <Table.Cell fontVariantNumeric="tabular-nums">{typeof task.total === "number" && typeof task.already_total === "number" ? `${task.already_total}/${task.total}` : "—"}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{task.created_at ?? "—"}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{task.finished_at ?? "—"}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{task.expire_at ?? "—"}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {confirming === id ? (
                      <Flex gap="1" align="center" role="group" aria-label={t("centre.delete")}>
                        <Text fontSize="xs" maxW="220px" truncate title={t("centre.deleteConfirm", { name: task.name })}>{t("centre.deleteConfirm", { name: task.name })}</Text>
                        <Button size="2xs" colorPalette="red" onClick={() => void remove(task)}>{t("centre.delete")}</Button>
                        <Button size="2xs" variant="ghost" onClick={() => setConfirming(null)}>{t("centre.cancel")}</Button>
                      </Flex>
                    ) : (
                      <Flex gap="1" w="full" align="center">
                        {done && files.map((link, i) => (
                          <Button key={link} size="2xs" variant="outline" colorPalette="blue" onClick={() => void downloadLink(link, saveAsOf(task.name, link), t)}>
                            {fileLabel(files, i, t)}
                          </Button>
                        ))}
                        {task.status === "处理失败" && <Button size="2xs" variant="outline" onClick={() => void retry(task)}>{t("centre.retry")}</Button>}
                        <Button size="2xs" variant="ghost" colorPalette="red" ms="auto" onClick={() => setConfirming(id)}>{t("centre.delete")}</Button>
                      </Flex>
                    )}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
        {state.list.length === 0 && (
          <Box p="6" textAlign="center" color="fg.muted" fontSize="sm" role="status">
            {state.loading ? t("centre.loading") : state.failed ? (
              <>{t("centre.loadFailed")} <Button size="xs" variant="outline" ms="2" onClick={() => void load(query)}>{t("centre.retryLoad")}</Button></>
            ) : t("centre.empty")}
          </Box>
        )}
      </Box>
      {state.failed && state.list.length > 0 && <Text role="alert" color="red.600" fontSize="sm" mt="2">{t("centre.loadFailed")}</Text>}
      <Flex justify="flex-end" align="center" gap="2" mt="3" fontSize="sm">
        <Button size="xs" variant="outline" bg="white" disabled={query.pageNum <= 1} onClick={() => setQuery({ ...query, pageNum: query.pageNum - 1 })}>{t("centre.prev")}</Button>
        <Text data-page={query.pageNum}>{t("centre.page", { page: query.pageNum, pages })}</Text>
        <Button size="xs" variant="outline" bg="white" disabled={query.pageNum >= pages} onClick={() => setQuery({ ...query, pageNum: query.pageNum + 1 })}>{t("centre.next")}</Button>
      </Flex>
    </Box>
  );
}
