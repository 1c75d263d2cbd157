/**
 * The actions beside a menu leaf in a list: the buy button of an unbought leaf (MENU-17), else
 * the favourite star and the pin. Siblings of the leaf's link, never inside it. The star and pin show on hover or focus of
 * the row, and always when on.
 * @see MENU-17 @see MENU-18 @see MENU-19 @see MENU-22 @see MENU-23
 */
import { Box } from "@chakra-ui/react";
import type { MenuNode } from "~/gateway/schemas";
import { BuyButton } from "./BuyButton";
import { isUnbought } from "../model/paid";
import { FavouriteStar } from "./FavouriteStar";
import { PinToggle } from "./PinToggle";

export function LeafActions({ leaf, name }: { leaf: MenuNode; name: string }) {
  return (
    <Box as="span" css={actionsCss}>
      {isUnbought(leaf) ? (
        <BuyButton leaf={leaf} name={name} />
      ) : (
        <>
          <FavouriteStar leaf={leaf} name={name} />
          <PinToggle leaf={leaf} name={name} />
        </>
      )}
    </Box>
  );
}

/** The buttons are 24 CSS px square (WCAG 2.2 target size; the shell's rem is 14 px, so not a spacing token). */
const actionsCss = {
  display: "inline-flex",
  alignItems: "center",
  gap: "0.5",
  pe: "2",
  flexShrink: 0,
  "& .nav-toggle": {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    boxSize: "24px",
    borderRadius: "sm",
    color: "gray.500",
    opacity: 0,
    cursor: "pointer",
    _hover: { bg: "gray.100", color: "gray.800" },
    _focusVisible: { opacity: 1, outline: "2px solid", outlineColor: "blue.500" },
    _disabled: { cursor: "progress" },
  },
  // The row is the leaf (`.nav-leaf` of the menu grids) or a list item.
  ".nav-leaf:hover & .nav-toggle, .nav-leaf:focus-within & .nav-toggle, li:hover > & .nav-toggle, li:focus-within > & .nav-toggle, & .nav-toggle[data-on]": { opacity: 1 },
  "& .nav-toggle[data-kind=favourite][data-on]": { color: "orange.500" },
  "& .nav-toggle[data-kind=pin][data-on]": { color: "blue.600" },
  "& .nav-buy": {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    boxSize: "24px",
    borderRadius: "sm",
    color: "orange.800",
    bg: "orange.50",
    borderWidth: "1px",
    borderColor: "orange.200",
    cursor: "pointer",
    _hover: { bg: "orange.100" },
    _focusVisible: { outline: "2px solid", outlineColor: "blue.500" },
  },
} as const;
