/**
 * The header's menu triggers, and the on-demand loading of the menus behind them.
 *
 * The menus (popover positioning, dialog focus trap) are not first-load code. The header
 * renders a plain trigger; the first pointer-over or focus prefetches the menu's chunk, and the
 * first activation (click, Enter, Space) mounts the real menu already open (the state is
 * `useOnDemand`'s, ~/components/ui/on-demand; a header mounted after the chunk arrived renders
 * the real menu at once, closed). Nothing the user does is lost while the chunk loads, unlike
 * lazy hydration of a server-rendered menu.
 */
import { Button, type ButtonProps } from "@chakra-ui/react";
import { forwardRef, type ComponentType, type ReactNode } from "react";
import { ChevronDownIcon } from "~/components/ui/icons";
import { useOnDemand } from "~/components/ui/on-demand";
import { retryingImport } from "~/utils/retrying-import";

/** A ghost button on the dark header. */
export const HeaderTrigger = forwardRef<HTMLButtonElement, ButtonProps>(function HeaderTrigger({ children, ...rest }, ref) {
  return (
    <Button ref={ref} size="xs" variant="ghost" color="white" _hover={{ bg: "whiteAlpha.200" }} _expanded={{ bg: "whiteAlpha.200" }} {...rest}>
      {children}
      <ChevronDownIcon />
    </Button>
  );
});

/** Props every on-demand menu receives: it must render open at first when `defaultOpen`. */
export interface OnDemandMenuProps {
  defaultOpen?: boolean;
}

/**
 * A menu loaded on demand: `load` imports the menu component, `trigger` is the label shown
 * before it is loaded, `props` are passed to it. A chunk that fails to load (a deploy replaced
 * it, the network dropped) is not remembered: the next hover, focus or click loads it again,
 * and a failed click says so in the user's language (`onLoadError`).
 */
export function createOnDemandMenu<P extends OnDemandMenuProps>(load: () => Promise<{ default: ComponentType<P> }>) {
  const chunk = retryingImport(() => load().then((m) => m.default));
  // Hover and focus only fetch: the plain trigger stays until a click (focus never jumps).
  const warmUp = () => void chunk.get().catch(() => undefined);
  return function OnDemandMenu({ props, label, trigger, onLoadError }: { props: Omit<P, "defaultOpen">; label: string; trigger: ReactNode; onLoadError?: () => void }) {
    const { loaded: Menu, openAtMount, load: activate } = useOnDemand(chunk, () => onLoadError?.());
    if (!Menu) {
      return (
        <HeaderTrigger aria-label={label} aria-haspopup="menu" onClick={() => activate(true)} onPointerEnter={warmUp} onFocus={warmUp}>
          {trigger}
        </HeaderTrigger>
      );
    }
    return <Menu {...(props as P)} defaultOpen={openAtMount} />;
  };
}
