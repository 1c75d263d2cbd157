/**
 * Whether the notification and announcement list pages are offered (NOTIF-09): each only when
 * the user's menu tree holds its menu — a leaf whose shell path is `sso-web#{page}` or whose
 * menuUrl is the page's path. Without it, the links to that page are hidden.
 * @module features/notices/model/notice-menu
 * @see NOTIF-09
 */

/** The notification list page (ROUTE-23). */
export const NOTIFICATION_LIST_PATH = "/company/notice/notification";
/** The announcement list page (ROUTE-22). */
export const ANNOUNCEMENT_LIST_PATH = "/company/notice/announcement";

/** The part of a menu node this reads (the gateway's field names). */
interface NoticeMenuNode {
  path?: unknown;
  menuUrl?: unknown;
  lastMenu?: unknown;
  childMenus?: readonly NoticeMenuNode[] | null;
}

/** Which notice list pages the menu offers. */
export interface NoticePagesOffered {
  notifications: boolean;
  announcements: boolean;
}

/** The page path a leaf opens in sso-web, without its query; null when it opens none. */
function ssoPageOf(node: NoticeMenuNode): string | null {
  const path = typeof node.path === "string" ? node.path : "";
  if (path.startsWith("sso-web#")) return path.slice("sso-web#".length).split("?")[0];
  if (path.includes("#")) return null;
  const url = typeof node.menuUrl === "string" ? node.menuUrl : "";
  return url.startsWith("/") ? url.split("?")[0] : null;
}

/**
 * The notice list pages the tree offers: a leaf (lastMenu 2, or no children) of the tree at any
 * depth for each. An empty tree (menus not loaded or failed) offers neither. Never throws.
 * @param tree the user's menu tree (`childMenus` of the menu response)
 * @see NOTIF-09
 */
export function noticePagesOffered(tree: readonly NoticeMenuNode[]): NoticePagesOffered {
  const offered: NoticePagesOffered = { notifications: false, announcements: false };
  const walk = (nodes: readonly NoticeMenuNode[]) => {
    for (const node of nodes) {
      const children = Array.isArray(node.childMenus) ? node.childMenus : [];
      if (node.lastMenu === 2 || children.length === 0) {
        const page = ssoPageOf(node);
        if (page === NOTIFICATION_LIST_PATH) offered.notifications = true;
        if (page === ANNOUNCEMENT_LIST_PATH) offered.announcements = true;
      }
      walk(children);
    }
  };
  walk(tree);
  return offered;
}
