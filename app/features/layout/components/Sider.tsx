/**
 * The menu sider (foundation): groups as disclosure sections (first one open), leaves as links to
 * their panes. Leaves with updateFlag 2 are greyed with a "not purchased" mark. The navigation
 * issue replaces this with the full header menus, search, favourites and scenes.
 *
 * Rendering cost matters here (a tenant can have thousands of menus, and every page render
 * includes the sider): the styles are resolved once per render into two class names, and every
 * group and leaf is a plain element; collapsed groups render no leaves.
 */
import { ClassNames } from "@emotion/react";
import { Box, Text, useChakraContext } from "@chakra-ui/react";
import { memo, useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { ChevronDownIcon } from "~/components/ui/icons";
import type { MenuNode } from "~/gateway/schemas";
import { isLeaf, menuLabel } from "~/features/menus";
import { withBase } from "~/utils/base-path";
import { LeafActions, usePaidTree, warnUnbought } from "~/features/menu-prefs";

/** Sider width, px (shell §9: 160 expanded). */
export const SIDER_WIDTH = 220;

interface SiderProps {
  tree: readonly MenuNode[];
  failed: boolean;
  activeKey: string;
  onOpen: (leaf: MenuNode) => void;
  /** The leaf's address (a real link: works before hydration, and with Ctrl/⌘-click). */
  hrefOf: (leaf: MenuNode) => string | null;
}

/** What every leaf needs besides itself. */
interface LeafContext {
  lng: string;
  activeKey: string;
  onOpen: (leaf: MenuNode) => void;
  hrefOf: (leaf: MenuNode) => string | null;
  notBought: string;
  leafClass: string;
}

export const Sider = memo(function Sider({ tree: fullTree, failed, activeKey, onOpen, hrefOf }: SiderProps) {
  const { t, i18n } = useTranslation();
  const tree = usePaidTree(fullTree); // MENU-12, MENU-13
  const system = useChakraContext();
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(() => new Set(tree[0] ? [String(tree[0].menuId)] : []));
  const toggle = (id: string) =>
    setOpenGroups((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <Box as="nav" aria-label={t("shell.menu")} w={`${SIDER_WIDTH}px`} flexShrink={0} bg="white" borderRightWidth="1px" overflowY="auto">
      {tree.length === 0 ? (
        <Text p="4" color="fg.muted" fontSize="sm">
          {failed ? t("shell.menuError") : t("shell.emptyMenu")}
        </Text>
      ) : (
        <ClassNames>
          {({ css }) => {
            const ctx: LeafContext = {
              lng: i18n.language,
              activeKey,
              onOpen,
              hrefOf,
              notBought: t("shell.notBought"),
              leafClass: css(system.css(leafCss) as never),
            };
            const groupClass = css(system.css(groupCss) as never);
            return (
              <ul>
                {tree.map((group) => {
                  if (isLeaf(group)) return <Leaf key={group.menuId} node={group} ctx={ctx} />;
                  const id = String(group.menuId);
                  const open = openGroups.has(id);
                  return (
                    <li key={id}>
                      <button type="button" className={groupClass} aria-expanded={open} aria-controls={`menu-group-${id}`} data-group-trigger={id} onClick={() => toggle(id)}>
                        <span>{menuLabel(group, ctx.lng)}</span>
                        <ChevronDownIcon />
                      </button>
                      {open && (
                        <div id={`menu-group-${id}`} role="group" aria-label={menuLabel(group, ctx.lng)}>
                          <LeafList nodes={group.childMenus ?? []} ctx={ctx} />
                        </div>
                      )}
                    </li>
                  );
                })}
              </ul>
            );
          }}
        </ClassNames>
      )}
    </Box>
  );
});

function LeafList({ nodes, ctx, depth = 0 }: { nodes: readonly MenuNode[]; ctx: LeafContext; depth?: number }) {
  return (
    <ul>
      {nodes.map((n) =>
        isLeaf(n) ? (
          <Leaf key={n.menuId} node={n} ctx={ctx} />
        ) : (
          <li key={n.menuId}>
            <Text px="3" pt="2" pb="1" ps={`${20 + depth * 12}px`} fontSize="xs" color="fg.muted">
              {menuLabel(n, ctx.lng)}
            </Text>
            <LeafList nodes={n.childMenus ?? []} ctx={ctx} depth={depth + 1} />
          </li>
        ),
      )}
    </ul>
  );
}

/** True for a click the browser should handle itself (new tab or window, download…). */
function isModifiedClick(e: MouseEvent<HTMLAnchorElement>): boolean {
  return e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;
}

/** One leaf: a plain link to its pane, label and "not purchased" mark as spans. */
function Leaf({ node, ctx }: { node: MenuNode; ctx: LeafContext }) {
  const unbought = node.updateFlag === 2;
  const active = ctx.activeKey === `m_${node.menuId}`;
  const href = unbought ? null : ctx.hrefOf(node); // MENU-16: an unbought leaf opens no tab
  return (
    <li style={{ display: "flex", alignItems: "center" }}>
      <a
        href={href ? withBase(href) : undefined}
        aria-disabled={href ? undefined : true}
        className={ctx.leafClass}
        data-active={active ? "" : undefined}
        data-unbought={unbought ? "" : undefined}
        aria-current={active ? "page" : undefined}
        data-menu-id={node.menuId}
        onClick={(e) => {
          if (unbought) warnUnbought();
          if (!href || isModifiedClick(e)) return;
          e.preventDefault();
          ctx.onOpen(node);
        }}
      >
        <span className="leaf-label">{menuLabel(node, ctx.lng)}</span>
        {unbought && <span className="leaf-mark">{ctx.notBought}</span>}
      </a>
      <LeafActions leaf={node} name={menuLabel(node, ctx.lng)} />
    </li>
  );
}

/** Styles of a group's disclosure button. */
const groupCss = {
  display: "flex",
  alignItems: "center",
  width: "full",
  px: "3",
  py: "2",
  fontSize: "sm",
  fontWeight: "semibold",
  color: "fg",
  textAlign: "start",
  cursor: "pointer",
  _hover: { bg: "gray.50" },
  _focusVisible: { outline: "2px solid", outlineColor: "blue.500", outlineOffset: "-2px" },
  "& > span": { flex: "1" },
  "& > svg": { color: "fg.muted", transition: "transform 0.15s" },
  "&[aria-expanded=true] > svg": { transform: "rotate(180deg)" },
} as const;

/** Styles of a leaf link. */
const leafCss = {
  display: "flex",
  alignItems: "center",
  gap: "2",
  width: "full",
  minWidth: "0",
  height: "8",
  ps: "5",
  pe: "3",
  fontSize: "sm",
  textAlign: "start",
  color: "fg",
  cursor: "pointer",
  textDecoration: "none",
  _hover: { bg: "gray.100" },
  "&[aria-disabled]": { cursor: "not-allowed" },
  _focusVisible: { outline: "2px solid", outlineColor: "blue.500", outlineOffset: "-2px" },
  "&[data-active]": { bg: "blue.50", color: "blue.700" },
  "&[data-unbought]": { color: "fg.muted" },
  "& .leaf-label": { flex: "1", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
  "& .leaf-mark": { fontSize: "xs", color: "orange.700", flexShrink: 0 },
} as const;
