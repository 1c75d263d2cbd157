/**
 * The shell's end of the bridge: listens to window messages (checked by `acceptWindowMessage`),
 * answers micro-apps' calls, and renders what the bridge opens: the iframe dialogs (MICRO-09,
 * BRIDGE-12, BRIDGE-13) and, while no other feature handles `tabs:no-permission`, the 401 notice.
 * Mount once in the shell layout.
 * @see BRIDGE-01..BRIDGE-19
 */
import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "~/components/ui/notify";
import { lazyOverlay } from "~/components/ui/lazy-overlay";
import { logOutDocument } from "~/utils/logout";
import type { MenuNode } from "~/gateway/schemas";
import type { BridgeShellView } from "../shell-view";
import type { Pane } from "~/features/tabs";
import { httpUrl } from "~/features/security";
import { contractLanguage } from "../protocol";
import { react, type ShellPort } from "../reactions";
import { acceptWindowMessage, registerBridgeFrame, setBridgeHandler } from "../registry";
import type { OpenDialog } from "./BridgeDialogs";

// The dialogs are closed at first paint: their chunk loads when one first opens, or when the page
// is idle (~/components/ui/lazy-overlay, issue 10).
const BridgeDialogs = lazyOverlay(
  () => import("./BridgeDialogs").then((m) => m.BridgeDialogs),
  (p) => p.dialogs.length > 0,
  (p) => p.dialogs.forEach((d) => p.onClose(d.id)),
);
const DeniedDialog = lazyOverlay(() => import("./BridgeDialogs").then((m) => m.DeniedDialog), (p) => p.open, (p) => p.onOpenChange(false));

export interface BridgeHostProps {
  data: BridgeShellView;
  tree: readonly MenuNode[];
  /** `/entry/{serviceId}/{systemCode}` */
  base: string;
  /** The open panes (the sender's pane, closeNavigator by menuId). */
  panes: readonly Pane[];
  /** Closes the tab of a pane key (TAB-14). */
  onCloseTab(key: string): void;
}

let nextDialogId = 1;

export function BridgeHost({ data, tree, base, panes, onCloseTab }: BridgeHostProps) {
  const { t, i18n } = useTranslation("micro");
  const navigate = useNavigate();
  const [dialogs, setDialogs] = useState<OpenDialog[]>([]);
  const [denied, setDenied] = useState(false);
  const port = useRef<ShellPort | null>(null);
  port.current = {
    data,
    tree,
    base,
    panes,
    language: contractLanguage(i18n.language),
    navigate: (to) => navigate(to),
    closeTab: onCloseTab,
    logout: logOutDocument,
    notify: (type, title, description) => void notify({ type, title, description }),
    openDialog: (d) => {
      // Only a system's origin, never the portal's own (as iframe panes).
      const parsed = httpUrl(d.url);
      const origin = parsed?.origin;
      if (!parsed || !origin || origin === window.location.origin || !data.frameOrigins.includes(origin)) return false;
      const url = parsed.href;
      setDialogs((all) => [...all, { ...d, url, origin, id: nextDialogId++ }]);
      return true;
    },
    closeDialogs: () => setDialogs([]),
    showDenied: () => setDenied(true),
    t: (key, vars) => t(key, vars),
  };

  useEffect(() => {
    const off = setBridgeHandler((message, sender) => react(port.current!, message, sender));
    window.addEventListener("message", acceptWindowMessage);
    return () => {
      off();
      window.removeEventListener("message", acceptWindowMessage);
    };
  }, []);

  const frames = useRef(new Map<number, () => void>());
  const frameRef = (d: OpenDialog) => (el: HTMLIFrameElement | null) => {
    frames.current.get(d.id)?.();
    frames.current.delete(d.id);
    if (el?.contentWindow) frames.current.set(d.id, registerBridgeFrame(el.contentWindow, { key: `dialog:${d.id}`, kind: "dialog", origin: d.origin }));
  };

  return (
    <>
      <BridgeDialogs dialogs={dialogs} onClose={(id) => setDialogs((all) => all.filter((x) => x.id !== id))} frameRef={frameRef} />
      <DeniedDialog open={denied} onOpenChange={setDenied} />
    </>
  );
}
