/**
 * The header's bookmarks popover: the favourites of this system (opening one opens its tab),
 * or an empty text; and the manage link, which switches the list to removing favourites.
 * Escape or a click outside closes it and returns focus to the trigger.
 * @see LAYOUT-12 @see MENU-16 @see MENU-19 @see MENU-21
 */
import { Box } from "@chakra-ui/react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MenuNode } from "~/gateway/schemas";
import { leavesOf, menuLabel } from "~/features/menus";
import { isUnbought } from "../model/paid";
import { useNavPrefs } from "./NavPrefsProvider";
import { FavouriteStar } from "./FavouriteStar";
import { BookmarkIcon } from "./icons";
import { warnUnbought } from "./warn-unbought";

/** Props: the menu tree (to name and open favourites) and how a leaf opens. */
export interface BookmarksPopoverProps {
  tree: readonly MenuNode[];
  onOpen(leaf: MenuNode): void;
}

export function BookmarksPopover({ tree, onOpen }: BookmarksPopoverProps) {
  const { t, i18n } = useTranslation("search");
  const prefs = useNavPrefs();
  const [open, setOpen] = useState(false);
  const [managing, setManaging] = useState(false);
  const panelId = `bm${useId().replace(/:/g, "")}`;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const byId = useMemo(() => (open ? new Map(leavesOf(tree).map((l) => [l.menuId, l])) : null), [tree, open]);
  const items = byId ? prefs.favourites.ids.map((id) => byId.get(id)).filter((l): l is MenuNode => !!l) : [];

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", onDown);
    return () => document.removeEventListener("mousedown", onDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  const openLeaf = (leaf: MenuNode) => {
    if (isUnbought(leaf)) return warnUnbought();
    onOpen(leaf);
    setOpen(false);
  };
  const status = prefs.favourites.status;

  return (
    <Box ref={rootRef} css={rootCss} onKeyDown={(e) => e.key === "Escape" && open && (e.preventDefault(), close())}>
      <button
        ref={triggerRef}
        type="button"
        className="bm-trigger"
        aria-label={t("favourites")}
        title={t("favourites")}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setManaging(false);
          setOpen((o) => !o);
        }}
      >
        <BookmarkIcon />
      </button>
      {open && (
        <section id={panelId} className="bm-panel" aria-label={t("favourites")}>
          <h2>{t("favourites")}</h2>
          {status === "loading" && <p className="bm-empty">{t("favouritesLoading")}</p>}
          {status === "failed" && <p className="bm-empty">{t("favouritesFailed")}</p>}
          {status === "ready" && items.length === 0 && <p className="bm-empty">{t("favouritesEmpty")}</p>}
          {items.length > 0 && (
            <ul>
              {items.map((leaf) => {
                const name = menuLabel(leaf, i18n.language);
                return (
                  <li key={leaf.menuId}>
                    <button type="button" className="bm-item" aria-disabled={isUnbought(leaf) || undefined} onClick={() => openLeaf(leaf)}>
                      {name}
                    </button>
                    {managing && <FavouriteStar leaf={leaf} name={name} />}
                  </li>
                );
              })}
            </ul>
          )}
          <div className="bm-foot">
            <button type="button" className="bm-manage" aria-pressed={managing} onClick={() => setManaging((m) => !m)}>
              {managing ? t("manageDone") : t("manage")}
            </button>
          </div>
        </section>
      )}
    </Box>
  );
}

const rootCss = {
  position: "relative",
  "& .bm-trigger": {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    boxSize: "8",
    borderRadius: "md",
    color: "whiteAlpha.900",
    cursor: "pointer",
    _hover: { bg: "whiteAlpha.200" },
    _focusVisible: { outline: "2px solid", outlineColor: "blue.300" },
  },
  "& .bm-panel": {
    position: "absolute",
    top: "calc(100% + 6px)",
    right: "0",
    width: "280px",
    bg: "white",
    color: "gray.900",
    borderRadius: "md",
    borderWidth: "1px",
    borderColor: "gray.200",
    boxShadow: "lg",
    zIndex: "popover",
    fontSize: "sm",
  },
  "& h2": { px: "3", pt: "2.5", pb: "1.5", fontSize: "xs", fontWeight: "semibold", color: "gray.700" },
  "& ul": { maxHeight: "320px", overflowY: "auto" },
  "& li": { display: "flex", alignItems: "center", pe: "2" },
  "& .bm-item": {
    flex: "1",
    minWidth: "0",
    textAlign: "start",
    px: "3",
    height: "8",
    overflow: "hidden",
    textOverflow: "ellipsis",
    whiteSpace: "nowrap",
    cursor: "pointer",
    _hover: { bg: "gray.100" },
    _focusVisible: { outline: "2px solid", outlineColor: "blue.500", outlineOffset: "-2px" },
    "&[aria-disabled=true]": { color: "gray.600" },
  },
  "& .nav-toggle": { display: "inline-flex", boxSize: "24px", alignItems: "center", justifyContent: "center", color: "orange.500", cursor: "pointer" },
  "& .bm-empty": { px: "3", py: "3", color: "gray.600" },
  "& .bm-foot": { borderTopWidth: "1px", borderColor: "gray.100", px: "3", py: "2", textAlign: "end" },
  "& .bm-manage": { color: "blue.700", fontSize: "xs", cursor: "pointer", _hover: { textDecoration: "underline" } },
} as const;
