/**
 * Side tabs on the left, one per top-level group, and the selected group's menu grid on the
 * right (the all-menu overlay, LAYOUT-18, and the header's overflow list, LAYOUT-09).
 * Arrow keys move between the side tabs.
 * @see LAYOUT-18 @see LAYOUT-09
 */
import { Box, Flex } from "@chakra-ui/react";
import { startTransition, useId, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { MenuNode } from "~/gateway/schemas";
import { menuLabel } from "~/features/menus";
import { MenuGrid } from "./MenuGrid";
import { NodeIcon } from "./nav-icons";
import { useDeferredMount } from "./use-deferred-mount";

/** Props of {@link MenuBrowser}. */
export interface MenuBrowserProps {
  groups: readonly MenuNode[];
  /** The full tree is still loading (groups without children wait for it). */
  loading: boolean;
  /** Height of the grid at most, px. */
  maxHeight: number;
  onOpened?: () => void;
  /** Accessible name of the side tab list. */
  label: string;
}

export function MenuBrowser({ groups, loading, maxHeight, onOpened, label }: MenuBrowserProps) {
  const { i18n } = useTranslation("nav");
  const id = useId();
  const [selected, setSelected] = useState(0);
  const ready = useDeferredMount();
  const index = Math.min(selected, Math.max(0, groups.length - 1));
  const group = groups[index];
  const onKey = (e: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const next = e.key === "ArrowDown" ? i + 1 : e.key === "ArrowUp" ? i - 1 : e.key === "Home" ? 0 : e.key === "End" ? groups.length - 1 : null;
    if (next === null) return;
    e.preventDefault();
    const target = (next + groups.length) % groups.length;
    setSelected(target);
    document.getElementById(`${id}-tab-${target}`)?.focus();
  };
  if (!ready) return <Box h={`${Math.min(maxHeight, 320)}px`} aria-busy="true" />;
  return (
    <Flex minH="0" gap="0" data-menu-browser="">
      <Box role="tablist" aria-orientation="vertical" aria-label={label} w="180px" flexShrink={0} borderEndWidth="1px" overflowY="auto" maxH={`${maxHeight}px`} py="1">
        {groups.map((g, i) => {
          const name = menuLabel(g, i18n.language);
          return (
            <button
              key={g.menuId}
              id={`${id}-tab-${i}`}
              role="tab"
              type="button"
              className="nav-btn nav-side-tab"
              aria-selected={i === index}
              aria-controls={`${id}-panel`}
              tabIndex={i === index ? 0 : -1}
              title={name}
              data-side-tab={g.menuId}
              onClick={() => startTransition(() => setSelected(i))}
              onKeyDown={(e) => onKey(e, i)}
            >
              <NodeIcon node={g} />
              <span className="nav-text">{name}</span>
            </button>
          );
        })}
      </Box>
      <Box id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${index}`} flex="1" minW="0" px="3" py="1">
        {group && (
          <MenuGrid
            key={group.menuId}
            nodes={group.childMenus ?? []}
            loading={loading}
            maxHeight={maxHeight}
            onOpened={onOpened}
            label={menuLabel(group, i18n.language)}
          />
        )}
      </Box>
    </Flex>
  );
}
