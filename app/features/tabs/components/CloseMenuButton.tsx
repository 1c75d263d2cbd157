/** The tab strip's close menu button (LAYOUT-22): the trigger of CloseMenuPopup once it is loaded. */
import { IconButton, type IconButtonProps } from "@chakra-ui/react";
import { forwardRef } from "react";
import { useTranslation } from "react-i18next";
import { ChevronDownIcon } from "~/components/ui/icons";

/** The button (the menu's trigger once it is loaded). */
export const CloseMenuButton = forwardRef<HTMLButtonElement, Omit<IconButtonProps, "aria-label">>(function CloseMenuButton(props, ref) {
  const { t } = useTranslation("tabs");
  return (
    <IconButton ref={ref} aria-label={t("closeMenu")} title={t("closeMenu")} size="xs" variant="ghost" color="fg.muted" {...props}>
      <ChevronDownIcon />
    </IconButton>
  );
});
