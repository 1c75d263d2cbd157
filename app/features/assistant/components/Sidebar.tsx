/**
 * The drawer's left sidebar: sessions (pinned first, with "clear all" behind a confirmation) and the
 * user's agents. @see AI-03 @see AI-21 @see VALID-01
 */
import { Box, Button, Flex, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { memo } from "react";
import { useDrawer, useSlice } from "./context";
import { SessionRow } from "./SessionRow";

/** Memoised: it re-renders when the sessions, the user agents or the view change, never while an answer streams. */
export const Sidebar = memo(function Sidebar() {
  const { t } = useTranslation("assistant");
  const { a, confirm } = useDrawer();
  const v = useSlice("view");
  const sessions = useSlice("sessions");
  const userAgents = useSlice("userAgents");
  return (
    <Flex as="nav" aria-label={t("sidebar.sessions")} direction="column" w="260px" flexShrink={0} borderRightWidth="1px" borderColor="gray.200" bg="gray.50" minH="0">
      <HStack px="3" py="2" justify="space-between">
        <Text fontSize="xs" fontWeight="semibold" color="gray.600">{t("sidebar.sessions")}</Text>
        <HStack gap="1">
          {sessions.length > 0 && (
            <Button size="xs" variant="ghost" colorPalette="red" px="1.5" onClick={() => confirm("confirm.clearAll", () => void a.actions.clearSessions())} data-testid="assistant-clear-sessions">{t("sidebar.clearAll")}</Button>
          )}
          <Button size="xs" variant="outline" bg="white" onClick={() => void a.actions.addSession()} data-testid="assistant-new-session">+ {t("sidebar.newSession")}</Button>
        </HStack>
      </HStack>
      <Stack gap="0.5" px="2" flex="1" minH="0" overflowY="auto" data-testid="assistant-sessions">
        {sessions.length === 0 && <Text px="2" py="3" fontSize="sm" color="gray.500">{t("sidebar.empty")}</Text>}
        {sessions.map((session) => (
          <SessionRow key={session.session_id} session={session} active={v?.kind === "session" && v.id === session.session_id} />
        ))}
      </Stack>
      <Box borderTopWidth="1px" borderColor="gray.200" px="2" py="2" maxH="40%" overflowY="auto">
        <HStack px="1" pb="1" justify="space-between">
          <Button size="xs" variant="plain" px="0" fontWeight="semibold" color="gray.600" onClick={() => a.store.set({ view: { kind: "agents" } })}>{t("sidebar.agents")}</Button>
          <Button size="xs" variant="ghost" onClick={() => a.store.set({ view: { kind: "agent-add" } })} data-testid="assistant-add-agent">+ {t("sidebar.addAgent")}</Button>
        </HStack>
        {userAgents.length === 0 && <Text px="1" py="1" fontSize="xs" color="gray.500" data-testid="assistant-user-agents-empty">{t("sidebar.agentsEmpty")}</Text>}
        <Stack gap="0.5" data-testid="assistant-user-agents">
          {userAgents.map((ua) => {
            const active = v?.kind === "agent" && v.userAgentId === ua.user_agent_id;
            return (
              <Button key={ua.user_agent_id} size="sm" variant={active ? "subtle" : "ghost"} colorPalette={active ? "blue" : "gray"} justifyContent="flex-start" fontWeight="normal" onClick={() => a.actions.selectAgent(ua)} aria-current={active || undefined}>
                <Text truncate>{ua.agent_name}</Text>
              </Button>
            );
          })}
        </Stack>
        <Button mt="1" size="xs" variant="ghost" w="full" justifyContent="flex-start" onClick={() => a.store.set({ view: { kind: "templates" } })} data-testid="assistant-templates">{t("sidebar.templates")}</Button>
      </Box>
    </Flex>
  );
});
