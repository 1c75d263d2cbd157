/**
 * The all-menu overlay: a search box, side tabs on the left (one per top-level group) and the
 * selected group's grid; typing shows the leaves whose name (in any of the three languages)
 * contains the text. Opened by the sider's all-applications button, the header's all-menus
 * button, or the `menus:overlay` shell event (the search popover's view-all link, MENU-28); that
 * state is the host's (menu-overlay-host.tsx), which loads this module when it first opens.
 * @see LAYOUT-18 @see MENU-28
 */
import { Box, CloseButton, Dialog, Input, Portal, Text } from "@chakra-ui/react";
import { memo, useDeferredValue, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { MenuNode } from "~/gateway/schemas";
import { isLeaf, leavesOf, useMenuTree } from "~/features/menus";
import { usePaidTree } from "~/features/menu-prefs";
import { leafMatches } from "~/features/menu-search";
import { MenuBrowser } from "./MenuBrowser";
import { MenuGrid } from "./MenuGrid";

/** Leaves whose name in any language contains `query`, ignoring case (as the menu search matches, MENU-25). */
function matching(tree: readonly MenuNode[], query: string): MenuNode[] {
  return query.trim() ? leavesOf(tree).filter((l) => leafMatches(l, query)) : [];
}

/** Props of {@link MenuOverlayDialog}: the host's state. */
export interface MenuOverlayProps {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The search text (at most 100 characters). */
  query: string;
  setQuery: (query: string) => void;
}

/** The overlay's dialog. Memoised: the shell re-renders on every tab switch and navigation. */
export const MenuOverlayDialog = memo(function MenuOverlayDialog({ open, setOpen, query, setQuery }: MenuOverlayProps) {
  const { t } = useTranslation("nav");
  const { tree: fullTree, loading } = useMenuTree();
  const tree = usePaidTree(fullTree); // MENU-12, MENU-13: the eye button's choice
  const deferred = useDeferredValue(query);
  const groups = useMemo(() => tree.filter((g) => !isLeaf(g)), [tree]);
  const hits = useMemo(() => (open ? matching(tree, deferred) : []), [open, tree, deferred]);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} size="xl" placement="top" scrollBehavior="inside" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="1100px" w="92vw" data-menu-overlay="">
            <Dialog.Header pb="2">
              <Dialog.Title fontSize="md">{t("allMenus")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pt="0">
              <Input
                size="sm"
                mb="3"
                value={query}
                maxLength={100}
                onChange={(e) => setQuery(e.target.value)}
                placeholder={t("overlaySearch")}
                aria-label={t("overlaySearch")}
                type="search"
                data-overlay-search=""
              />
              {deferred.trim() ? (
                <Box>
                  <Text fontSize="xs" color="fg.muted" mb="1" role="status">
                    {loading ? t("loadingMenus") : t("matches", { count: hits.length })}
                  </Text>
                  {!loading && <MenuGrid nodes={hits} maxHeight={520} onOpened={close} label={t("searchResults")} />}
                </Box>
              ) : (
                <MenuBrowser groups={groups} loading={loading} maxHeight={520} onOpened={close} label={t("menuGroups")} />
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});

