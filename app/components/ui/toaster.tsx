/**
 * Chakra v3 toaster snippet: at most 3 toasts (shell §9 "toast messages limited to 3",
 * LAYOUT-37), 6 s each (LAYOUT-36), identical ones merged with a count (`./toast-merge`).
 *
 * Where: bottom end (bottom right in a left-to-right page), stacked upwards from 160 px above
 * the bottom, i.e. above the corner's own furniture: the AI assistant's button (48 px, 96 px from
 * the bottom: its top is 144 px up) and the live-broadcast notice (ANN-12, bottom right, ≈ 120 px
 * tall). Up there they cover none of the shell's controls in either layout: not the header and
 * its menus, the system switcher, the search or the toolbar's panels (bell, user menu: all open
 * downwards from the top), not the tab strip, not the left menu, and not a dialog's fields (a
 * toast is at most 384 px wide at the page's edge). They used to sit at the top centre, over
 * every open menu and panel (issue 24).
 */
import { Badge, Toaster as ChakraToaster, Portal, Stack, Toast, VisuallyHidden, createToaster } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { mergeDecision, repeatCount, type ToastMessage } from "./toast-merge";

/** How long a toast shows, ms. @see LAYOUT-36 */
const TOAST_MS = 6_000;

export const toaster = createToaster({
  placement: "bottom-end",
  pauseOnPageIdle: true,
  max: 3,
  duration: TOAST_MS,
  offsets: { top: "16px", right: "16px", bottom: "160px", left: "16px" },
});

/** A toast to show: a notice's type, title, description and, optionally, the caller's id and one action button. */
export type ToastInput = ToastMessage & { type: "success" | "error" | "warning" | "info"; title: string; description?: string; id?: string; action?: { label: string; onClick(): void } };

/**
 * Shows `input`, or counts it on the identical toast still on screen (same type, title and
 * description) and starts that one's 6 s again. Zag's toast restarts its close timer when its
 * duration changes, so a merged toast's duration alternates between 6 000 and 6 001 ms.
 * @returns the id of the toast that shows it.
 * @see LAYOUT-36 @see LAYOUT-37
 */
export function showToast(input: ToastInput): string {
  const decision = mergeDecision(toaster.getVisibleToasts(), input);
  if (decision.kind === "merge") {
    // A new toast has 6 000 ms: the 2nd, 4th … time it is 6 001, the 3rd, 5th … 6 000 again.
    toaster.update(decision.id, { meta: decision.meta, duration: TOAST_MS + (decision.meta.count % 2 === 0 ? 1 : 0) });
    return decision.id;
  }
  return toaster.create({ ...input, meta: decision.meta });
}

/** The toast region; every toast has a close button (in the user's language). */
export function Toaster() {
  const { t } = useTranslation();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => {
          const count = repeatCount(toast.meta);
          return (
            <Toast.Root width={{ md: "sm" }} data-toast-count={count ?? undefined}>
              <Toast.Indicator />
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title && (
                  <Toast.Title>
                    {toast.title}
                    {count !== null && (
                      <>
                        <Badge size="xs" variant="solid" colorPalette="gray" ms="2" verticalAlign="middle" borderRadius="full" data-toast-repeat="" aria-hidden>
                          {t("common:toast.count", { count })}
                        </Badge>
                        <VisuallyHidden>{t("common:toast.repeated", { count })}</VisuallyHidden>
                      </>
                    )}
                  </Toast.Title>
                )}
                {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
              </Stack>
              {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
              <Toast.CloseTrigger aria-label={t("nav:shell.dismissToast")} />
            </Toast.Root>
          );
        }}
      </ChakraToaster>
    </Portal>
  );
}
