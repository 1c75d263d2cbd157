/**
 * The agents list panel (the user's agents: chat, remove) and the agent-add panel (every agent:
 * add). @see AI-04 @see AI-46 @see AI-47
 */
import { Box, Button, Heading, HStack, SimpleGrid, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useDrawer, useSlice } from "./context";

export function AgentsPanel({ mode }: { mode: "agents" | "agent-add" }) {
  const { t } = useTranslation("assistant");
  const { a, confirm } = useDrawer();
  const userAgents = useSlice("userAgents");
  const agents = useSlice("agents");
  const mine = new Set(userAgents.map((u) => u.agent_id));
  return (
    <Box flex="1" overflowY="auto" px="6" py="5" data-testid={mode === "agents" ? "assistant-agents" : "assistant-agent-add"}>
      <Heading as="h3" size="sm" mb="4">{mode === "agents" ? t("agents.title") : t("agents.addTitle")}</Heading>
      {mode === "agents" && userAgents.length === 0 && <Text color="gray.500" fontSize="sm">{t("agents.empty")}</Text>}
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
