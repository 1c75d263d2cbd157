/**
 * Paid pages (pure): which menus show under the paid-page flag, whether a leaf may open, and
 * the upgrade page of an unbought leaf.
 * @see MENU-11 @see MENU-12 @see MENU-13 @see MENU-16 @see MENU-17 @see ROUTE-32
 */
import type { MenuNode } from "~/gateway/schemas";
import { isLeaf } from "~/features/menus";

/** The paid-page flag: 1 usable pages only, 2 all pages (unbought included). */
export type PaidPageFlag = 1 | 2;

/** The default flag (MENU-11). */
export const DEFAULT_PAID_PAGE_FLAG: PaidPageFlag = 2;

/** The flag from the menu reply's showUpdateFlag; anything but 1 or 2 is the default (MENU-11). */
export function paidFlagOf(showUpdateFlag: unknown): PaidPageFlag {
  const n = Number(showUpdateFlag);
  return n === 1 || n === 2 ? n : DEFAULT_PAID_PAGE_FLAG;
}

/** True for a leaf that is not bought or disabled (updateFlag 2): greyed, opens no tab (MENU-16). */
export function isUnbought(node: Pick<MenuNode, "updateFlag">): boolean {
  return Number(node.updateFlag) === 2;
}

/**
 * The tree as the flag shows it. Flag 2: the same array (MENU-13). Flag 1: without the
 * updateFlag 2 leaves, and without the groups left empty by that (MENU-12); order is kept and
 * nodes that lose nothing are the same objects. Never mutates its input.
 * Renderers of menus (header, sider, overlays, search) apply this to the tree they get.
 * @param complete false while the page has only the first-paint groups (their menus still
 *   loading, `firstPaintMenus`): a group without menus then stays, as its menus are not known yet
 */
export function filterPaidMenus(tree: readonly MenuNode[], flag: PaidPageFlag, complete = true): readonly MenuNode[] {
  if (flag === 2) return tree;
  const walk = (nodes: readonly MenuNode[]): MenuNode[] | null => {
    let changed = false;
    const out: MenuNode[] = [];
    for (const node of nodes) {
      if (isLeaf(node)) {
        if (isUnbought(node)) changed = true;
        else out.push(node);
        continue;
      }
      // A group without menus (lastMenu 1, no children) shows nothing either, once the tree is whole.
      if (!node.childMenus?.length) {
        if (complete) changed = true;
        else out.push(node);
        continue;
      }
      const children = walk(node.childMenus);
      if (children === null) out.push(node);
      else {
        changed = true;
        if (children.length > 0) out.push({ ...node, childMenus: children });
      }
    }
    return changed ? out : null;
  };
  return walk(tree) ?? tree;
}

/** What the upgrade page needs besides the leaf. */
export interface UpgradeContext {
  serviceId: number | string;
  systemCode: string;
  /** The system's package (menu reply `packageId`); empty when unknown. */
  packageId: number | string | null | undefined;
}

/**
 * The upgrade page of an unbought leaf (ROUTE-32), a same-origin path:
 * `/#/user/home?type=upGrade&packageId=…&serviceId=…&systemCode=…&updatePackageIds=…`.
 * Values are URL-encoded; the leaf's `updatePackageIds` (else `updatePackageId`) is carried.
 * @see MENU-17
 */
export function upgradeUrl(leaf: Pick<MenuNode, "updatePackageIds" | "updatePackageId">, ctx: UpgradeContext): string {
  const q = new URLSearchParams({
    type: "upGrade",
    packageId: ctx.packageId == null ? "" : String(ctx.packageId),
    serviceId: String(ctx.serviceId),
    systemCode: ctx.systemCode,
    updatePackageIds: leaf.updatePackageIds ?? (leaf.updatePackageId == null ? "" : String(leaf.updatePackageId)),
  });
  return `/#/user/home?${q.toString()}`;
}
