/**
 * A full-page status message (401, 402, 404, 500, gateway failures): icon-free, calm, one
 * primary action. Used by the error routes and error boundaries.
 */
import { Box, Button, Flex, Heading, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

export interface StatusPageProps {
  code?: string;
  title: string;
  body?: ReactNode;
  actions?: ReactNode;
  /** Fill the viewport (a top-level page) or the pane (inside the shell). */
  fullPage?: boolean;
}

export function StatusPage({ code, title, body, actions, fullPage = true }: StatusPageProps) {
  return (
    <Flex minH={fullPage ? "100vh" : "60vh"} align="center" justify="center" bg={fullPage ? "gray.50" : undefined} px="6">
      <Box textAlign="center" maxW="520px" role="main" data-testid="status-page">
        {code && (
          <Text fontSize="5xl" fontWeight="bold" color="gray.300" lineHeight="1" mb="3">
            {code}
          </Text>
        )}
        <Heading as="h1" size="lg" mb="2">
          {title}
        </Heading>
        {body && (
          <Text color="gray.600" mb="6">
            {body}
          </Text>
        )}
        <Flex gap="3" justify="center">
          {actions}
        </Flex>
      </Box>
    </Flex>
  );
}

/** A link styled as a button (plain anchor: works before hydration). */
export function LinkButton({ href, children, primary = false }: { href: string; children: ReactNode; primary?: boolean }) {
  return (
    <Button asChild colorPalette="blue" variant={primary ? "solid" : "outline"} size="sm">
      <a href={href}>{children}</a>
    </Button>
  );
}
