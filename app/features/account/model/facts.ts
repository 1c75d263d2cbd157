/**
 * What the header toolbar and the avatar dropdown need to know about the user, the system and
 * the menu, computed once on the server from the shell loader's data (small, serialisable).
 * @module features/account/model/facts
 * @see LAYOUT-24..LAYOUT-28 @see MENU-49 @see DEMO-04
 */
import type { MenuNode } from "~/gateway/schemas";
import { isLeaf, menuTarget } from "~/features/menus";

/** The facts (all wire values already normalised). */
export interface AccountFacts {
  isDemo: boolean;
  /** 1 left menu, 2 top menu (anything else reads as 2). */
  packageStyle: 1 | 2;
  systemCode: string;
  classification: string;
  /** ERP's serviceActive date (`YYYY-MM-DD…`), or null. */
  erpServiceActive: string | null;
  /** The menu tree has at least one node. */
  hasMenus: boolean;
  /** LAYOUT-25: the permissions menu has a child with selectFlag 2. */
  authoritySelected: boolean;
  /** LAYOUT-26: the shop-platform authorization leaf as `{appName}#{hashPath}`, or null. */
  shopAuthPath: string | null;
}

/** The shop-platform authorization function class (LAYOUT-26). */
export const SHOP_AUTH_FUNCTION_CLASS = "shopAuth";
/** The permissions page the authority item opens (LAYOUT-25). */
export const AUTHORITY_PATH = "/embel/list";

function walk(nodes: readonly MenuNode[], visit: (node: MenuNode, parent: MenuNode | null) => void, parent: MenuNode | null = null) {
  for (const n of nodes) {
    visit(n, parent);
    if (n.childMenus?.length) walk(n.childMenus, visit, n);
  }
}

/** What {@link accountFacts} reads from the menu tree. */
interface TreeFacts {
  authoritySelected: boolean;
  shopAuthPath: string | null;
}

/**
 * Per tree object: a read-cache hit is the same frozen tree for every document (issue 10), so
 * the walk over every leaf's target runs once per gateway answer, not once per document.
 */
const treeFactsOf = new WeakMap<readonly MenuNode[], TreeFacts>();

function treeFacts(tree: readonly MenuNode[]): TreeFacts {
  const known = treeFactsOf.get(tree);
  if (known) return known;
  let authoritySelected = false;
  let shopAuthPath: string | null = null;
  walk(tree, (node, parent) => {
    const target = isLeaf(node) ? menuTarget(node) : null;
    if (target && target.appName === "sso-web" && target.hashPath.split("?")[0] === AUTHORITY_PATH && parent) {
      authoritySelected ||= (parent.childMenus ?? []).some((c) => Number(c.selectFlag) === 2);
    }
    if (target && !shopAuthPath && node.functionClass === SHOP_AUTH_FUNCTION_CLASS) shopAuthPath = `${target.appName}#${target.hashPath}`;
  });
  const facts = { authoritySelected, shopAuthPath };
  if (Object.isFrozen(tree)) treeFactsOf.set(tree, facts);
  return facts;
}

/**
 * The facts from the loader's inputs.
 * @see LAYOUT-25 @see LAYOUT-26
 */
export function accountFacts(input: {
  isDemo: boolean;
  packageStyle: number;
  systemCode: string;
  classification?: string | null;
  systems: ReadonlyArray<{ systemCode: string; serviceActive?: string | null }>;
  tree: readonly MenuNode[];
}): AccountFacts {
  const { authoritySelected, shopAuthPath } = treeFacts(input.tree);
  return {
    isDemo: input.isDemo,
    packageStyle: input.packageStyle === 1 ? 1 : 2,
    systemCode: input.systemCode,
    classification: input.classification ?? "",
    erpServiceActive: input.systems.find((s) => s.systemCode === "ERP")?.serviceActive ?? null,
    hasMenus: input.tree.length > 0,
    authoritySelected,
    shopAuthPath,
  };
}
