/** The sub-accounts table: account, name, phone or e-mail, roles, the menus they entitle, state, created, actions. @see USER-02 */
import { Badge, Button, Flex, Table, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { Role, SubAccount } from "~/gateway/sub-accounts-schemas";
import { entitledMenus, roleLabel } from "./labels";

export interface RowActions {
  onRoles: (account: SubAccount) => void;
  onStatus: (account: SubAccount) => void;
  onDelete: (account: SubAccount) => void;
}

const COLUMNS = ["userName", "realName", "contact", "roles", "menus", "status", "createTime", "actions"] as const;

export function SubAccountTable({ list, roles, actions }: { list: readonly SubAccount[]; roles: readonly Role[]; actions: RowActions }) {
  const { t, i18n } = useTranslation("subAccounts");
  const lng = i18n.language;
  const sep = t("listSeparator");
  return (
    <Table.Root size="sm" data-sub-account-table="">
      <Table.Header>
        <Table.Row>
          {COLUMNS.map((c) => <Table.ColumnHeader key={c} whiteSpace="nowrap">{t(`col.${c}`)}</Table.ColumnHeader>)}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {list.map((a) => {
          const roleNames = roles.filter((r) => a.roleIds.includes(r.roleId)).map((r) => roleLabel(r, lng));
          const menus = entitledMenus(roles, a.roleIds, lng).join(sep);
          const enabled = a.status === 1;
          return (
            <Table.Row key={a.userId} data-sub-account={a.userName} data-status={a.status}>
              <Table.Cell fontWeight="medium">{a.userName}</Table.Cell>
              <Table.Cell>{a.realName || "—"}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{a.phone || a.email || "—"}</Table.Cell>
              <Table.Cell>{roleNames.join(sep) || "—"}</Table.Cell>
              <Table.Cell maxW="260px"><Text truncate title={menus} fontSize="xs" color="fg.muted">{menus || "—"}</Text></Table.Cell>
              <Table.Cell><Badge size="sm" variant="subtle" colorPalette={enabled ? "green" : "gray"}>{t(enabled ? "enabled" : "disabled")}</Badge></Table.Cell>
              <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">{a.createTime || "—"}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <Flex gap="1">
                  <Button size="2xs" variant="outline" onClick={() => actions.onRoles(a)} aria-label={t("editRolesOf", { name: a.userName })}>{t("editRoles")}</Button>
                  <Button size="2xs" variant="outline" onClick={() => actions.onStatus(a)} aria-label={t(enabled ? "disableOf" : "enableOf", { name: a.userName })}>{t(enabled ? "disable" : "enable")}</Button>
                  <Button size="2xs" variant="ghost" colorPalette="red" onClick={() => actions.onDelete(a)} aria-label={t("deleteOf", { name: a.userName })}>{t("delete")}</Button>
                </Flex>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
