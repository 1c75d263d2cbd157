/**
 * The frame of every service page: its title, the purchase steps (choose → confirm → pay →
 * result) where the page is one of them, and a failure notice with a retry.
 * @see ROUTE-27 @see USER-04
 */
import { Box, Button, Flex, Heading, Spinner, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { InlineNotice } from "~/components/ui/notice";

const STEPS = ["choose", "confirm", "pay", "result"] as const;
export type ServeStep = (typeof STEPS)[number];

export function ServeFrame({ title, step, failure, onRetry, loading, children, testId }: {
  title: string; step?: ServeStep; failure?: string | null; onRetry?: () => void; loading?: boolean; children?: ReactNode; testId: string;
}) {
  const { t } = useTranslation("purchase");
  const at = step ? STEPS.indexOf(step) : -1;
  return (
    <Box p="4" maxW="960px" data-serve-page={testId}>
      <Heading as="h1" size="md" mb="3">{title}</Heading>
      {step && (
        <Flex as="ol" gap="2" mb="4" fontSize="sm" aria-label={t("steps.label")} listStyleType="none" p="0" flexWrap="wrap">
          {STEPS.map((s, i) => (
            <Flex as="li" key={s} align="center" gap="2" aria-current={i === at ? "step" : undefined}>
              <Box as="span" w="5" h="5" borderRadius="full" display="inline-flex" alignItems="center" justifyContent="center" fontSize="xs"
                bg={i <= at ? "blue.700" : "bg.muted"} color={i <= at ? "white" : "fg.muted"}>{i + 1}</Box>
              <Text as="span" color={i === at ? "fg" : "fg.muted"} fontWeight={i === at ? "semibold" : "normal"}>{t(`steps.${s}`)}</Text>
              {i < STEPS.length - 1 && <Box as="span" aria-hidden w="6" h="px" bg="border" />}
            </Flex>
          ))}
        </Flex>
      )}
      {failure && (
        <Box mb="3">
          <InlineNotice tone="error" action={onRetry && <Button size="xs" variant="outline" onClick={onRetry}>{t("retry")}</Button>}>{failure}</InlineNotice>
        </Box>
      )}
      {loading ? <Flex align="center" gap="2" color="fg.muted" fontSize="sm"><Spinner size="sm" />{t("loading")}</Flex> : children}
    </Box>
  );
}

/** A label and value row of a summary list (`<dl>`). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" fontSize="sm" color="fg.muted">{label}</Text>
      <Text as="dd" fontSize="sm" m="0">{children}</Text>
    </>
  );
}
