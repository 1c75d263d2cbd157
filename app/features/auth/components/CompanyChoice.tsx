/** The multi-company choice (AUTH-11): one button per company, posts `intent=company`. */
import { Badge, Button, Flex, Stack, Text } from "@chakra-ui/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export interface CompanyOption {
  subjectCodeEncrypt: string;
  companyName: string;
  isOwner: boolean;
}

export function CompanyChoice({ companies, busy }: { companies: CompanyOption[]; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="3">
      <Stack as="ul" gap="2" listStyleType="none" aria-label={t("login.chooseCompany")}>
        {companies.map((c) => (
          <li key={c.subjectCodeEncrypt}>
            <Form method="post" replace>
              <input type="hidden" name="intent" value="company" />
              <input type="hidden" name="subjectCodeEncrypt" value={c.subjectCodeEncrypt} />
              <Button type="submit" variant="outline" w="full" justifyContent="space-between" h="auto" py="3" disabled={busy}>
                <Flex direction="column" align="start" gap="0.5">
                  <Text fontWeight="medium">{c.companyName}</Text>
                </Flex>
                <Badge colorPalette={c.isOwner ? "blue" : "gray"}>{c.isOwner ? t("login.owner") : t("login.member")}</Badge>
              </Button>
            </Form>
          </li>
        ))}
      </Stack>
      <Form method="post" replace>
        <input type="hidden" name="intent" value="restart" />
        <Button type="submit" variant="ghost" size="sm" w="full">
          {t("login.backToLogin")}
        </Button>
      </Form>
    </Stack>
  );
}
