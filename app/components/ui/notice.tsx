/**
 * An inline notice (error, warning, info, success): a tinted box with a coloured edge. Lighter
 * than Chakra's Alert (no icon set in the first-load bundle). Errors and warnings are announced
 * (`role="alert"`), info and success politely (`role="status"`).
 */
import { Box, Flex, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

export type NoticeTone = "error" | "warning" | "info" | "success";

const PALETTE: Record<NoticeTone, string> = { error: "red", warning: "orange", info: "blue", success: "green" };

export function InlineNotice({ tone, title, children, action }: { tone: NoticeTone; title?: ReactNode; children?: ReactNode; action?: ReactNode }) {
  const palette = PALETTE[tone];
  return (
    <Flex
      role={tone === "error" || tone === "warning" ? "alert" : "status"}
      data-tone={tone}
      align="center"
      gap="3"
      px="3"
      py="2.5"
      borderRadius="md"
      borderStartWidth="3px"
      borderColor={`${palette}.500`}
      bg={`${palette}.50`}
      color="fg"
      fontSize="sm"
    >
      <Box flex="1">
        {title && <Text fontWeight="semibold">{title}</Text>}
        {children && <Text color={title ? "fg.muted" : "fg"}>{children}</Text>}
      </Box>
      {action}
    </Flex>
  );
}
