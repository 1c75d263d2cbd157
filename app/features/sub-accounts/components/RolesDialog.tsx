/** The edit-roles dialog of one sub-account: at least one role; a refusal keeps the choice. @see USER-02 */
import { Button, Dialog, Portal, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { InlineNotice } from "~/components/ui/notice";
import { notify } from "~/components/ui/notify";
import type { Role, SubAccount } from "~/gateway/sub-accounts-schemas";
import { postChange } from "../client-api";
import { RoleChecks } from "./RoleChecks";

export function RolesDialog({ account, roles, onClose, onSaved }: { account: SubAccount; roles: readonly Role[]; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation("subAccounts");
  const [selected, setSelected] = useState<number[]>(account.roleIds.filter((id) => roles.some((r) => r.roleId === id)));
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function save() {
    setFailure(null);
    if (!selected.length) return setError("rolesRequired");
    setError(undefined);
    setBusy(true);
    const refusal = await postChange({ intent: "roles", userId: account.userId, roleIds: selected }, t);
    setBusy(false);
    if (refusal) return setFailure(refusal);
    void notify({ type: "success", title: t("rolesSaved", { name: account.userName }) });
    onSaved();
  }
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && !busy && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="520px" data-roles-form="">
            <Dialog.Header><Dialog.Title>{t("editRolesTitle", { name: account.userName })}</Dialog.Title></Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                {failure && <InlineNotice tone="error">{failure}</InlineNotice>}
                <RoleChecks idPrefix="sub-edit" roles={roles} selected={selected} onChange={setSelected} error={error} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={onClose} disabled={busy}>{t("cancel")}</Button>
              <Button colorPalette="blue" size="sm" loading={busy} onClick={() => void save()} data-save="">{t("save")}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
