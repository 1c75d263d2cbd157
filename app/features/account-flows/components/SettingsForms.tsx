/**
 * The forms of account settings (AUTH-18): a new phone or e-mail with its code, and the password
 * change (current password, new password under AUTH-04 with its confirmation, both encrypted in
 * the browser, AUTH-02). Each shows its own reply under its title; what was typed stays when the
 * server refuses, and a change that went through clears its form.
 * @see AUTH-02 @see AUTH-03 @see AUTH-04 @see AUTH-17 @see AUTH-18
 */
import { Box, Button, Flex, Heading, Stack, Text } from "@chakra-ui/react";
import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PlainInput } from "~/components/ui/input";
import { InlineNotice } from "~/components/ui/notice";
import { contactProblem, newPasswordProblemOf, sealPasswords, type FieldProblem } from "../form-check";
import type { FlowActionData } from "../retrieve.server";
import { postSettings } from "../settings-client";
import { ContactCodeFields } from "./ContactCodeFields";
import { FieldLabel } from "./FieldLabel";
import { NewPasswordFields } from "./NewPasswordFields";

type Shown = { tone: "error" | "success" | "info"; text: string; field?: string } | null;

/** One titled block of the settings page. */
export function Section({ title, aside, children, label }: { title: string; aside?: ReactNode; children: ReactNode; label: string }) {
  return (
    <Box as="section" aria-label={label} bg="white" borderWidth="1px" borderRadius="md" px="5" py="4">
      <Flex align="center" gap="3" mb="3">
        <Heading as="h2" size="sm">{title}</Heading>
        <Box flex="1" />
        {aside}
      </Flex>
      {children}
    </Box>
  );
}

function useReply() {
  const { t } = useTranslation(["common", "flows"]);
  const [shown, setShown] = useState<Shown>(null);
  const showReply = (reply: FlowActionData, okKey: string) => {
    if (reply.ok) setShown({ tone: reply.intent === "send" ? "info" : "success", text: t(okKey) });
    else setShown({ tone: "error", text: reply.message ?? t(reply.messageKey, reply.params ?? {}), field: reply.field });
  };
  const showProblem = (problem: FieldProblem) => setShown({ tone: "error", text: t(problem.messageKey), field: problem.field });
  return { t, shown, setShown, showReply, showProblem };
}

export interface ContactChangeProps {
  channel: "phone" | "email";
  /** The bound phone or e-mail ("" when none). */
  current: string;
  /** Called after a change went through (the page reads the profile again). */
  onChanged: () => void;
}

/** The bound phone or e-mail, and the form that changes it with a code. */
export function ContactChange({ channel, current, onChanged }: ContactChangeProps) {
  const { t, shown, setShown, showReply, showProblem } = useReply();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const send = (c: "phone" | "email", identifier: string) => {
    const form = new FormData();
    form.set("intent", "send");
    form.set("channel", c);
    form.set("identifier", identifier);
    return postSettings(form, t);
  };
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const data = new FormData(element);
    const problem = contactProblem(data, channel);
    if (problem) return showProblem(problem);
    setBusy(true);
    const reply = await postSettings(data, t);
    setBusy(false);
    showReply(reply, channel === "phone" ? "flows:phoneChanged" : "flows:emailChanged");
    if (reply.ok) {
      element.reset();
      setOpen(false);
      onChanged();
    }
  }
  const title = t(channel === "phone" ? "flows:settingsPhone" : "flows:settingsEmail");
  return (
    <Section label={title} title={title} aside={!open && (
      <Button size="xs" variant="outline" onClick={() => { setOpen(true); setShown(null); }}>
        {t(current ? "flows:change" : "flows:bind")}
      </Button>
    )}>
      <Stack gap="3">
        <Text fontSize="sm" color={current ? "fg" : "fg.muted"} data-bound={channel}>{current || t("flows:notBound")}</Text>
        {shown && <InlineNotice tone={shown.tone}>{shown.text}</InlineNotice>}
        {open && (
          <form onSubmit={(e) => void onSubmit(e)} noValidate>
            <input type="hidden" name="intent" value={channel} />
            <Stack gap="3" maxW="420px">
              <ContactCodeFields
                channel={channel}
                idPrefix="settings"
                label={t(channel === "phone" ? "flows:newPhone" : "flows:newEmail")}
                invalidField={shown?.field}
                sender={send}
                onReply={(reply) => showReply(reply, channel === "phone" ? "flows:registerCodeSentPhone" : "flows:registerCodeSentEmail")}
              />
              <Flex gap="2">
                <Button type="submit" size="sm" colorPalette="blue" loading={busy} _hover={{ bg: "blue.700" }}>{t("flows:save")}</Button>
                <Button type="button" size="sm" variant="ghost" onClick={() => { setOpen(false); setShown(null); }}>{t("flows:cancel")}</Button>
              </Flex>
            </Stack>
          </form>
        )}
      </Stack>
    </Section>
  );
}

/** The password change: current password, new password and its confirmation. */
export function PasswordChange({ transport }: { transport: { publicKeyPem: string; sealedKey: string } }) {
  const { t, shown, showReply, showProblem } = useReply();
  const [busy, setBusy] = useState(false);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = event.currentTarget;
    const data = new FormData(element);
    if (!String(data.get("oldPassword") ?? "")) return showProblem({ messageKey: "flows:oldPasswordRequired", field: "oldPassword" });
    const problem = newPasswordProblemOf(data);
    if (problem) return showProblem(problem);
    setBusy(true);
    await sealPasswords(data, ["oldPassword", "password", "confirm"], transport);
    const reply = await postSettings(data, t);
    setBusy(false);
    showReply(reply, "flows:passwordChanged");
    if (reply.ok) element.reset();
  }
  const title = t("flows:settingsPassword");
  return (
    <Section label={title} title={title}>
      {shown && <Box mb="3"><InlineNotice tone={shown.tone}>{shown.text}</InlineNotice></Box>}
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <input type="hidden" name="intent" value="password" />
        <Stack gap="3" maxW="420px">
          <Stack gap="1.5">
            <FieldLabel htmlFor="settings-old-password">{t("flows:oldPassword")}</FieldLabel>
            <PlainInput id="settings-old-password" name="oldPassword" type="password" autoComplete="current-password" maxLength={128} aria-invalid={shown?.field === "oldPassword" || undefined} />
          </Stack>
          <NewPasswordFields invalid={shown?.field === "password"} />
          <Box>
            <Button type="submit" size="sm" colorPalette="blue" loading={busy} _hover={{ bg: "blue.700" }}>{t("flows:changePassword")}</Button>
          </Box>
        </Stack>
      </form>
    </Section>
  );
}
