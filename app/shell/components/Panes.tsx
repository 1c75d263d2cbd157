/**
 * Pane contents: an iframe of the menu's URL for `iframe` leaves (a bridge sender), and
 * micro-apps (the micro-apps feature).
 */
import { Box, Text } from "@chakra-ui/react";
import { LoadingLine } from "~/components/ui/loading-line";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MenuNode } from "~/gateway/schemas";
import { findMenuById, menuLabel } from "~/features/menus";
import type { Pane } from "~/features/tabs";
import { httpUrl } from "~/features/security";
import { MicroAppView } from "~/features/micro-apps";
import type { ShellData } from "../shell.server";
import { forgetAuthenticated, registerBridgeFrame, useAuthenticated } from "~/features/bridge";

/**
 * The URL an iframe pane may frame: an http(s) URL on one of the systems' origins and never the
 * portal's own origin (a same-origin frame with scripts could reach the shell). Else null.
 */
export function frameableUrl(url: string | null | undefined, allowedOrigins: readonly string[], ownOrigin: string | null): string | null {
  const parsed = httpUrl(url);
  if (!parsed || parsed.origin === ownOrigin || !allowedOrigins.includes(parsed.origin)) return null;
  return parsed.href;
}

/**
 * An iframe pane (MICRO-04): the menu's URL on an allowed system origin. Its window is a bridge
 * sender whose origin must be exactly the URL's (BRIDGE-02); a loading line shows until the page
 * loads or reports authSuccess (BRIDGE-07).
 */
export function IframePane({ pane, tree, frameOrigins }: { pane: Pane; tree: readonly MenuNode[]; frameOrigins: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const leaf = pane.menuId !== null ? findMenuById(tree, pane.menuId) : null;
  const own = typeof window === "undefined" ? null : window.location.origin;
  const src = frameableUrl(leaf?.menuUrl, frameOrigins, own);
  const frame = useRef<HTMLIFrameElement>(null);
  const [loaded, setLoaded] = useState(false);
  const authenticated = useAuthenticated(pane.key);
  useEffect(() => {
    const win = frame.current?.contentWindow;
    const origin = httpUrl(src)?.origin;
    if (!win || !origin) return;
    const off = registerBridgeFrame(win, { key: pane.key, kind: "iframe", origin });
    return () => {
      off();
      forgetAuthenticated(pane.key);
    };
  }, [src, pane.key]);
  if (!src) {
    return <Text p="6" color="fg.muted">{t("nav:shell.unknownPage")}</Text>;
  }
  return (
    <Box position="relative" h="100%">
      {!loaded && !authenticated && <LoadingLine label={t("micro:frameLoading")} />}
      <iframe
        ref={frame}
        src={src}
        onLoad={() => setLoaded(true)}
        title={t("nav:shell.iframeTitle", { name: menuLabel(pane.names, i18n.language) })}
        // Scripts and same-origin for the sub-app itself; it cannot navigate the shell.
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-downloads"
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ width: "100%", height: "100%", border: 0, display: "block", background: "white" }}
      />
    </Box>
  );
}

/** A micro-app pane (`{microAppName}#{menuUrl}`, `amazon#{path}`): see the micro-apps feature. */
export function MicroAppPane({ pane, data }: { pane: Pane; data: ShellData }) {
  return <MicroAppView pane={pane} data={data} />;
}
