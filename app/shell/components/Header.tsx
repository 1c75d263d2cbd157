/**
 * Shell header: logo (home, LAYOUT-05), the top layout's menu groups (LAYOUT-06, LAYOUT-08,
 * LAYOUT-09), the announcements ticker slot (`data-slot="ticker"`, LAYOUT-06), system name with
 * the switcher, language switch, user menu with logout.
 */
import { Box, Flex, Image, Link, Text } from "@chakra-ui/react";
import { Link as RemixLink } from "@remix-run/react";
import { memo, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSelect } from "~/components/ui/language-select";
import { AnnouncementTicker, LiveButton, NoticeBell, noticePagesOffered } from "~/features/notices";
import { UserIcon } from "~/components/ui/icons";
import { notify } from "~/components/ui/notify";
import type { ShellData } from "../shell.server";
import { createOnDemandMenu } from "./HeaderTrigger";
import { withBase } from "~/utils/base-path";
import { HeaderMenus } from "./nav/HeaderMenus";
import { HeaderToolbar } from "~/features/toolbar";
import { AsyncTasksButton } from "~/features/export";
import type { MenuNode } from "~/gateway/schemas";
import { MenuSearch } from "~/features/menu-search";
import { BookmarksPopover, PaidToggle, usePaidTree } from "~/features/menu-prefs";
import { useSystemName } from "~/i18n/system-name";

const SystemSwitcher = createOnDemandMenu(() => import("./SystemSwitcher"));
const UserMenu = createOnDemandMenu(() => import("./UserMenu"));

/** Memoised: the shell re-renders on every tab switch and navigation; this only when its props change. */
export const Header = memo(function Header({
  data,
  base,
  layout,
  openPanes = 0,
  tree = [],
  onOpen = () => undefined,
  activeMenuId,
}: {
  data: ShellData;
  base: string;
  layout: "left" | "top";
  openPanes?: number;
  /** The menu tree (search, bookmarks). */
  tree?: readonly MenuNode[];
  onOpen?: (leaf: MenuNode) => void;
  /** The active tab's menu id when asked (stable: the header does not re-render on a tab switch). */
  activeMenuId?: () => number | null;
}) {
  const { t } = useTranslation();
  const visibleTree = usePaidTree(tree);
  // NOTIF-09: the notice list pages are offered only when the user's menu holds them.
  const offered = useMemo(() => noticePagesOffered(tree), [tree]);
  const systemName = useSystemName();
  const loadFailed = () => void notify({ type: "error", title: t("errors.partLoadFailed") }).catch(() => undefined);
  return (
    <Box as="header" position="relative" zIndex="sticky" bg="gray.900" color="white" flexShrink={0}>
      <Flex align="center" h="12" px="4" gap="3">
      <Link asChild color="white" _hover={{ textDecoration: "none", opacity: 0.9 }}>
        <RemixLink to={base} aria-label={t("nav:shell.home")}>
          <Flex align="center" gap="2">
            <Image src={withBase("/logo.svg")} alt="" boxSize="6" />
            <Text fontWeight="semibold" fontSize="sm" whiteSpace="nowrap">
              {t("app.name")}
            </Text>
          </Flex>
        </RemixLink>
      </Link>
      {/* The announcements ticker (notices feature) goes here. */}
      <Box data-slot="ticker" flex="1" minW="0">
        <AnnouncementTicker systemCode={data.system.systemCode} initial={data.ticker} listOffered={offered.announcements} />
      </Box>
      <Box w="1px" h="5" bg="whiteAlpha.400" />
      <SystemSwitcher label={t("nav:shell.switchSystem")} trigger={systemName(data.system)} props={{ systems: data.systems, current: data.system, homeMenuId: data.menu?.homeMenuId ?? null, isDemo: data.account.isDemo }} onLoadError={loadFailed} />
      <MenuSearch tree={visibleTree} onOpen={onOpen} historyOwner={data.user.userName} />
      <PaidToggle />
      <BookmarksPopover tree={visibleTree} onOpen={onOpen} />
      <LanguageSelect size="xs" onDark />
      <HeaderToolbar facts={data.account} base={base} openPanes={openPanes} activeMenuId={activeMenuId} exportTasks={<AsyncTasksButton base={base} />} live={<LiveButton />} bell={<NoticeBell isDemo={data.account.isDemo} listOffered={offered.notifications} />} userMenu={<UserMenu
        label={t("nav:shell.userMenu")}
        trigger={
          <>
            <UserIcon />
            {data.user.displayName}
          </>
        }
        props={{ user: data.user, facts: data.account, base }}
        onLoadError={loadFailed}
      />} />
      </Flex>
      {/* The top layout's menu groups get a row of their own under the toolbar row. */}
      {layout === "top" && (
        <Flex h="10" px="2" align="stretch" borderTopWidth="1px" borderColor="whiteAlpha.200" data-header-menus="">
          <HeaderMenus />
        </Flex>
      )}
    </Box>
  );
});
