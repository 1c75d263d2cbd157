/**
 * The menu sider (foundation): groups as collapsible sections, leaves as buttons. Leaves with
 * updateFlag 2 are greyed with a "not purchased" mark. The navigation issue replaces this with
 * the full header menus, search, favourites and scenes.
 */
import { Accordion, Box, Text, chakra } from "@chakra-ui/react";
import { memo } from "react";
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
}

export const Sider = memo(function Sider({ tree, failed, activeKey, onOpen }: SiderProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
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
              <Leaf key={group.menuId} node={group} lng={lng} active={activeKey === `m_${group.menuId}`} onOpen={onOpen} notBought={t("shell.notBought")} />
            ) : (
              <Accordion.Item key={group.menuId} value={String(group.menuId)}>
                <Accordion.ItemTrigger px="3" py="2" fontSize="sm" fontWeight="semibold" color="fg" cursor="pointer" _hover={{ bg: "gray.50" }}>
                  <Text flex="1" textAlign="start">{menuLabel(group, lng)}</Text>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
                <Accordion.ItemContent>
                  <Accordion.ItemBody py="1">
                    <LeafList nodes={group.childMenus ?? []} lng={lng} activeKey={activeKey} onOpen={onOpen} notBought={t("shell.notBought")} />
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

function LeafList({ nodes, lng, activeKey, onOpen, notBought, depth = 0 }: { nodes: readonly MenuNode[]; lng: string; activeKey: string; onOpen: (l: MenuNode) => void; notBought: string; depth?: number }) {
  return (
    <Box as="ul" listStyleType="none">
      {nodes.map((n) =>
        isLeaf(n) ? (
          <Leaf key={n.menuId} node={n} lng={lng} active={activeKey === `m_${n.menuId}`} onOpen={onOpen} notBought={notBought} />
        ) : (
          <Box as="li" key={n.menuId}>
            <Text px="3" pt="2" pb="1" ps={`${20 + depth * 12}px`} fontSize="xs" color="fg.muted">
              {menuLabel(n, lng)}
            </Text>
            <LeafList nodes={n.childMenus ?? []} lng={lng} activeKey={activeKey} onOpen={onOpen} notBought={notBought} depth={depth + 1} />
          </Box>
        ),
      )}
    </Box>
  );
}

/**
 * One leaf: a single styled element (the sider can hold hundreds; every styled element costs
 * server-render time), label and "not purchased" mark as plain spans.
 */
function Leaf({ node, lng, active, onOpen, notBought }: { node: MenuNode; lng: string; active: boolean; onOpen: (l: MenuNode) => void; notBought: string }) {
  const unbought = node.updateFlag === 2;
  return (
    <li>
      <chakra.button
        type="button"
        css={leafCss}
        data-active={active ? "" : undefined}
        data-unbought={unbought ? "" : undefined}
        aria-current={active ? "page" : undefined}
        data-menu-id={node.menuId}
        onClick={() => onOpen(node)}
      >
        <span className="leaf-label">{menuLabel(node, lng)}</span>
        {unbought && <span className="leaf-mark">{notBought}</span>}
      </chakra.button>
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
  _hover: { bg: "gray.100" },
  _focusVisible: { outline: "2px solid", outlineColor: "blue.500", outlineOffset: "-2px" },
  "&[data-active]": { bg: "blue.50", color: "blue.700" },
  "&[data-unbought]": { color: "fg.muted" },
  "& .leaf-label": { flex: "1", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
  "& .leaf-mark": { fontSize: "xs", color: "orange.700", flexShrink: 0 },
} as const;
