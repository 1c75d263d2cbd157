/**
 * Shell header: logo (home, LAYOUT-05), system name with the switcher, language switch, user
 * menu with logout.
 */
import { Box, Flex, Image, Link, Text } from "@chakra-ui/react";
import { Link as RemixLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LanguageSelect } from "~/features/language";
import { AnnouncementTicker, LiveButton, NoticeBell } from "~/features/notices";
import { UserIcon } from "~/components/ui/icons";
import { notify } from "~/components/ui/notify";
import type { ShellData } from "../shell.server";
import { createOnDemandMenu } from "./HeaderTrigger";
import { withBase } from "~/utils/base-path";

const SystemSwitcher = createOnDemandMenu(() => import("./SystemSwitcher"));
const UserMenu = createOnDemandMenu(() => import("./UserMenu"));

export function Header({ data, base }: { data: ShellData; base: string }) {
  const { t } = useTranslation();
  const loadFailed = () => void notify({ type: "error", title: t("errors.partLoadFailed") }).catch(() => undefined);
  return (
    <Flex as="header" align="center" h="12" px="4" gap="4" bg="gray.900" color="white" flexShrink={0}>
      <Link asChild color="white" _hover={{ textDecoration: "none", opacity: 0.9 }}>
        <RemixLink to={base} aria-label={t("shell.home")}>
          <Flex align="center" gap="2">
            <Image src={withBase("/logo.svg")} alt="" boxSize="6" />
            <Text fontWeight="semibold" fontSize="sm" whiteSpace="nowrap">
              {t("app.name")}
            </Text>
          </Flex>
        </RemixLink>
      </Link>
      <Box w="1px" h="5" bg="whiteAlpha.400" />
      <SystemSwitcher label={t("shell.switchSystem")} trigger={data.system.systemName} props={{ systems: data.systems, current: data.system }} onLoadError={loadFailed} />
      <Box flex="1" />
      <Box data-slot="ticker" minW="0"><AnnouncementTicker systemCode={data.system.systemCode} /></Box>
      <LiveButton />
      <NoticeBell />
      <LanguageSelect size="xs" />
      <UserMenu
        label={t("shell.userMenu")}
        trigger={
          <>
            <UserIcon />
            {data.user.displayName}
          </>
        }
        props={{ user: data.user }}
        onLoadError={loadFailed}
      />
    </Flex>
  );
}
