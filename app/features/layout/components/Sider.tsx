/**
 * The menu sider (foundation): groups as collapsible sections, leaves as buttons. Leaves with
 * updateFlag 2 are greyed with a "not purchased" mark. The navigation issue replaces this with
 * the full header menus, search, favourites and scenes.
 */
import { Accordion, Box, Text, chakra } from "@chakra-ui/react";
import { memo, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import type { MenuNode } from "~/gateway/schemas";
import { isLeaf, menuLabel } from "~/features/menus";

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
}

export const Sider = memo(function Sider({ tree, failed, activeKey, onOpen, hrefOf }: SiderProps) {
  const { t, i18n } = useTranslation();
  const ctx: LeafContext = { lng: i18n.language, activeKey, onOpen, hrefOf, notBought: t("shell.notBought") };
  return (
    <Box as="nav" aria-label={t("shell.menu")} w={`${SIDER_WIDTH}px`} flexShrink={0} bg="white" borderRightWidth="1px" overflowY="auto">
      {tree.length === 0 ? (
        <Text p="4" color="fg.muted" fontSize="sm">
          {failed ? t("shell.menuError") : t("shell.emptyMenu")}
        </Text>
      ) : (
        <Accordion.Root multiple lazyMount unmountOnExit size="sm" variant="plain" defaultValue={[String(tree[0]?.menuId)]}>
          {tree.map((group) =>
            isLeaf(group) ? (
              <Leaf key={group.menuId} node={group} ctx={ctx} />
            ) : (
              <Accordion.Item key={group.menuId} value={String(group.menuId)}>
                <Accordion.ItemTrigger px="3" py="2" fontSize="sm" fontWeight="semibold" color="fg" cursor="pointer" _hover={{ bg: "gray.50" }}>
                  <Text flex="1" textAlign="start">{menuLabel(group, ctx.lng)}</Text>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
                <Accordion.ItemContent>
                  <Accordion.ItemBody py="1">
                    <LeafList nodes={group.childMenus ?? []} ctx={ctx} />
                  </Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            ),
          )}
        </Accordion.Root>
      )}
    </Box>
  );
});

function LeafList({ nodes, ctx, depth = 0 }: { nodes: readonly MenuNode[]; ctx: LeafContext; depth?: number }) {
  return (
    <Box as="ul" listStyleType="none">
      {nodes.map((n) =>
        isLeaf(n) ? (
          <Leaf key={n.menuId} node={n} ctx={ctx} />
        ) : (
          <Box as="li" key={n.menuId}>
            <Text px="3" pt="2" pb="1" ps={`${20 + depth * 12}px`} fontSize="xs" color="fg.muted">
              {menuLabel(n, ctx.lng)}
            </Text>
            <LeafList nodes={n.childMenus ?? []} ctx={ctx} depth={depth + 1} />
          </Box>
        ),
      )}
    </Box>
  );
}

/** True for a click the browser should handle itself (new tab or window, download…). */
function isModifiedClick(e: MouseEvent<HTMLAnchorElement>): boolean {
  return e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;
}

/**
 * One leaf: a link to its pane (one styled element: the sider can hold hundreds and every
 * styled element costs server-render time), label and "not purchased" mark as plain spans.
 */
function Leaf({ node, ctx }: { node: MenuNode; ctx: LeafContext }) {
  const unbought = node.updateFlag === 2;
  const active = ctx.activeKey === `m_${node.menuId}`;
  const href = ctx.hrefOf(node);
  return (
    <li>
      <chakra.a
        href={href ?? undefined}
        aria-disabled={href ? undefined : true}
        css={leafCss}
        data-active={active ? "" : undefined}
        data-unbought={unbought ? "" : undefined}
        aria-current={active ? "page" : undefined}
        data-menu-id={node.menuId}
        onClick={(e: MouseEvent<HTMLAnchorElement>) => {
          if (!href || isModifiedClick(e)) return;
          e.preventDefault();
          ctx.onOpen(node);
        }}
      >
        <span className="leaf-label">{menuLabel(node, ctx.lng)}</span>
        {unbought && <span className="leaf-mark">{ctx.notBought}</span>}
      </chakra.a>
    </li>
  );
}

/** Styles of a leaf, one object for all leaves (emotion caches it by identity and hash). */
const leafCss = {
  display: "flex",
  alignItems: "center",
  gap: "2",
  width: "full",
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
