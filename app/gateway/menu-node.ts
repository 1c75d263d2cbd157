/**
 * The menu node's type, apart from both schema files so that `schemas.ts` (which re-exports it
 * and the menu tree's schema) and `menu-schema.ts` (which checks replies against it) do not
 * import each other.
 * @module gateway/menu-node
 */

/** A menu node (shell §3). `lastMenu` 2 = leaf. Names per language: menuName / menuEnName / menuKrName. */
export interface MenuNode {
  key?: string | null;
  tab?: string | null;
  menuId: number;
  menuName: string;
  menuEnName?: string | null;
  menuKrName?: string | null;
  menuUrl?: string | null;
  menuIcon?: string | null;
  icon?: string | null;
  systemDomain?: string | null;
  systemCode?: string | null;
  lastMenu?: number | null;
  updateFlag?: number | null;
  collectFlag?: number | null;
  selectFlag?: number | null;
  closable?: boolean | null;
  noCache?: boolean | null;
  assetsType?: number | null;
  platformExpireTime?: string | null;
  assetsExpireTime?: string | null;
  updatePackageId?: number | null;
  updatePackageIds?: string | null;
  relationMenuList?: Array<{ menuName: string; [k: string]: unknown }> | null;
  topicList?: unknown[] | null;
  functionClass?: string | null;
  /** The agent of an agent's page: the assistant's screenshot analysis skips such a pane (AI-19). */
  agentId?: number | string | null;
  childMenus?: MenuNode[] | null;
  [extra: string]: unknown;
}
