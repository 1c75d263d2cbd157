/**
 * One session row: view or edit mode (inline rename, 60 characters, blank ignored), and its
 * actions: pin/unpin, clear, convert to a team topic, exit. A pinned session shows a quiet pin
 * at the row's end, named for screen readers.
 * @see AI-22 @see AI-23 @see AI-24 @see AI-25 @see AI-26 @see AI-27 @see AI-28
 */
import { Badge, Box, Button, HStack, Input, Text, Wrap } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AiSession } from "../model/types";
import { SESSION_TITLE_MAX } from "../model/validators";
import { useDrawer } from "./context";
import { PinIcon } from "./icons";

export function SessionRow({ session, active }: { session: AiSession; active: boolean }) {
  const { t } = useTranslation("assistant");
  const { a, confirm } = useDrawer();
  const [mode, setMode] = useState<"view" | "edit">("view");
  const [draft, setDraft] = useState(session.title);
  const [menu, setMenu] = useState(false);
  const done = (save: boolean) => {
    if (save) void a.actions.rename(session, draft);
    setMode("view");
  };
  const act = (fn: () => void) => () => {
    setMenu(false);
    fn();
  };
  return (
    <Box data-testid="assistant-session" data-session-id={session.session_id} borderRadius="md" bg={active ? "white" : undefined} boxShadow={active ? "xs" : undefined}>
      {mode === "edit" ? (
        <Input
          size="sm"
          autoFocus
          value={draft}
          maxLength={SESSION_TITLE_MAX}
          aria-label={t("session.rename")}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") done(true);
            if (e.key === "Escape") done(false);
          }}
          onBlur={() => done(true)}
        />
      ) : (
        <HStack gap="1" pr="1">
          <Button flex="1" minW="0" size="sm" variant="plain" justifyContent="flex-start" fontWeight={active ? "semibold" : "normal"} onClick={() => a.actions.selectSession(session.session_id)} aria-current={active || undefined}>
            <Text as="span" truncate>{session.title}</Text>
            {session.type === "teamSession" && <Badge size="xs" colorPalette="blue" variant="subtle" flexShrink={0}>{t("sidebar.team")}</Badge>}
            {session.isTopup && (
              <Box as="span" role="img" aria-label={t("sidebar.pinned")} title={t("sidebar.pinned")} color="gray.400" ms="auto" flexShrink={0} display="inline-flex" data-testid="assistant-pinned">
                <PinIcon width={13} height={13} />
              </Box>
            )}
          </Button>
          <Button size="2xs" variant="ghost" aria-label={t("session.more")} aria-expanded={menu} onClick={() => setMenu((m) => !m)}>⋯</Button>
        </HStack>
      )}
      {menu && mode === "view" && (
        <Wrap gap="1" px="2" pb="2">
          <Button size="2xs" variant="outline" onClick={act(() => { setDraft(session.title); setMode("edit"); })}>{t("session.rename")}</Button>
          <Button size="2xs" variant="outline" onClick={act(() => void a.actions.togglePin(session))}>{session.isTopup ? t("session.unpin") : t("session.pin")}</Button>
          <Button size="2xs" variant="outline" onClick={act(() => confirm("confirm.clear", () => void a.actions.clearSession(session)))}>{t("session.clear")}</Button>
          {session.type === "session" && (
            <Button size="2xs" variant="outline" onClick={act(() => a.store.set({ view: { kind: "topic", sessionId: session.session_id } }))}>{t("session.convert")}</Button>
          )}
          <Button size="2xs" variant="outline" colorPalette="red" onClick={act(() => confirm("confirm.exit", () => void a.actions.exitSession(session)))}>{t("session.exit")}</Button>
        </Wrap>
      )}
    </Box>
  );
}
