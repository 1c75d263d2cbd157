/**
 * Permissions management (sso-web `/embel/list`; issue 28): the company's sub-accounts with their
 * roles and the menus those entitle — search, paging, add, edit roles, disable, enable and delete
 * (delete and disable after a confirmation, VALID-01). Only the company's owner manages them;
 * anybody else sees why. In demo mode every change shows the demo tip and sends nothing (DEMO-01).
 * @see USER-02 @see USER-03 @see DEMO-01 @see LAYOUT-25
 */
import { Box, Button, Flex, Heading, Input, NativeSelect, Spinner, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { InlineNotice } from "~/components/ui/notice";
import { notify } from "~/components/ui/notify";
import { warnDemo } from "~/features/account";
import type { SubAccount } from "~/gateway/sub-accounts-schemas";
import type { SsoPageProps } from "~/utils/sso-pages";
import { fetchList, postChange, type ListAnswer } from "../client-api";
import { KEYWORD_MAX, PAGE_SIZES, pageCount, type ListQuery } from "../model";
import { AddDialog } from "./AddDialog";
import { ConfirmDialog } from "./ConfirmDialog";
import { RolesDialog } from "./RolesDialog";
import { SubAccountTable } from "./SubAccountTable";
import { registerSubAccountRecipes } from "./recipes";

registerSubAccountRecipes();

type Open = { kind: "add" } | { kind: "roles" | "delete" | "disable"; account: SubAccount } | null;

export default function SubAccountsPage({ title }: SsoPageProps) {
  const { t } = useTranslation(["subAccounts", "account"]);
  const [query, setQuery] = useState<ListQuery>({ pageNum: 1, pageSize: PAGE_SIZES[0], keyword: "" });
  const [draft, setDraft] = useState("");
  const [data, setData] = useState<ListAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const load = useCallback(async (q: ListQuery) => {
    const answer = await fetchList(q, t);
    if (!answer.ok) return setFailure(answer.text);
    setFailure(null);
    setData(answer);
    // A page past the end (rows deleted meanwhile) goes back to the last page.
    if (answer.allowed && answer.page.list.length === 0 && q.pageNum > 1) setQuery({ ...q, pageNum: pageCount(answer.page.total, q.pageSize) });
  }, [t]);
  useEffect(() => void load(query), [load, query]);
  const reload = () => void load(query);
  const isDemo = data?.isDemo === true;
  const guarded = (next: Open) => (isDemo ? warnDemo(t) : setOpen(next));
  const done = () => (setOpen(null), reload());

  async function change(account: SubAccount, intent: "enable" | "disable" | "delete") {
    const refusal = await postChange({ intent, userId: account.userId }, t);
    if (refusal) void notify({ type: "error", title: refusal });
    else void notify({ type: "success", title: t(`done.${intent}`, { name: account.userName }) });
    done();
  }

  const heading = title || t("title");
  if (data && !data.allowed) {
    return (
      <Box p="4" maxW="760px" data-sub-accounts="refused">
        <Heading as="h1" size="md" mb="3">{heading}</Heading>
        <InlineNotice tone="warning">{t("notOwner")}</InlineNotice>
      </Box>
    );
  }
  const page = data?.allowed ? data.page : null;
  const pages = page ? pageCount(page.total, query.pageSize) : 1;
  return (
    <Box p="4" data-sub-accounts="">
      <Flex align="center" gap="3" mb="3" wrap="wrap">
        <Heading as="h1" size="md">{heading}</Heading>
        {page && <Text color="fg.muted" fontSize="sm" data-total={page.total}>{t("total", { count: page.total })}</Text>}
        <Box flex="1" />
        <Flex as="form" role="search" gap="2" onSubmit={(e) => (e.preventDefault(), setQuery({ ...query, pageNum: 1, keyword: draft.trim().slice(0, KEYWORD_MAX) }))}>
          <Input size="sm" w="240px" bg="white" type="search" value={draft} maxLength={KEYWORD_MAX} aria-label={t("search")} placeholder={t("search")} onChange={(e) => setDraft(e.currentTarget.value)} />
          <Button size="sm" type="submit" variant="outline" bg="white">{t("searchButton")}</Button>
        </Flex>
        <Button size="sm" colorPalette="blue" disabled={!data?.allowed} onClick={() => guarded({ kind: "add" })} data-add="">{t("add")}</Button>
      </Flex>
      {failure && <Box mb="3"><InlineNotice tone="error" action={<Button size="xs" variant="outline" onClick={reload}>{t("retry")}</Button>}>{failure}</InlineNotice></Box>}
      <Box bg="white" borderWidth="1px" borderRadius="md" overflowX="auto">
        {page && page.list.length > 0 && data?.allowed && (
          <SubAccountTable list={page.list} roles={data.roles} actions={{
            onRoles: (account) => guarded({ kind: "roles", account }),
            onStatus: (account) => (isDemo ? warnDemo(t) : account.status === 1 ? setOpen({ kind: "disable", account }) : void change(account, "enable")),
            onDelete: (account) => guarded({ kind: "delete", account }),
          }} />
        )}
        {!page && !failure && <Flex p="6" justify="center"><Spinner size="sm" aria-label={t("loading")} /></Flex>}
        {page && page.list.length === 0 && <Text p="6" textAlign="center" color="fg.muted" fontSize="sm" role="status">{query.keyword ? t("noMatch") : t("empty")}</Text>}
      </Box>
      {page && (
        <Flex justify="flex-end" align="center" gap="2" mt="3" fontSize="sm" as="nav" aria-label={t("paging")}>
          <NativeSelect.Root size="xs" w="110px" bg="white">
            <NativeSelect.Field aria-label={t("pageSize")} value={String(query.pageSize)} onChange={(e) => setQuery({ ...query, pageNum: 1, pageSize: Number(e.currentTarget.value) })}>
              {PAGE_SIZES.map((n) => <option key={n} value={n}>{t("perPage", { count: n })}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="xs" variant="outline" bg="white" disabled={query.pageNum <= 1} onClick={() => setQuery({ ...query, pageNum: query.pageNum - 1 })}>{t("prev")}</Button>
          <Text data-page={query.pageNum}>{t("page", { page: query.pageNum, pages })}</Text>
          <Button size="xs" variant="outline" bg="white" disabled={query.pageNum >= pages} onClick={() => setQuery({ ...query, pageNum: query.pageNum + 1 })}>{t("next")}</Button>
        </Flex>
      )}
      {data?.allowed && open?.kind === "add" && <AddDialog roles={data.roles} publicKeyPem={data.publicKeyPem} onClose={() => setOpen(null)} onSaved={done} />}
      {data?.allowed && open?.kind === "roles" && <RolesDialog account={open.account} roles={data.roles} onClose={() => setOpen(null)} onSaved={done} />}
      {open?.kind === "delete" && (
        <ConfirmDialog title={t("deleteTitle")} body={t("deleteConfirm", { name: open.account.userName })} confirmLabel={t("delete")} onClose={() => setOpen(null)} onConfirm={() => change(open.account, "delete")} />
      )}
      {open?.kind === "disable" && (
        <ConfirmDialog title={t("disableTitle")} body={t("disableConfirm", { name: open.account.userName })} confirmLabel={t("disable")} onClose={() => setOpen(null)} onConfirm={() => change(open.account, "disable")} />
      )}
    </Box>
  );
}
