/**
 * The announcement modal: tabs Key features (type 7) and Version updates (the rest) (ANN-03,
 * ANN-04), one announcement at a time with its heading navigation (ANN-06), a next button that
 * moves on 350 ms after the click (ANN-07), OPEN/CLOSE logged with scene `popup` (ANN-10; a
 * failed log is ignored, ANN-11).
 */
import { Badge, Box, Button, CloseButton, Dialog, Flex, Portal, Tabs, Text } from "@chakra-ui/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useOpenedOnce } from "~/components/ui/opened-once";
import { whenIdle } from "~/utils/when-idle";
import type { Announcement } from "~/gateway/notice-schemas";
import { localTitle } from "../announcements";
import { logBehavior } from "../client-api";
import { splitTabs } from "../model";
import { AnnouncementView } from "./AnnouncementView";

/** Delay of the next button, ms. @see ANN-07 */
export const NEXT_DELAY_MS = 350;

/**
 * `list` in one modal, key features first; it opens on `initialTab` (the first version update
 * for `updates` when there is one, else the first announcement).
 * @see LAYOUT-40
 */
export function AnnouncementModal({
  list,
  open,
  onClose,
  initialTab = "key-features",
  inline = false,
}: {
  list: readonly Announcement[];
  open: boolean;
  onClose: () => void;
  initialTab?: "key-features" | "updates";
  /**
   * Rendered where it stands, not portalled to `<body>`: for the modal the server rendered
   * (issue 10). A portal renders inline on the server and while hydrating, then moves its
   * content into `<body>`; that remount left the open dialog's layer without its pointer
   * events (the page ignored every click).
   */
  inline?: boolean;
}) {
  const { t, i18n } = useTranslation("notices");
  const ordered = useMemo(() => {
    const { keyFeatures, versionUpdates } = splitTabs(list);
    return [...keyFeatures, ...versionUpdates];
  }, [list]);
  const firstUpdate = ordered.findIndex((a) => a.announcementType !== 7);
  const [index, setIndex] = useState(() => (initialTab === "updates" && firstUpdate > 0 ? firstUpdate : 0));
  const [moving, setMoving] = useState(false);
  const opened = useRef(new Set<number>());
  const current = ordered[Math.min(index, ordered.length - 1)];
  const tab = current && current.announcementType === 7 ? "key" : "updates";

  useEffect(() => {
    if (!open || !current || opened.current.has(current.announcementId)) return;
    opened.current.add(current.announcementId);
    // Tracking waits for an idle moment: a server-rendered modal comes alive in the shell's
    // first frames (issue 10, shell_tbt_ms).
    const { announcementId, subType } = current;
    whenIdle(() => void logBehavior({ behaviorType: "OPEN", behaviorScene: "popup", bizId: announcementId, subType }), 1000);
  }, [open, current]);

  const close = () => {
    if (current) void logBehavior({ behaviorType: "CLOSE", behaviorScene: "popup", bizId: current.announcementId, subType: current.subType });
    onClose();
  };
  const next = () => {
    setMoving(true);
    setTimeout(() => {
      setMoving(false);
      setIndex((i) => Math.min(i + 1, ordered.length - 1));
    }, NEXT_DELAY_MS);
  };
  const last = index >= ordered.length - 1;
  const mounted = useOpenedOnce(open);
  if (!current || !mounted) return null;
  return (
    // preventScroll off: the shell's document scrolls at most sideways (below its 1,200 px
    // minimum width; its panes scroll inside a 100vh layout), and the scroll lock's writes to
    // <html> (a custom property, overflow) made the browser restyle and lay out the whole page
    // while the modal opened (issue 10). Behind the modal, a narrow window can still scroll
    // sideways.
    // A server-rendered modal is part of the first paint: no entrance animation (the browser
    // counts an element under an opacity animation as painted only when the main thread paints
    // again, ≈ 350 ms later at 4× CPU: issue 10, shell_lcp_ms).
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && close()} size="lg" placement="center" scrollBehavior="inside" preventScroll={false} motionPreset={inline ? "none" : "scale"}>
      <Portal disabled={inline}>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-announcement-modal="">
            <Tabs.Root
              size="sm"
              variant="line"
              value={tab}
              onValueChange={(e) => setIndex(e.value === "key" ? 0 : Math.max(0, firstUpdate))}
              display="flex"
              flexDirection="column"
              minH="0"
              flex="1"
            >
              <Dialog.Header pb="0" flexDirection="column" alignItems="stretch" gap="2">
                <Dialog.Title fontSize="md">{t("announcement.modalTitle")}</Dialog.Title>
                <Tabs.List>
                  <Tabs.Trigger value="key" disabled={firstUpdate === 0}>{t("announcement.keyFeatures")}</Tabs.Trigger>
                  <Tabs.Trigger value="updates" disabled={firstUpdate < 0}>{t("announcement.versionUpdates")}</Tabs.Trigger>
                </Tabs.List>
              </Dialog.Header>
              <Dialog.Body pt="3">
                {(["key", "updates"] as const).map((value) => (
                  <Tabs.Content key={value} value={value} p="0">
                    {value === tab && (
                      <>
                        <Flex align="center" gap="2" mb="3">
                          <Text fontWeight="semibold" fontSize="md" data-announcement-title="">{localTitle(current, i18n.language)}</Text>
                          <Badge size="sm" variant="subtle">{`${index + 1} / ${ordered.length}`}</Badge>
                        </Flex>
                        <Box key={current.announcementId}>
                          <AnnouncementView announcement={current} withNav eagerFirstImage />
                        </Box>
                      </>
                    )}
                  </Tabs.Content>
                ))}
              </Dialog.Body>
            </Tabs.Root>
            <Dialog.Footer>
              {last ? (
                <Button size="sm" colorPalette="blue" onClick={close}>{t("announcement.done")}</Button>
              ) : (
                <Button size="sm" colorPalette="blue" onClick={next} loading={moving}>{t("announcement.next")}</Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
