/**
 * A status page (401, 402, 404, 500, gateway failures, any other status): a calm card with a
 * mark, the error code as a small reference line, a title, one sentence and the actions that
 * help. As a top-level page it sits in the login layout (logo, language select, footer; GW-08
 * Resolution); inside the shell (`fullPage` false) it fills the pane.
 */
import { Box, Button, Flex, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LoginLayout } from "~/features/auth";
import { withBase } from "~/utils/base-path";
import type { ErrorKind } from "../model";
import { StatusIcon } from "./StatusIcon";

export interface StatusPageProps {
  /** The HTTP status shown as a reference line ("错误代码 404"); none for plain messages. */
  code?: string;
  /** Which mark to show; `info` for non-error messages. */
  kind?: ErrorKind | "info";
  title: string;
  body?: ReactNode;
  actions?: ReactNode;
  /** A top-level page in the login layout, or a block inside the shell's pane. */
  fullPage?: boolean;
}

export function StatusPage({ code, kind = "info", title, body, actions, fullPage = true }: StatusPageProps) {
  const { t, i18n } = useTranslation();
  // Korean wraps between words, never inside one (Chinese wraps anywhere, as it should).
  const wordBreak = i18n.language === "ko-KR" ? "keep-all" : undefined;
  const card = (
    <Box wordBreak={wordBreak} bg="white" borderWidth="1px" borderRadius="lg" shadow="sm" p="8" data-testid="status-page" data-status={code}>
      <Flex align="center" gap="3" mb="4">
        <StatusIcon kind={kind} />
        {code && (
          <Text fontSize="xs" color="fg.muted" fontWeight="medium">
            {t("errorPages.code", { code })}
          </Text>
        )}
      </Flex>
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      {body && (
        <Text color="fg.muted" fontSize="sm" mt="2" lineHeight="tall">
          {body}
        </Text>
      )}
      {actions && (
        <Flex gap="2" mt="6" wrap="wrap" align="center">
          {actions}
        </Flex>
      )}
    </Box>
  );
  if (fullPage) return <LoginLayout width="440px">{card}</LoginLayout>;
  return (
    <Flex minH="60vh" align="center" justify="center" px="6">
      <Box w="full" maxW="440px">
        {card}
      </Box>
    </Flex>
  );
}

/** A link styled as a button (plain anchor: works before hydration); app paths get the deployment prefix. */
export function LinkButton({ href, children, primary = false }: { href: string; children: ReactNode; primary?: boolean }) {
  return (
    <Button asChild colorPalette="blue" variant={primary ? "solid" : "outline"} size="sm">
      <a href={withBase(href)}>{children}</a>
    </Button>
  );
}
