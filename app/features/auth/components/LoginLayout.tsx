/**
 * The login layout: logo, language selector, copyright footer (LAYOUT-35). The error pages
 * use it too (GW-08 Resolution: an error page keeps the logo, the language select and a way home).
 */
import { Box, Flex, Image, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSelect } from "~/components/ui/language-select";
import { withBase } from "~/utils/base-path";

/** @param width the content column's maximum width, CSS length (default 400px). */
export function LoginLayout({ children, width = "400px" }: { children: ReactNode; width?: string }) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" minH="100vh" bg="gray.50">
      <Flex as="header" align="center" justify="space-between" px="6" h="14" bg="white" borderBottomWidth="1px">
        <Flex align="center" gap="2">
          <Image src={withBase("/logo.svg")} alt={t("app.logoAlt")} boxSize="7" />
          <Text fontWeight="semibold" fontSize="md">
            {t("app.name")}
          </Text>
        </Flex>
        <LanguageSelect />
      </Flex>
      <Flex as="main" flex="1" align="center" justify="center" px="4" py="10">
        <Box w="full" maxW={width}>
          {children}
        </Box>
      </Flex>
      <Box as="footer" textAlign="center" py="4" color="gray.600" fontSize="xs">
        {t("app.copyright", { year: new Date().getFullYear() })}
      </Box>
    </Flex>
  );
}
