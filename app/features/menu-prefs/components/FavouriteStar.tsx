/**
 * The star toggle of a leaf: adds or removes the favourite; the star changes only when the
 * gateway accepted it (MENU-20). Disabled while favourites load or while its request runs.
 * @see MENU-18 @see MENU-19 @see MENU-20
 */
import { useTranslation } from "react-i18next";
import type { MenuNode } from "~/gateway/schemas";
import { useNavPrefs } from "./NavPrefsProvider";
import { StarIcon } from "./icons";

/** Props: the leaf and its label in the user's language (for the button's name). */
export interface LeafToggleProps {
  leaf: Pick<MenuNode, "menuId" | "collectFlag">;
  name: string;
}

export function FavouriteStar({ leaf, name }: LeafToggleProps) {
  const { t } = useTranslation("search");
  const prefs = useNavPrefs();
  const on = prefs.isFavourite(leaf.menuId);
  const busy = prefs.busy.has(`fav:${leaf.menuId}`) || prefs.favourites.status !== "ready";
  return (
    <button
      type="button"
      className="nav-toggle"
      data-on={on ? "" : undefined}
      data-kind="favourite"
      aria-pressed={on}
      aria-label={t(on ? "removeFavourite" : "addFavourite", { name })}
      title={t(on ? "removeFavourite" : "addFavourite", { name })}
      disabled={busy}
      onClick={() => void prefs.toggleFavourite(leaf.menuId)}
    >
      <StarIcon filled={on} />
    </button>
  );
}
