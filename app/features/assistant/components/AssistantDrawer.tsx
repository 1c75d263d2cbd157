/**
 * The AI drawer (lazy chunk): 1080 px wide or full width, a sidebar of sessions and agents, the
 * panel of the current view, and the connection's state: a "reconnecting" line while the socket
 * tries again, the disconnected mask once it gave up. Warnings become toasts, except failures
 * that only say the socket is not connected: the line or the mask already says so, once.
 * @see AI-01 @see AI-02 @see AI-03 @see AI-04 @see AISOCK-10
 */
import { Box, Button, Flex, Heading, HStack, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { useIsomorphicLayoutEffect } from "~/utils/isomorphic-layout-effect";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "~/components/ui/icons";
import { notify } from "~/components/ui/notify";
import { activePane } from "../screenshot";
import { getAssistant, setAssistantTexts } from "../store/controller";
import type { Warning } from "../store/store";
import { analysePage } from "../store/analyse";
import type { OpenRequest } from "./open-request";
import { useUserKey } from "~/utils/shell-data";
import { Ctx } from "./context";
import { MainPanel } from "./MainPanel";
import { registerDrawerRecipes } from "./recipes";
import { Sidebar } from "./Sidebar";

/** Drawer width, px. @see AI-01 */
export const DRAWER_WIDTH = 1080;

registerDrawerRecipes();

/** True when `w` should be a toast now: not a connection failure while the drawer shows the connection's state. */
export function toastable(w: Warning, conn: string): boolean {
  return !(w.cause === "connection" && conn !== "connected");
}

export default function AssistantDrawer({ open, request, onClose }: { open: boolean; request: OpenRequest; onClose: () => void }) {
  const { t } = useTranslation("assistant");
  const tRef = useRef(t);
  tRef.current = t;
  // Before the assistant exists: its first session may be added as soon as it connects (AI-20).
  setAssistantTexts({ newSessionTitle: () => tRef.current("session.newTitle") });
  const owner = useUserKey();
  const a = useMemo(() => getAssistant(true, owner), [owner]);
  const [everConnected, setEverConnected] = useState(false);
  const getConn = useCallback(() => a.store.get().conn, [a]);
  const conn = useSyncExternalStore(a.store.subscribe, getConn, getConn);
  const getNote = useCallback(() => a.store.get().connNote, [a]);
  const connNote = useSyncExternalStore(a.store.subscribe, getNote, getNote);
  const [full, setFull] = useState(false);
  const [ask, setAsk] = useState<{ key: string; run: () => void } | null>(null);
  const confirm = useCallback((key: string, run: () => void) => setAsk({ key, run }), []);

  useEffect(() => a.store.onWarn((w) => {
    if (toastable(w, a.store.get().conn)) void notify({ type: "warning", title: "key" in w ? t(w.key) : w.text });
  }), [a, t]);
  useEffect(() => void (conn === "connected" && setEverConnected(true)), [conn]);
  // A layout effect: the listener is in place before the drawer is painted, so an Escape pressed
  // as soon as it shows closes it (a passive effect left a frame in which the key was lost).
  useIsomorphicLayoutEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && !ask && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, ask, onClose]);
  // AI-18 / AI-19: with the screenshot flag, analyse the page unless the active pane is an agent's.
  useEffect(() => {
    if (request.screenshot && !activePane()?.agentId) void analysePage(a, t("screenshot.prompt"), true);
  }, [a, request, t]);

  const ctx = useMemo(() => ({ a, confirm }), [a, confirm]);
  if (!open) return null;
  return (
    <Ctx.Provider value={ctx}>
      <Box position="fixed" inset="0" bg="blackAlpha.300" zIndex={1400} onClick={onClose} data-assistant-drawer="" />
      <Flex
        data-assistant-drawer=""
        data-testid="assistant-drawer"
        role="dialog"
        aria-modal="true"
        aria-label={t("title")}
        position="fixed"
        top="0"
        right="0"
        h="100vh"
        w={full ? "100%" : `${DRAWER_WIDTH}px`}
        maxW="100vw"
        bg="white"
        boxShadow="2xl"
        zIndex={1401}
        direction="column"
      >
        <HStack px="4" h="12" borderBottomWidth="1px" borderColor="gray.200" flexShrink={0} justify="space-between">
          <Heading as="h2" size="sm">{t("title")}</Heading>
          <HStack gap="1">
            <Button size="xs" variant="ghost" onClick={() => setFull((f) => !f)} aria-pressed={full} data-testid="assistant-fullscreen">
              {full ? t("exitFullscreen") : t("fullscreen")}
            </Button>
            <Button size="xs" variant="ghost" onClick={onClose} aria-label={t("close")}>
              <CloseIcon width={14} height={14} />
            </Button>
          </HStack>
        </HStack>
        {conn === "connecting" && everConnected && (
          <Text role="status" px="4" py="1.5" fontSize="xs" color="orange.700" bg="orange.50" borderBottomWidth="1px" borderColor="orange.100" data-testid="assistant-reconnecting">
            {t("socket.reconnecting")}
          </Text>
        )}
        <Flex flex="1" minH="0" position="relative">
          <Sidebar />
          <MainPanel />
          {conn === "closed" && (
            <Flex data-testid="assistant-mask" role="alert" position="absolute" inset="0" bg="whiteAlpha.900" zIndex={2} direction="column" align="center" justify="center" gap="3">
              <Text color="gray.700" maxW="md" textAlign="center">{t(connNote ?? "socket.closed")}</Text>
              <Button size="sm" colorPalette="blue" onClick={() => a.socket.reconnect()}>{t("socket.reconnect")}</Button>
            </Flex>
          )}
          {ask && (
            <Flex position="absolute" inset="0" bg="blackAlpha.300" zIndex={3} align="center" justify="center">
              <Box role="alertdialog" aria-label={t(ask.key)} bg="white" borderRadius="md" boxShadow="lg" p="5" minW="320px">
                <Text mb="4">{t(ask.key)}</Text>
                <HStack justify="flex-end">
                  <Button size="sm" variant="outline" onClick={() => setAsk(null)}>{t("confirm.cancel")}</Button>
                  <Button size="sm" colorPalette="red" onClick={() => { ask.run(); setAsk(null); }}>{t("confirm.ok")}</Button>
                </HStack>
              </Box>
            </Flex>
          )}
        </Flex>
      </Flex>
    </Ctx.Provider>
  );
}
