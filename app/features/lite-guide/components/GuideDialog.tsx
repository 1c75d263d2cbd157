/**
 * The lite guide's modal: the four steps with their state, the data pull's progress while it
 * runs, and the collapse, do-not-remind-again and close buttons.
 * @see GUIDE-04 @see GUIDE-08 @see GUIDE-09 @see GUIDE-11
 */
import { Badge, Box, Button, CloseButton, Dialog, Flex, Portal, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { emitShellEvent } from "~/utils/shell-events";
import { GUIDE_STEPS, litePagePath, type GuideAction } from "../model";
import type { LiteGuideView } from "../use-lite-guide";
import { PullProgress } from "./PullProgress";

export function GuideDialog({ guide, onAction }: { guide: LiteGuideView; onAction: (action: GuideAction) => void }) {
  const { t } = useTranslation("liteGuide");
  const { schedule } = guide.state;
  const pulling = schedule[0] && !schedule[1];
  // An item's lite page opens as the ERP's tab, the guide collapsed so the page is in view (GUIDE-20).
  const openItem = (item: "listing" | "inventory" | "order") => {
    onAction("collapse");
    emitShellEvent({ type: "tabs:open", appName: "erp", path: litePagePath(item, guide.info.userAccount), verify: true });
  };
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onAction("dismiss")} size="md" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-lite-guide="open">
            <Dialog.Header>
              <Dialog.Title>{t("title")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("close")} title={t("close")} />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              <Text fontSize="sm" color="fg.muted" mb="3">{t("intro")}</Text>
              <Box as="ol" listStyleType="none" m="0" p="0">
                {GUIDE_STEPS.map((step, i) => {
                  const done = schedule[i];
                  const running = step === "dataPull" && pulling;
                  const state = done ? "done" : running ? "running" : "todo";
                  return (
                    <Flex as="li" key={step} gap="3" py="2.5" borderTopWidth={i === 0 ? "0" : "1px"} data-guide-step={step} data-state={state}>
                      <Flex w="6" h="6" flexShrink={0} rounded="full" align="center" justify="center" fontSize="xs" fontWeight="semibold"
                        bg={done ? "green.500" : running ? "blue.500" : "gray.100"} color={done || running ? "white" : "fg.muted"} aria-hidden>
                        {done ? "✓" : i + 1}
                      </Flex>
                      <Box flex="1" minW="0">
                        <Flex align="center" gap="2">
                          <Text fontSize="sm" fontWeight="medium">{t(`steps.${step}.title`)}</Text>
                          <Badge size="sm" colorPalette={done ? "green" : running ? "blue" : "gray"} variant="subtle">{t(`state.${state}`)}</Badge>
                        </Flex>
                        <Text fontSize="xs" color="fg.muted" mt="0.5">{t(`steps.${step}.body`)}</Text>
                        {step === "dataPull" && (running || done) && <PullProgress info={guide.info} updatedAt={guide.updatedAt} running={running} pollError={guide.pollError} onOpenItem={openItem} />}
                      </Box>
                    </Flex>
                  );
                })}
              </Box>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" size="sm" onClick={() => onAction("dismiss")} data-guide-action="dismiss">{t("dismiss")}</Button>
              <Button colorPalette="blue" size="sm" onClick={() => onAction("collapse")} data-guide-action="collapse">{t("collapse")}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
