/**
 * The add-sub-account dialog: account name, name, phone or e-mail, initial password (AUTH-03
 * hint, AUTH-04 rule) and roles. Each problem shows under its field and nothing is sent; a
 * refusal (the gateway's message, or a network failure) shows above the form and keeps
 * everything typed.
 * @see USER-02 @see AUTH-03 @see AUTH-04
 */
import { Button, Dialog, Portal, SimpleGrid, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { InlineNotice } from "~/components/ui/notice";
import { notify } from "~/components/ui/notify";
import { encryptForGateway } from "~/features/auth";
import type { Role } from "~/gateway/sub-accounts-schemas";
import { postChange } from "../client-api";
import { draftErrors, type DraftErrors, type SubAccountDraft } from "../model";
import { Field } from "./Field";
import { RoleChecks } from "./RoleChecks";

const EMPTY: SubAccountDraft = { userName: "", realName: "", contact: "", password: "", roleIds: [] };

export function AddDialog({ roles, publicKeyPem, onClose, onSaved }: { roles: readonly Role[]; publicKeyPem: string; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation(["subAccounts", "flows"]);
  const [draft, setDraft] = useState<SubAccountDraft>(EMPTY);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<SubAccountDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const text = (key?: string) => (key ? t(key) : undefined);

  async function save() {
    const problems = draftErrors(draft);
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length) return;
    setBusy(true);
    const cipher = await encryptForGateway(draft.password, publicKeyPem);
    const refusal = await postChange({
      intent: "add", userName: draft.userName.trim(), realName: draft.realName.trim(), contact: draft.contact.trim(),
      password: cipher ?? draft.password, ...(cipher ? { encrypted: "1" } : {}), roleIds: [...draft.roleIds],
    }, t);
    setBusy(false);
    if (refusal) return setFailure(refusal);
    void notify({ type: "success", title: t("added", { name: draft.userName.trim() }) });
    onSaved();
  }

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && !busy && onClose()} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="640px" data-sub-account-form="">
            <Dialog.Header><Dialog.Title>{t("addTitle")}</Dialog.Title></Dialog.Header>
            <Dialog.Body>
              <Stack as="form" gap="3" onSubmit={(e) => (e.preventDefault(), void save())}>
                {failure && <InlineNotice tone="error">{failure}</InlineNotice>}
                <SimpleGrid columns={2} gap="3">
                  <Field id="sub-userName" label={t("userName")} value={draft.userName} onChange={(userName) => set({ userName })} error={text(errors.userName)} hint={t("userNameHint")} maxLength={40} />
                  <Field id="sub-realName" label={t("realName")} value={draft.realName} onChange={(realName) => set({ realName })} error={text(errors.realName)} maxLength={80} />
                  <Field id="sub-contact" label={t("contact")} value={draft.contact} onChange={(contact) => set({ contact })} error={text(errors.contact)} hint={t("contactHint")} maxLength={254} />
                  <Field id="sub-password" type="password" autoComplete="new-password" label={t("initialPassword")} value={draft.password} onChange={(password) => set({ password })} error={text(errors.password)} hint={t("flows:passwordHint")} />
                </SimpleGrid>
                <RoleChecks idPrefix="sub-add" roles={roles} selected={draft.roleIds} onChange={(roleIds) => set({ roleIds })} error={errors.roleIds} />
                <button type="submit" hidden aria-hidden tabIndex={-1} />
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
