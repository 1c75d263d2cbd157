/**
 * The welcome page of a system (ROUTE-11), the home pane. When the menu failed to load, the
 * failure shows here in the user's language with a retry (TAB-29 keeps only the home tab).
 */
import { Box, Button, Heading, SimpleGrid, Stat, Text } from "@chakra-ui/react";
import { InlineNotice } from "~/components/ui/notice";
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
            tone="error"
            title={t("shell.menuError")}
            action={
              <Button size="xs" variant="outline" onClick={() => revalidator.revalidate()} loading={revalidator.state === "loading"}>
                {t("errors.retry")}
              </Button>
            }
          >
            {failure.serverMessage ?? t(failure.messageKey)}
          </InlineNotice>
        </Box>
      )}
      <SimpleGrid columns={3} gap="4" mt="6">
        <Stat.Root bg="white" borderWidth="1px" borderRadius="md" p="4">
          <Stat.Label>{t("shell.systems")}</Stat.Label>
          <Stat.ValueText>{data.systems.length}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root bg="white" borderWidth="1px" borderRadius="md" p="4">
          <Stat.Label>{t("shell.menu")}</Stat.Label>
          <Stat.ValueText>{leavesOf(tree).length}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root bg="white" borderWidth="1px" borderRadius="md" p="4">
          <Stat.Label>{t("shell.company")}</Stat.Label>
          <Stat.ValueText fontSize="md">{data.user.company}</Stat.ValueText>
        </Stat.Root>
      </SimpleGrid>
    </Box>
  );
}
