/**
 * The agents list panel (the user's agents: chat, remove; with none, an empty state that says
 * what agents are and leads to adding one) and the agent-add panel (every agent: add).
 * @see AI-04 @see AI-46 @see AI-47
 */
import { Box, Button, EmptyState, Heading, HStack, SimpleGrid, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useDrawer, useSlice } from "./context";
import { AgentIcon } from "./icons";

/** "My agents" with none bound. */
function NoAgents() {
  const { t } = useTranslation("assistant");
  const { a } = useDrawer();
  return (
    <EmptyState.Root size="sm" borderWidth="1px" borderStyle="dashed" borderColor="gray.200" borderRadius="md" data-testid="assistant-agents-empty">
      <EmptyState.Content>
        <EmptyState.Indicator color="gray.400">
          <AgentIcon width={32} height={32} />
        </EmptyState.Indicator>
        <EmptyState.Title fontSize="sm">{t("agents.emptyTitle")}</EmptyState.Title>
        <EmptyState.Description fontSize="sm" color="gray.500" maxW="420px" textAlign="center">{t("agents.emptyBody")}</EmptyState.Description>
        <Button size="sm" colorPalette="blue" onClick={() => a.store.set({ view: { kind: "agent-add" } })}>{t("agents.emptyAction")}</Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

export function AgentsPanel({ mode }: { mode: "agents" | "agent-add" }) {
  const { t } = useTranslation("assistant");
  const { a, confirm } = useDrawer();
  const userAgents = useSlice("userAgents");
  const agents = useSlice("agents");
  const mine = new Set(userAgents.map((u) => u.agent_id));
  return (
    <Box flex="1" overflowY="auto" px="6" py="5" data-testid={mode === "agents" ? "assistant-agents" : "assistant-agent-add"}>
      <Heading as="h3" size="sm" mb="4">{mode === "agents" ? t("agents.title") : t("agents.addTitle")}</Heading>
      {mode === "agents" && userAgents.length === 0 && <NoAgents />}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {mode === "agents"
          ? userAgents.map((ua) => (
              <Box key={ua.user_agent_id} borderWidth="1px" borderRadius="md" p="4" data-testid="assistant-agent-card">
                <Text fontWeight="semibold">{ua.agent_name}</Text>
                <Text fontSize="sm" color="gray.600" mt="1" lineClamp={2}>{ua.agent_desc}</Text>
                <HStack mt="3" gap="2">
                  <Button size="xs" colorPalette="blue" onClick={() => a.actions.selectAgent(ua)}>{t("agents.chat")}</Button>
                  <Button size="xs" variant="outline" onClick={() => confirm("confirm.unbind", () => void a.actions.unbind(ua))}>{t("agents.unbind")}</Button>
                </HStack>
              </Box>
            ))
          : agents.map((ag) => (
              <Box key={ag.agent_id} borderWidth="1px" borderRadius="md" p="4" data-testid="assistant-agent-card">
                <Text fontWeight="semibold">{ag.agent_name}</Text>
                <Text fontSize="sm" color="gray.600" mt="1" lineClamp={2}>{ag.agent_desc}</Text>
                <Button mt="3" size="xs" colorPalette="blue" variant={mine.has(ag.agent_id) ? "outline" : "solid"} disabled={mine.has(ag.agent_id)} onClick={() => void a.actions.bind(ag)}>
                  {mine.has(ag.agent_id) ? t("agents.bound") : t("agents.bind")}
                </Button>
              </Box>
            ))}
      </SimpleGrid>
    </Box>
  );
}
