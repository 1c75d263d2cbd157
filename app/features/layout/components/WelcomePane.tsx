/**
 * The welcome page of a system (ROUTE-11), the home pane. When the menu failed to load, the
 * failure shows here in the user's language with a retry (TAB-29 keeps only the home tab), and
 * for the subject-service code also 返回首页 to `/` (GW-10).
 */
import { Box, Button, Flex, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { InlineNotice } from "~/components/ui/notice";
import { withBase } from "~/utils/base-path";
import { useRevalidator } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { MenuNode } from "~/gateway/schemas";
import { leavesOf } from "~/features/menus";
import type { ShellData } from "../shell.server";

export function WelcomePane({ data, tree }: { data: ShellData; tree: readonly MenuNode[] }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const failure = data.menuFailure;
  return (
    <Box p="6" maxW="1100px">
      <Heading as="h1" size="lg">{t("shell.welcomeTitle", { system: data.system.systemName })}</Heading>
      <Text color="fg.muted" mt="1">{t("shell.welcomeBody")}</Text>
      {failure && (
        <Box mt="5">
          <InlineNotice
            tone={failure.behaviour === "go-home" ? "warning" : "error"}
            title={t("shell.menuError")}
            action={
              <Flex gap="2">
                <Button size="xs" variant="outline" onClick={() => revalidator.revalidate()} loading={revalidator.state === "loading"}>
                  {t("errors.retry")}
                </Button>
                {failure.behaviour === "go-home" && (
                  // GW-10: the subject-service code offers a way back to the Index route.
                  <Button asChild size="xs" colorPalette="blue">
                    <a href={withBase("/")}>{t("errors.backHome")}</a>
                  </Button>
                )}
              </Flex>
            }
          >
            {failure.serverMessage ?? t(failure.messageKey)}
          </InlineNotice>
        </Box>
      )}
      <SimpleGrid columns={3} gap="4" mt="6">
        <Figure label={t("shell.systems")} small={false}>{data.systems.length}</Figure>
        <Figure label={t("shell.menu")} small={false}>{leavesOf(tree).length}</Figure>
        <Figure label={t("shell.company")} small={true}>{data.user.company}</Figure>
      </SimpleGrid>
    </Box>
  );
}

/** A labelled figure (a plain definition, lighter than Chakra's Stat). */
function Figure({ label, small, children }: { label: ReactNode; small: boolean; children: ReactNode }) {
  return (
    <Box bg="white" borderWidth="1px" borderRadius="md" p="4">
      <Text fontSize="sm" color="fg.muted">{label}</Text>
      <Text fontSize={small ? "md" : "2xl"} fontWeight="semibold" mt="1">{children}</Text>
    </Box>
  );
}
