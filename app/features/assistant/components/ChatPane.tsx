/**
 * A chat pane (a session's or an agent's): header with the name and last-updated time, the
 * intro greeting, 'you may want to see' themes (agents), the bubbles, and the composer.
 * @see AI-05 @see AI-06 @see AI-07 @see AI-32 @see AI-48
 */
import { Box, Button, Flex, HStack, Stack, Text, Wrap } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { AiSession, UserAgent } from "../model/types";
import type { Target } from "../store/answers";
import { Bubble } from "./Bubble";
import { Composer } from "./Composer";
import { useDrawer } from "./context";

export function ChatPane({ target, title, session, agent }: { target: Target; title: string; session?: AiSession; agent?: UserAgent }) {
  const { t } = useTranslation("assistant");
  const { a, s } = useDrawer();
  const key = target.kind === "session" ? `s:${target.id}` : `a:${target.userAgentId}`;
  const chat = s.chats[key];
  const messages = chat?.messages ?? [];
  const phase = chat?.phase ?? "idle";
  const scroller = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1];
  useEffect(() => {
    const el = scroller.current;
    if (el && el.scrollHeight - el.scrollTop - el.clientHeight < 160) el.scrollTop = el.scrollHeight;
  }, [messages.length, last?.content, last?.think]);
  const updated = agent?.updated_at ?? session?.updated_at;
  return (
    <Flex direction="column" flex="1" minH="0" data-testid="assistant-chat" data-chat-key={key} data-phase={phase}>
      <HStack px="5" h="12" borderBottomWidth="1px" borderColor="gray.100" justify="space-between" flexShrink={0}>
        <Text fontWeight="semibold" truncate data-testid="assistant-chat-title">{title}</Text>
        {updated && <Text fontSize="xs" color="gray.500" flexShrink={0}>{t("chat.updatedAt", { time: updated })}</Text>}
      </HStack>
      <Box ref={scroller} flex="1" minH="0" overflowY="auto" px="5" py="4" data-testid="assistant-messages">
        <Stack gap="4">
          <HStack align="flex-start" gap="3">
            <Avatar />
            <Box bg="blue.50" borderRadius="lg" px="3" py="2" fontSize="sm" color="gray.700" maxW="80%" data-testid="assistant-intro">
              {agent?.agent_desc || t("chat.intro")}
            </Box>
          </HStack>
          {agent && agent.themes.length > 0 && (
            <Box pl="11">
              <Text fontSize="xs" color="gray.500" mb="1">{t("chat.themes")}</Text>
              <Wrap gap="2" data-testid="assistant-themes">
                {agent.themes.map((th) => (
                  <Button key={th.agent_theme_id} size="xs" variant="outline" borderRadius="full" onClick={() => a.answers.ask(target, th.prompt, { themeId: th.agent_theme_id })}>
                    {th.title}
                  </Button>
                ))}
              </Wrap>
            </Box>
          )}
          {messages.map((m, i) => (
            <Bubble key={m.message_id} m={m} target={target} live={i === messages.length - 1 && phase !== "idle"} phase={phase} />
          ))}
        </Stack>
      </Box>
      <Composer target={target} phase={phase} />
    </Flex>
  );
}

/** The assistant's round avatar. */
export function Avatar() {
  return (
    <Flex w="8" h="8" borderRadius="full" bg="blue.600" color="white" fontSize="xs" fontWeight="bold" align="center" justify="center" flexShrink={0} aria-hidden>
      AI
    </Flex>
  );
}
