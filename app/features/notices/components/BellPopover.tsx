/**
 * The bell's panel: a preview of up to 4 unread (NOTIF-03) opening each one's detail and the
 * full list (NOTIF-04), and mark-all-read, disabled at 0 (NOTIF-05..NOTIF-08). The bell button
 * and its state are NoticeBell's, which loads this module when the page is idle or on the
 * first hover or click (issue 10).
 *
 * Opening it stays off the main thread's long tasks (issue 8 `bell_open_long_tasks`): once the
 * page is idle after this mounts (or on the first hover or focus), the panel is rendered
 * hidden and the notification list's chunk is fetched, so a click only shows them.
 */
import { Box, Button, Flex, Popover, Portal, Stack, Text } from "@chakra-ui/react";
import { startTransition, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "~/components/ui/notify";
import { canMarkAllRead, notificationPath } from "../model";
import { openPortalPage } from "../page-opener";
import type { useBell } from "../use-bell";
import { preloadNotificationPage, whenIdle } from "../warm-up";
import { BellButton } from "./BellButton";

/**
 * Props: the bell's state (NoticeBell's {@link useBell}); open at mount, focus the button at
 * mount; `listOffered`: the user's menu holds the notification list (NOTIF-09) — without it the
 * previews are text, and "view all" is not there.
 */
export type BellPopoverProps = Pick<ReturnType<typeof useBell>, "bell" | "connected" | "markAllRead"> & { defaultOpen?: boolean; focusButton?: boolean; listOffered: boolean };

/** The bell's panel. @see NOTIF-03 @see NOTIF-04 @see NOTIF-09 */
export function BellPopover({ bell, connected, markAllRead, defaultOpen = false, focusButton = false, listOffered }: BellPopoverProps) {
  const { t } = useTranslation("notices");
  const [open, setOpen] = useState(false);
  // Opened after mounting, not mounted open: Zag's popover moves focus into the panel only when
  // it opens (a click on the bell before this module was here).
  useEffect(() => {
    if (defaultOpen) startTransition(() => setOpen(true));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at mount
  }, []);
  const [busy, setBusy] = useState(false);
  const [warm, setWarm] = useState(false);
  // A transition: the hidden panel renders in slices React can interrupt (no long task).
  const warmUp = () => {
    if (warm) return;
    startTransition(() => setWarm(true));
    preloadNotificationPage();
  };
  useEffect(() => {
    if (warm) return;
    return whenIdle(() => {
      startTransition(() => setWarm(true));
      preloadNotificationPage();
    }, 1_000);
  }, [warm]);
  const count = bell?.noReadCount ?? 0;
  const go = (path: string, title: string) => {
    setOpen(false);
    openPortalPage(path, title);
  };
  const markAll = async () => {
    setBusy(true);
    const ok = await markAllRead();
    setBusy(false);
    void notify(ok ? { type: "success", title: t("bell.markedAll") } : { type: "error", title: t("bell.markFailed") });
  };
  return (
    <Popover.Root open={open} onOpenChange={(e) => startTransition(() => setOpen(e.open))} positioning={{ placement: "bottom-end" }} lazyMount={!warm}>
      <Popover.Trigger asChild>
        <BellButton count={count} connected={connected} onPointerEnter={warmUp} onFocus={warmUp} autoFocus={focusButton} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="340px" data-bell-panel="">
            <Flex align="center" px="3" py="2" borderBottomWidth="1px">
              <Popover.Title fontWeight="semibold" fontSize="sm" flex="1">{t("bell.title")}</Popover.Title>
              <Button size="2xs" variant="ghost" colorPalette="blue" disabled={!canMarkAllRead(count) || busy} loading={busy} onClick={() => void markAll()}>
                {t("bell.markAll")}
              </Button>
            </Flex>
            <Popover.Body p="0">
              {bell && bell.preview.length > 0 ? (
                <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
                  {bell.preview.slice(0, 4).map((n) => (
                    <Box as="li" key={n.id} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                      {listOffered ? (
                        <Button
                          variant="ghost"
                          w="full"
                          h="auto"
                          py="2"
                          px="3"
                          borderRadius="0"
                          display="block"
                          textAlign="start"
                          fontWeight="normal"
                          onClick={() => go(notificationPath(n.id), n.msgTitle || t("bell.title"))}
                        >
                          <BellPreview title={n.msgTitle} info={n.msgInfo} time={n.sendTime || n.createTime} />
                        </Button>
                      ) : (
                        <Box py="2" px="3" data-bell-preview="">
                          <BellPreview title={n.msgTitle} info={n.msgInfo} time={n.sendTime || n.createTime} />
                        </Box>
                      )}
                    </Box>
                  ))}
                </Stack>
              ) : (
                <Text px="3" py="6" fontSize="sm" color="fg.muted" textAlign="center">{bell ? t("bell.empty") : t("bell.loading")}</Text>
              )}
            </Popover.Body>
            {listOffered && (
              <Box px="3" py="2" borderTopWidth="1px" textAlign="center">
                <Button size="xs" variant="plain" colorPalette="blue" onClick={() => go(notificationPath(), t("pages.notifications"))}>
                  {t("bell.viewAll")}
                </Button>
              </Box>
            )}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

/** One preview's title, text and time. */
function BellPreview({ title, info, time }: { title?: string | null; info?: string | null; time?: string | null }) {
  return (
    <>
      <Text fontSize="sm" fontWeight="medium" truncate>{title}</Text>
      <Text fontSize="xs" color="fg.muted" truncate>{info}</Text>
      <Text fontSize="xs" color="fg.muted">{time}</Text>
    </>
  );
}
