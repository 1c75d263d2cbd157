/**
 * Register (AUTH-13): company, account name, phone or e-mail with a verification code (60 s
 * resend countdown), password under AUTH-04 with its confirmation and a strength meter, terms;
 * then the first sign-in. The form checks each field before sending and the server checks again;
 * a refusal shows at the top with the field marked, and what was typed stays. The password and
 * its confirmation leave the browser encrypted under the portal's transport key (AUTH-02).
 * @see AUTH-02 @see AUTH-03 @see AUTH-04 @see AUTH-13 @see AUTH-16 @see AUTH-17
 */
import { Box, Button, Heading, Link, Stack, Text } from "@chakra-ui/react";
import { Form, Link as RemixLink, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { InlineNotice } from "~/components/ui/notice";
import { LoginLayout, encryptForGateway } from "~/features/auth";
import { checkIdentifier, type Channel } from "../identifier-check";
import { isCode, passwordProblem } from "../password-rule";
import { isCommon, strengthOf } from "../password-strength";
import { accountNameProblem, companyProblem } from "../register-check";
import type { RegisterLoaderData } from "../register.server";
import type { FlowActionData } from "../retrieve.server";
import { CodeField } from "./CodeField";
import { NewPasswordFields } from "./NewPasswordFields";
import { ChannelSwitch, IdentifierField, TermsField, TextField } from "./RegisterFields";
import { StrengthMeter } from "./StrengthMeter";

type Shown = { tone: "error" | "info"; text: string; field?: string } | null;

/** The first problem of the form's fields in their order, as [i18n key, field], or null. */
async function formProblem(data: FormData, channel: Channel): Promise<[string, string] | null> {
  const text = (name: string) => String(data.get(name) ?? "");
  const plain = text("password");
  const checks: Array<[string | null, string]> = [
    [companyProblem(text("companyName")), "companyName"],
    [accountNameProblem(text("userName")), "userName"],
    [checkIdentifier(channel, text("identifier")), "identifier"],
    [isCode(text("code")) ? null : "flows:codeFormat", "code"],
    [plain ? null : "flows:passwordRequired", "password"],
    [passwordProblem(plain) ? "flows:passwordRule" : null, "password"],
    [plain !== text("confirm") ? "flows:passwordMismatch" : null, "password"],
  ];
  for (const [problem, field] of checks) if (problem) return [problem, field];
  // The dictionaries load on the first typed character; a failed load leaves this to the server.
  const common = await strengthOf(plain).then(isCommon, () => false);
  if (common) return ["flows:passwordCommon", "password"];
  if (data.get("terms") !== "on") return ["flows:termsRequired", "terms"];
  return null;
}

export function RegisterPage() {
  const { t } = useTranslation(["common", "flows"]);
  const { publicKeyPem, sealedKey } = useLoaderData<RegisterLoaderData>();
  const action = useActionData<FlowActionData>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const [channel, setChannel] = useState<Channel>("phone");
  const [shown, setShown] = useState<Shown>(null);
  const [checking, setChecking] = useState(false);
  const [password, setPassword] = useState("");
  const identifierRef = useRef<HTMLInputElement>(null);
  const busy = checking || navigation.state !== "idle";

  const show = (reply: FlowActionData) => {
    if (reply.ok) setShown({ tone: "info", text: t(channel === "phone" ? "flows:registerCodeSentPhone" : "flows:registerCodeSentEmail") });
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
    setChecking(true);
    try {
      const problem = await formProblem(data, channel);
      if (problem) return show({ intent: "register", ok: false, message: null, messageKey: problem[0], field: problem[1] });
      const [cipher, confirmCipher] = await Promise.all([
        encryptForGateway(String(data.get("password")), publicKeyPem),
        encryptForGateway(String(data.get("confirm")), publicKeyPem),
      ]);
      // Without WebCrypto the portal checks and encrypts the plaintext itself (as retrieval does).
      if (cipher && confirmCipher) {
        data.set("password", cipher);
        data.set("confirm", confirmCipher);
        data.set("encrypted", "1");
      }
      setShown(null);
      submit(data, { method: "post", replace: true });
    } finally {
      setChecking(false);
    }
  }

  const invalid = (field: string) => shown?.tone === "error" && shown.field === field;
  return (
    <LoginLayout>
      <Box bg="white" borderWidth="1px" borderRadius="lg" shadow="sm">
        <Stack gap="5" p="8">
          <Box>
            <Heading as="h1" size="lg">{t("flows:registerTitle")}</Heading>
            <Text color="gray.600" fontSize="sm" mt="1">{t("flows:registerSubtitle")}</Text>
          </Box>
          {shown && <InlineNotice tone={shown.tone}>{shown.text}</InlineNotice>}
          <Form method="post" onSubmit={onSubmit} noValidate>
            <input type="hidden" name="intent" value="register" />
            <input type="hidden" name="channel" value={channel} />
            <input type="hidden" name="sealedKey" value={sealedKey} />
            <Stack gap="4">
              <TextField id="reg-company" name="companyName" label={t("flows:companyName")} placeholder={t("flows:companyPlaceholder")} autoComplete="organization" maxLength={128} invalid={invalid("companyName")} autoFocus />
              <TextField id="reg-account" name="userName" label={t("flows:accountName")} placeholder={t("flows:accountPlaceholder")} autoComplete="username" maxLength={64} invalid={invalid("userName")} />
              <ChannelSwitch channel={channel} onChange={(c) => { setChannel(c); setShown(null); }} />
              <IdentifierField channel={channel} inputRef={identifierRef} invalid={invalid("identifier")} />
              <CodeField
                key={`code-${channel}`}
                channel={channel}
                identifier={() => identifierRef.current?.value ?? ""}
                check={(value) => checkIdentifier(channel, value)}
                onReply={show}
                invalid={invalid("code")}
              />
              <NewPasswordFields invalid={invalid("password")} labelKey="flows:password" confirmKey="flows:confirmPasswordPlain" onPasswordInput={setPassword}>
                <StrengthMeter password={password} />
              </NewPasswordFields>
              <TermsField invalid={invalid("terms")} />
              <Button type="submit" colorPalette="blue" loading={busy} loadingText={t("flows:submitting")} w="full" _hover={{ bg: "blue.700" }}>
                {t("flows:registerSubmit")}
              </Button>
            </Stack>
          </Form>
          <Text fontSize="sm" alignSelf="center" color="gray.600">
            {t("flows:haveAccount")}{" "}
            <Link asChild color="blue.700">
              <RemixLink to="/login">{t("flows:signIn")}</RemixLink>
            </Link>
          </Text>
        </Stack>
      </Box>
    </LoginLayout>
  );
}
