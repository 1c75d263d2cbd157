/**
 * Pane contents of the foundation: an iframe of the
 * menu's URL for `iframe` leaves, and the micro-app placeholder the micro-app issue replaces.
 */
import { Box, Code, Heading, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { MenuNode } from "~/gateway/schemas";
import { findMenuById, menuLabel } from "~/features/menus";
import type { Pane } from "~/features/tabs";
import { httpUrl } from "~/features/security";

/**
 * The URL an iframe pane may frame: an http(s) URL on one of the systems' origins and never the
 * portal's own origin (a same-origin frame with scripts could reach the shell). Else null.
 */
export function frameableUrl(url: string | null | undefined, allowedOrigins: readonly string[], ownOrigin: string | null): string | null {
  const parsed = httpUrl(url);
  if (!parsed || parsed.origin === ownOrigin || !allowedOrigins.includes(parsed.origin)) return null;
  return parsed.href;
}

export function IframePane({ pane, tree, frameOrigins }: { pane: Pane; tree: readonly MenuNode[]; frameOrigins: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const leaf = pane.menuId !== null ? findMenuById(tree, pane.menuId) : null;
  const own = typeof window === "undefined" ? null : window.location.origin;
  const src = frameableUrl(leaf?.menuUrl, frameOrigins, own);
  if (!src) {
    return <Text p="6" color="fg.muted">{t("shell.unknownPage")}</Text>;
  }
  return (
    <iframe
      src={src}
      title={t("shell.iframeTitle", { name: menuLabel(pane.names, i18n.language) })}
      // Scripts and same-origin for the sub-app itself; it cannot navigate the shell.
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-downloads"
      referrerPolicy="strict-origin-when-cross-origin"
      style={{ width: "100%", height: "100%", border: 0, display: "block", background: "white" }}
    />
  );
}

export function MicroAppPane({ pane }: { pane: Pane }) {
  const { t, i18n } = useTranslation();
  return (
    <Box p="6">
      <Box bg="white" borderWidth="1px" borderRadius="md" p="6">
        <Heading as="h1" size="md">{menuLabel(pane.names, i18n.language)}</Heading>
        <Text mt="2" color="fg.muted">{t("shell.microAppPending", { app: pane.appName })}</Text>
        <Code mt="3" size="sm">{`${pane.appName}#${pane.hashPath}`}</Code>
      </Box>
    </Box>
  );
}
