/**
 * The header's menu triggers, and the on-demand loading of the menus behind them.
 *
 * The menus (popover positioning, dialog focus trap) are not first-load code. The header
 * renders a plain trigger; the first pointer-over or focus prefetches the menu's chunk, and the
 * first activation (click, Enter, Space) mounts the real menu already open. Nothing the user
 * does is lost while the chunk loads, unlike lazy hydration of a server-rendered menu.
 */
import { Button, type ButtonProps } from "@chakra-ui/react";
import { forwardRef, lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";
import { ChevronDownIcon } from "~/components/ui/icons";

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
 * before it is loaded, `props` are passed to it.
 */
export function createOnDemandMenu<P extends OnDemandMenuProps>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const prefetch = () => (loading ??= load());
  const Menu = lazy(prefetch) as unknown as ComponentType<OnDemandMenuProps & Record<string, unknown>>;
  return function OnDemandMenu({ props, label, trigger }: { props: Omit<P, "defaultOpen">; label: string; trigger: ReactNode }) {
    const [active, setActive] = useState(false);
    const placeholder = (
      <HeaderTrigger aria-label={label} aria-haspopup="menu" onClick={() => setActive(true)} onPointerEnter={prefetch} onFocus={prefetch}>
        {trigger}
      </HeaderTrigger>
    );
    if (!active) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Menu {...(props as Record<string, unknown>)} defaultOpen />
      </Suspense>
    );
  };
}
