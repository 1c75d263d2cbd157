/**
 * The buy button of an unbought leaf: opens the upgrade page (ROUTE-32) in a new window, with
 * the system's packageId, serviceId, systemCode and the leaf's updatePackageIds.
 * @see MENU-17 @see ROUTE-32
 */
import { useTranslation } from "react-i18next";
import type { MenuNode } from "~/gateway/schemas";
import { useNavSystem } from "./NavPrefsProvider";
import { CartIcon } from "./icons";
import { withBase } from "~/utils/base-path";
import { upgradeUrl } from "../model/paid";

export function BuyButton({ leaf, name }: { leaf: Pick<MenuNode, "updatePackageIds" | "updatePackageId">; name: string }) {
  const { t } = useTranslation("search");
  const { system } = useNavSystem();
  return (
    <button
      type="button"
      className="nav-buy"
      aria-label={t("buyLabel", { name })}
      title={t("buyLabel", { name })}
      onClick={() => void window.open(withBase(upgradeUrl(leaf, system)), "_blank", "noopener,noreferrer")}
    >
      <CartIcon width={14} height={14} />
    </button>
  );
}
