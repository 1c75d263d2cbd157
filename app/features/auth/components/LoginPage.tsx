/**
 * The login page: account and password form, gateway messages, notices, and the company
 * choice of a multi-company login (AUTH-11). The password is encrypted in the browser before
 * it leaves the page (AUTH-02); what the user typed in the account field is kept on error.
 */
import { Box, Button, Flex, Heading, Link, Stack, Text, chakra } from "@chakra-ui/react";
import { PlainInput } from "~/components/ui/input";
import { InlineNotice } from "~/components/ui/notice";
import { Form, Link as RemixLink, useActionData, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { Suspense, lazy, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { LoginActionData } from "../login.server";
import { encryptForGateway } from "../encrypt-client";
import { LoginLayout } from "./LoginLayout";
import { LoginNotices, type LoginLoaderData } from "./LoginNotices";

/** The company choice loads on demand: only a multi-company login shows it (the server renders it whole, onAllReady). */
const CompanyChoice = lazy(() => import("./CompanyChoice").then((m) => ({ default: m.CompanyChoice })));

export function LoginPage() {
  const { t } = useTranslation();
  const loaderData = useLoaderData<LoginLoaderData>();
  const action = useActionData<LoginActionData>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const [encrypting, setEncrypting] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const busy = encrypting || navigation.state !== "idle";
  const companies = action?.step === "company" ? action.companies : loaderData.companies;
  const error = action?.step === "error" ? action : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const plain = String(data.get("password") ?? "");
    setEncrypting(true);
    const cipher = plain ? await encryptForGateway(plain, loaderData.publicKeyPem) : null;
    setEncrypting(false);
    if (cipher) {
      data.set("password", cipher);
      data.set("encrypted", "1");
    }
    // ROUTE-33: a redirect path `/#/{path}` survives the login (the hash never reaches the server).
    if (window.location.hash.startsWith("#/")) data.set("hash", window.location.hash);
    submit(data, { method: "post", replace: true });
    if (passwordRef.current) passwordRef.current.value = "";
  }

  return (
    <LoginLayout>
      <Box bg="white" borderWidth="1px" borderRadius="lg" shadow="sm">
        <Stack gap="5" p="8">
          <Box>
            <Heading as="h1" size="lg">
              {companies ? t("login.chooseCompany") : t("login.title")}
            </Heading>
            <Text color="gray.600" fontSize="sm" mt="1">
              {companies ? t("login.chooseCompanyHint") : t("login.subtitle")}
            </Text>
          </Box>
          <LoginNotices data={loaderData} />
          {error && (
            <InlineNotice tone="error">{error.message ?? t(error.messageKey ?? "errors.request")}</InlineNotice>
          )}
          {companies ? (
            <Suspense fallback={null}>
              <CompanyChoice companies={companies} busy={busy} />
            </Suspense>
          ) : (
            <Form method="post" onSubmit={onSubmit} noValidate>
              <input type="hidden" name="intent" value="login" />
              <Stack gap="4">
                <Stack gap="1.5">
                  <FieldLabel htmlFor="login-userName">{t("login.userName")}</FieldLabel>
                  <PlainInput
                    id="login-userName"
                    required
                    name="userName"
                    autoComplete="username"
                    placeholder={t("login.userNamePlaceholder")}
                    defaultValue={error?.userName ?? ""}
                    maxLength={64}
                    autoFocus
                  />
                </Stack>
                <Stack gap="1.5">
                  <FieldLabel htmlFor="login-password">{t("login.password")}</FieldLabel>
                  <PlainInput
                    id="login-password"
                    required
                    ref={passwordRef}
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    placeholder={t("login.passwordPlaceholder")}
                    maxLength={64}
                  />
                </Stack>
                <Button type="submit" colorPalette="blue" loading={busy} loadingText={t("login.submitting")} w="full">
                  {t("login.submit")}
                </Button>
                {/* AUTH-12: the ways back in and the way to a new account. */}
                <Flex justify="space-between" fontSize="sm">
                  <Text color="gray.600">
                    {t("login.noAccount")}{" "}
                    <Link asChild color="blue.700">
                      <RemixLink to="/register">{t("login.register")}</RemixLink>
                    </Link>
                  </Text>
                  <Link asChild color="blue.700">
                    <RemixLink to="/retrieve-password">{t("login.forgotPassword")}</RemixLink>
                  </Link>
                </Flex>
              </Stack>
            </Form>
          )}
        </Stack>
      </Box>
    </LoginLayout>
  );
}

function FieldLabel({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <chakra.label htmlFor={htmlFor} fontSize="sm" fontWeight="medium">
      {children}
    </chakra.label>
  );
}
