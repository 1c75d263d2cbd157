/**
 * What a user-centre page shows while its data is not there: a spinner, or the failure in the
 * user's language with a retry. With data on screen, a failed reload shows as a notice above it.
 */
import { Box, Button, Flex, Spinner } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { InlineNotice } from "~/components/ui/notice";

/** Props: the read's state and its reload. */
export function LoadState({ loading, failure, hasValue, onRetry }: { loading: boolean; failure: string | null; hasValue: boolean; onRetry: () => void }) {
  const { t } = useTranslation("userCentre");
  if (failure) {
    return (
      <Box mb="3">
        <InlineNotice tone="error" action={<Button size="2xs" variant="outline" bg="white" onClick={onRetry}>{t("retry")}</Button>}>
          {failure}
        </InlineNotice>
      </Box>
    );
  }
  if (loading && !hasValue) return <Flex py="8" justify="center"><Spinner size="sm" aria-label={t("loading")} /></Flex>;
  return null;
}
