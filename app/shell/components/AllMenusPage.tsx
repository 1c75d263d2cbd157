/**
 * The all-menus page (`/menus/{serviceId}/{systemCode}`, see ../all-menus.server.ts): a heading,
 * a link back to the workspace and every group with its leaves as plain links, in the user's
 * language; a gateway failure says so instead.
 * @see MENU-01
 */
import { Box, Flex, Heading, Text } from "@chakra-ui/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { leafHref } from "~/features/tabs";
import { parseMenuJson } from "~/features/menus";
import { withBase } from "~/utils/base-path";
import type { AllMenusData } from "../all-menus.server";
import { MenuLinkList } from "./nav/NoScriptMenu";

export function AllMenusPage({ data }: { data: AllMenusData }) {
  const { t, i18n } = useTranslation("nav");
  const base = `/entry/${data.serviceId}/${data.systemCode}`;
  const tree = useMemo(() => parseMenuJson(data.json), [data.json]);
  return (
    <Box maxW="1200px" mx="auto" p="6" data-all-menus-page="">
      <Flex align="baseline" gap="4" mb="4">
        <Heading as="h1" size="lg">{t("allMenus")}</Heading>
        <a href={withBase(base)}>{t("backToWorkspace")}</a>
      </Flex>
      {data.failed ? (
        <Text role="alert" color="red.600">{t("menuError")}</Text>
      ) : (
        <Box borderWidth="1px" borderRadius="md" overflow="hidden">
          <MenuLinkList tree={tree} lng={i18n.language} label={t("menu")} hrefOf={(leaf) => leafHref(base, leaf, data.homeMenuId)} />
        </Box>
      )}
    </Box>
  );
}
