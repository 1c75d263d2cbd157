/**
 * The bell's button: the bell icon and the unread badge (NOTIF-01; `99+` above 99, NOTIF-02),
 * labelled with the unread count in the user's language. NoticeBell renders it alone until the
 * panel's module is here; BellPopover renders it as the popover's trigger.
 */
import { Box, Button, type ButtonProps } from "@chakra-ui/react";
import { forwardRef } from "react";
import { useTranslation } from "react-i18next";
import { badgeText } from "../model";

const BellIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);

/** Props: the unread count, whether the notice socket is connected (`data-socket`), and a button's props. */
export type BellButtonProps = ButtonProps & { count: number; connected: boolean };

export const BellButton = forwardRef<HTMLButtonElement, BellButtonProps>(function BellButton({ count, connected, ...rest }, ref) {
  const { t } = useTranslation("notices");
  const badge = badgeText(count);
  return (
    <Button
      ref={ref}
      size="xs"
      variant="ghost"
      color="white"
      position="relative"
      _hover={{ bg: "whiteAlpha.200" }}
      _expanded={{ bg: "whiteAlpha.200" }}
      aria-label={count > 0 ? t("bell.labelUnread", { count }) : t("bell.label")}
      data-notice-bell=""
      data-socket={connected ? "on" : "off"}
      {...rest}
    >
      <BellIcon />
      {badge && (
        <Box as="span" data-bell-badge="" position="absolute" top="-1" right="-1" minW="4" h="4" px="1" borderRadius="full" bg="red.500" color="white" fontSize="10px" lineHeight="16px" textAlign="center" fontWeight="semibold">
          {badge}
        </Box>
      )}
    </Button>
  );
});
