/**
 * Password retrieval (AUTH-15): by phone or by e-mail, the seller asks for a code (60 s resend
 * countdown), enters it with a new password under AUTH-04 and its confirmation, and returns to
 * the login form. The new password is encrypted in the browser (AUTH-02); what was typed stays in
 * the fields when a step is refused.
 */
import { Box, Button, Heading, Link, Stack, Text, chakra } from "@chakra-ui/react";
import { Form, Link as RemixLink, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { PlainInput } from "~/components/ui/input";
import { InlineNotice } from "~/components/ui/notice";
import { LoginLayout } from "~/features/auth";
import { isCode, passwordProblem } from "../password-rule";
import { sealPasswords } from "../form-check";
import type { FlowActionData } from "../retrieve.server";
import { CodeField } from "./CodeField";
import { FieldLabel } from "./FieldLabel";
import { NewPasswordFields } from "./NewPasswordFields";
import { checkIdentifier, type Channel } from "../identifier-check";

type Shown = { tone: "error" | "info"; text: string; field?: string } | null;

export function RetrievePage() {
  const { t } = useTranslation(["common", "flows"]);
  const key = useLoaderData<{ publicKeyPem: string; sealedKey: string }>();
  const action = useActionData<FlowActionData>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const [channel, setChannel] = useState<Channel>("phone");
  const [shown, setShown] = useState<Shown>(null);
  const [encrypting, setEncrypting] = useState(false);
  const identifierRef = useRef<HTMLInputElement>(null);
  const busy = encrypting || navigation.state !== "idle";

  const show = (reply: FlowActionData) => {
    if (reply.ok) setShown({ tone: "info", text: t(channel === "phone" ? "flows:codeSentPhone" : "flows:codeSentEmail") });
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
    const refuse = (messageKey: string, field: string) => show({ intent: "reset", ok: false, message: null, messageKey, field });
    const identifierProblem = checkIdentifier(channel, String(data.get("identifier") ?? ""));
    if (identifierProblem) return refuse(identifierProblem, "identifier");
    if (!isCode(String(data.get("code") ?? ""))) return refuse("flows:codeFormat", "code");
    const plain = String(data.get("password") ?? "");
    if (!plain) return refuse("flows:passwordRequired", "password");
    if (passwordProblem(plain)) return refuse("flows:passwordRule", "password");
    if (plain !== data.get("confirm")) return refuse("flows:passwordMismatch", "password");
    setEncrypting(true);
    await sealPasswords(data, ["password", "confirm"], key);
    setEncrypting(false);
    setShown(null);
    submit(data, { method: "post", replace: true });
  }

  return (
    <LoginLayout>
      <Box bg="white" borderWidth="1px" borderRadius="lg" shadow="sm">
        <Stack gap="5" p="8">
          <Box>
            <Heading as="h1" size="lg">{t("flows:retrieveTitle")}</Heading>
            <Text color="gray.600" fontSize="sm" mt="1">{t("flows:retrieveSubtitle")}</Text>
          </Box>
          {shown && <InlineNotice tone={shown.tone}>{shown.text}</InlineNotice>}
          <Form method="post" onSubmit={onSubmit} noValidate>
            <input type="hidden" name="intent" value="reset" />
            <input type="hidden" name="channel" value={channel} />
            <Stack gap="4">
              <chakra.fieldset display="flex" gap="4" fontSize="sm">
                <chakra.legend srOnly>{t("flows:retrieveBy")}</chakra.legend>
                {(["phone", "email"] as const).map((c) => (
                  <chakra.label key={c} display="flex" alignItems="center" gap="1.5" cursor="pointer">
                    <input type="radio" name="by" value={c} checked={channel === c} onChange={() => { setChannel(c); setShown(null); }} />
                    {t(c === "phone" ? "flows:byPhone" : "flows:byEmail")}
                  </chakra.label>
                ))}
              </chakra.fieldset>
              <Stack gap="1.5">
                <FieldLabel htmlFor="flow-identifier">{t(channel === "phone" ? "flows:phone" : "flows:email")}</FieldLabel>
                <PlainInput
                  key={channel}
                  id="flow-identifier"
                  ref={identifierRef}
                  name="identifier"
                  type={channel === "phone" ? "tel" : "email"}
                  autoComplete={channel === "phone" ? "tel" : "email"}
                  placeholder={t(channel === "phone" ? "flows:phonePlaceholder" : "flows:emailPlaceholder")}
                  aria-invalid={shown?.field === "identifier" || undefined}
                  maxLength={254}
                  autoFocus
                />
              </Stack>
              <CodeField
                key={`code-${channel}`}
                channel={channel}
                identifier={() => identifierRef.current?.value ?? ""}
                check={(value) => checkIdentifier(channel, value)}
                onReply={show}
                invalid={shown?.field === "code"}
              />
              <NewPasswordFields invalid={shown?.field === "password"} />
              <Button type="submit" colorPalette="blue" loading={busy} loadingText={t("flows:submitting")} w="full" _hover={{ bg: "blue.700" }}>
                {t("flows:resetSubmit")}
              </Button>
            </Stack>
          </Form>
          <Link asChild fontSize="sm" color="blue.700" alignSelf="center">
            <RemixLink to="/login">{t("flows:backToLogin")}</RemixLink>
          </Link>
        </Stack>
      </Box>
    </LoginLayout>
  );
}
