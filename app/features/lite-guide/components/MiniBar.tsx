/**
 * The collapsed guide: a small bar at the bottom left, over the workspace's corner, that says how
 * many steps are done and reopens the guide.
 * @see GUIDE-06 @see GUIDE-10
 */
import { Button, Flex, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { GuideAction, Schedule } from "../model";

export function MiniBar({ schedule, onAction }: { schedule: Schedule; onAction: (action: GuideAction) => void }) {
  const { t } = useTranslation("liteGuide");
  const done = schedule.filter(Boolean).length;
  return (
    <Flex
      position="fixed"
      bottom="4"
      left="4"
      zIndex="docked"
      align="center"
      gap="3"
      ps="3"
      pe="1"
      py="1"
      bg="white"
      borderWidth="1px"
      rounded="full"
      shadow="md"
      fontSize="xs"
      role="region"
      aria-label={t("title")}
      data-lite-guide="mini"
    >
      <Text>{t("mini", { done })}</Text>
      <Button size="xs" variant="subtle" colorPalette="blue" rounded="full" onClick={() => onAction("reopen")} data-guide-action="reopen">
        {t("expand")}
      </Button>
    </Flex>
  );
}
