/**
 * The initialization guide (`/guide`, ROUTE-29, LAYOUT-41): the supply-chain app's first steps
 * as a static checklist, in the user's language. The spec gives no content, so each step says
 * what it sets up, with no progress claimed.
 * @see ROUTE-29 @see LAYOUT-41
 */
import { Box, List, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { SsoPageProps } from "~/utils/sso-pages";

/** The steps, in the order a new supply-chain seller does them (`account:initGuide.steps.{key}`). */
export const INIT_GUIDE_STEPS = ["warehouse", "suppliers", "products", "purchasing", "logistics"] as const;

export default function InitGuidePage(_: SsoPageProps) {
  const { t } = useTranslation("account");
  return (
    // The pane's tab, or the drawer's header, shows the title: the section is named by it.
    <Box as="section" aria-label={t("initGuide.title")} maxW="3xl" px="2" py="1" data-init-guide="">
      <Text color="fg.muted" fontSize="sm" mb="4">
        {t("initGuide.intro")}
      </Text>
      <List.Root as="ol" gap="3" listStyle="none" ps="0">
        {INIT_GUIDE_STEPS.map((key, i) => (
          <List.Item key={key} display="flex" gap="3" alignItems="flex-start" borderWidth="1px" borderRadius="md" bg="bg" px="4" py="3" data-init-step={key}>
            <Box as="span" aria-hidden flexShrink={0} boxSize="6" borderRadius="full" bg="blue.600" color="white" fontSize="xs" fontWeight="semibold" display="flex" alignItems="center" justifyContent="center">
              {i + 1}
            </Box>
            <Box>
              <Text as="h3" fontWeight="semibold" fontSize="sm">{t(`initGuide.steps.${key}.title`)}</Text>
              <Text fontSize="sm" color="fg.muted" mt="0.5">{t(`initGuide.steps.${key}.body`)}</Text>
            </Box>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
