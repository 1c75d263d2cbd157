/**
 * The notice for a click on an unbought page: it opens no tab (MENU-16) and says how to get it.
 * @see MENU-16
 */
import { getI18n } from "react-i18next";
import { notify } from "~/components/ui/notify";

export function warnUnbought(): void {
  const t = getI18n().t;
  void notify({ type: "warning", title: t("search:notBoughtTitle"), description: t("search:notBoughtBody") });
}
