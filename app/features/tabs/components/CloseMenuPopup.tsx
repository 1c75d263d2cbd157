/**
 * The tab strip's close menu: close current, left, right and all, acting on the active tab
 * (LAYOUT-22, TAB-14..TAB-19). Items that would close nothing are disabled. Loaded on demand
 * by CloseMenu (issue 10).
 */
import { Menu, Portal } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { CloseAction, TabsState } from "../model";
import { CloseMenuButton } from "./CloseMenuButton";

/** Props: the tabs, the close action, and whether the menu opens at mount (a click loaded it). */
export interface CloseMenuProps {
  state: TabsState;
  onClose: (action: CloseAction) => void;
  defaultOpen?: boolean;
}

/** Its items mount only while the menu is open. */
export function CloseMenuPopup({ state, onClose, defaultOpen = false }: CloseMenuProps) {
  const { t } = useTranslation("tabs");
  const index = state.panes.findIndex((p) => p.key === state.activeKey);
  const active = state.panes[index];
  const closableAt = (from: number, to: number) => state.panes.slice(from, to).some((p) => p.closable);
  // LAYOUT-22's order: close current, right, left, all.
  const items: Array<{ value: string; label: string; action: CloseAction; enabled: boolean }> = [
    { value: "current", label: t("closeCurrent"), action: { type: "close", key: state.activeKey }, enabled: !!active?.closable },
    { value: "right", label: t("closeRight"), action: { type: "closeRight", key: state.activeKey }, enabled: closableAt(index + 1, state.panes.length) },
    { value: "left", label: t("closeLeft"), action: { type: "closeLeft", key: state.activeKey }, enabled: closableAt(0, index) },
    { value: "all", label: t("closeAll"), action: { type: "closeAll" }, enabled: closableAt(0, state.panes.length) },
  ];
  return (
    <Menu.Root positioning={{ placement: "bottom-end" }} lazyMount unmountOnExit defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <CloseMenuButton />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="140px">
            {items.map((item) => (
              <Menu.Item key={item.value} value={item.value} disabled={!item.enabled} onSelect={() => onClose(item.action)}>
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
