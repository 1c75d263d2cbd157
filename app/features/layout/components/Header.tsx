/**
 * Shell header: logo (home, LAYOUT-05), system name with the switcher, language switch, user
 * menu with logout.
 */
import { Box, Flex, Image, Link, Text } from "@chakra-ui/react";
import { Link as RemixLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LanguageSelect } from "~/features/language";
import type { ShellData } from "../shell.server";
import { lazy, Suspense } from "react";

// The menus (popover positioning, dialog focus trap) are not first-load code: React renders
// them on the server and hydrates them once their chunk arrives (selective hydration).
const SystemSwitcher = lazy(() => import("./SystemSwitcher"));
const UserMenu = lazy(() => import("./UserMenu"));

export function Header({ data, base }: { data: ShellData; base: string }) {
  const { t } = useTranslation();
  return (
    <Flex as="header" align="center" h="12" px="4" gap="4" bg="gray.900" color="white" flexShrink={0}>
      <Link asChild color="white" _hover={{ textDecoration: "none", opacity: 0.9 }}>
        <RemixLink to={base} aria-label={t("shell.home")}>
          <Flex align="center" gap="2">
            <Image src="/logo.svg" alt="" boxSize="6" />
            <Text fontWeight="semibold" fontSize="sm" whiteSpace="nowrap">
              {t("app.name")}
            </Text>
          </Flex>
        </RemixLink>
      </Link>
      <Box w="1px" h="5" bg="whiteAlpha.400" />
      <Suspense fallback={null}>
        <SystemSwitcher systems={data.systems} current={data.system} />
      </Suspense>
      <Box flex="1" />
      <LanguageSelect size="xs" />
      <Suspense fallback={null}>
        <UserMenu user={data.user} />
      </Suspense>
    </Flex>
  );
}
