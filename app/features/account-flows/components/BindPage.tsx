/**
 * First binding (AUTH-14): an account that lacks a phone, an e-mail or a password binds exactly
 * what is missing — a phone and/or an e-mail with a code each (60 s resend countdown), a password
 * under AUTH-04 with its confirmation (encrypted in the browser, AUTH-02) — before it enters the
 * portal. What was typed stays in the fields when the server refuses.
 * @see AUTH-14 @see AUTH-03 @see AUTH-04 @see AUTH-17
 */
import { Box, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Form, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { InlineNotice } from "~/components/ui/notice";
import { LoginLayout } from "~/features/auth";
import type { Bindable } from "../binding";
import { contactProblem, newPasswordProblemOf, sealPasswords } from "../form-check";
import type { FlowActionData } from "../retrieve.server";
import { ContactCodeFields } from "./ContactCodeFields";
import { NewPasswordFields } from "./NewPasswordFields";

type Shown = { tone: "error" | "info"; text: string; field?: string } | null;

export function BindPage() {
  const { t } = useTranslation(["common", "flows"]);
  const { publicKeyPem, sealedKey, missing } = useLoaderData<{ publicKeyPem: string; sealedKey: string; missing: Bindable[] }>();
  const action = useActionData<FlowActionData>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const [shown, setShown] = useState<Shown>(null);
  const [sealing, setSealing] = useState(false);
  const busy = sealing || navigation.state !== "idle";

  const show = (reply: FlowActionData, channel?: "phone" | "email") => {
    if (reply.ok) setShown({ tone: "info", text: t(channel === "email" ? "flows:registerCodeSentEmail" : "flows:registerCodeSentPhone") });
    else setShown({ tone: "error", text: reply.message ?? t(reply.messageKey, reply.params ?? {}), field: reply.field });
  };
  useEffect(() => {
    if (action) show(action);
    // A new action reply only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [action]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    for (const channel of ["phone", "email"] as const) {
      const problem = missing.includes(channel) ? contactProblem(data, channel) : null;
      if (problem) return setShown({ tone: "error", text: t(problem.messageKey), field: problem.field });
    }
    const passwordProblem = missing.includes("password") ? newPasswordProblemOf(data) : null;
    if (passwordProblem) return setShown({ tone: "error", text: t(passwordProblem.messageKey), field: passwordProblem.field });
    setSealing(true);
    if (missing.includes("password")) await sealPasswords(data, ["password", "confirm"], { publicKeyPem, sealedKey });
    setSealing(false);
    setShown(null);
    submit(data, { method: "post", replace: true });
  }

  return (
    <LoginLayout>
      <Box bg="white" borderWidth="1px" borderRadius="lg" shadow="sm">
        <Stack gap="5" p="8">
          <Box>
            <Heading as="h1" size="lg">{t("flows:bindTitle")}</Heading>
            <Text color="gray.600" fontSize="sm" mt="1">{t("flows:bindSubtitle")}</Text>
          </Box>
          {shown && <InlineNotice tone={shown.tone}>{shown.text}</InlineNotice>}
          <Form method="post" onSubmit={onSubmit} noValidate>
            <input type="hidden" name="intent" value="bind" />
            <Stack gap="4">
              {(["phone", "email"] as const).filter((c) => missing.includes(c)).map((channel) => (
                <ContactCodeFields key={channel} channel={channel} idPrefix="bind" invalidField={shown?.field} onReply={(reply) => show(reply, channel)} />
              ))}
              {missing.includes("password") && <NewPasswordFields invalid={shown?.field === "password"} labelKey="flows:password" confirmKey="flows:confirmPasswordPlain" />}
              <Button type="submit" colorPalette="blue" loading={busy} loadingText={t("flows:submitting")} w="full" _hover={{ bg: "blue.700" }}>
                {t("flows:bindSubmit")}
              </Button>
            </Stack>
          </Form>
          <Form method="post" action="/logout" reloadDocument>
            <Button type="submit" variant="plain" size="sm" color="blue.700" w="full">{t("flows:bindSignOut")}</Button>
          </Form>
        </Stack>
      </Box>
    </LoginLayout>
  );
}
