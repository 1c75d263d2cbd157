/**
 * Chakra v3 toaster snippet: at most 3 toasts (shell §9 "toast messages limited to 3"),
 * top placement, 6 s default duration.
 */
import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

// Toasts sit below the shell's header (two rows in the top layout: 88 px), so they never cover
// its controls.
export const toaster = createToaster({
  placement: "top",
  pauseOnPageIdle: true,
  max: 3,
  duration: 6000,
  offsets: { top: "96px", right: "16px", bottom: "16px", left: "16px" },
});

/** The toast region; every toast has a close button (in the user's language). */
export function Toaster() {
  const { t } = useTranslation();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            <Toast.CloseTrigger aria-label={t("nav:shell.dismissToast")} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
