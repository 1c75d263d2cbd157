/**
 * The pin toggle of a leaf: `collectMenu` optType 1 pins, 2 unpins; the state flips when the
 * gateway accepted it. A pinned leaf (collectFlag 2) shows a filled pin.
 * @see MENU-22 @see MENU-23
 */
import { useTranslation } from "react-i18next";
import { useNavPrefs } from "./NavPrefsProvider";
import type { LeafToggleProps } from "./FavouriteStar";
import { PinIcon } from "./icons";

export function PinToggle({ leaf, name }: LeafToggleProps) {
  const { t } = useTranslation("search");
  const prefs = useNavPrefs();
  const on = prefs.isPinned(leaf);
  return (
    <button
      type="button"
      className="nav-toggle"
      data-on={on ? "" : undefined}
      data-kind="pin"
      aria-pressed={on}
      aria-label={t(on ? "unpin" : "pin", { name })}
      title={t(on ? "unpin" : "pin", { name })}
      disabled={prefs.busy.has(`pin:${leaf.menuId}`)}
      onClick={() => void prefs.togglePin(leaf)}
    >
      <PinIcon filled={on} />
    </button>
  );
}
