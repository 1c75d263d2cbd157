/**
 * A chat message by source: 1 a user bubble, 2 an assistant bubble (think apart, then the
 * sanitised markdown), 3 a context-cleared divider. A cut answer says so; a broken one offers
 * a retry. @see AI-32 @see AI-48 @see AI-51 @see AI-61
 */
import { Box, Button, chakra, Flex, HStack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { ChatMessage } from "../model/chat";
import type { ChatPhase } from "../model/types";
import { addQuote } from "../model/validators";
import type { Target } from "../store/answers";
import { Avatar } from "./ChatPane";
import { useDrawer } from "./context";
import { Markdown } from "./Markdown";

export function Bubble({ m, target, live, phase }: { m: ChatMessage; target: Target; live: boolean; phase: ChatPhase }) {
  const { t } = useTranslation("assistant");
  const { a, s } = useDrawer();
  if (m.source === 3) {
    return (
      <HStack data-testid="assistant-divider" color="gray.400" fontSize="xs" gap="3">
        <Box flex="1" borderTopWidth="1px" />
        <Text>{t("chat.contextCleared")}</Text>
        <Box flex="1" borderTopWidth="1px" />
      </HStack>
    );
  }
  if (m.source === 1) {
    return (
      <Flex justify="flex-end" data-testid="assistant-question">
        <Box bg="blue.600" color="white" borderRadius="lg" px="3" py="2" fontSize="sm" maxW="75%" whiteSpace="pre-wrap" wordBreak="break-word">
          {m.content}
        </Box>
      </Flex>
    );
  }
  const thinking = live && phase === "loading" && !m.content && !m.think;
  return (
    <HStack align="flex-start" gap="3" data-testid="assistant-answer" data-partial={m.partial ?? ""}>
      <Avatar />
      <Box flex="1" minW="0" maxW="85%">
        {thinking && (
          <Text fontSize="sm" color="gray.500" data-testid="assistant-thinking" css={{ "@keyframes dots": { "0%": { opacity: 0.3 }, "50%": { opacity: 1 }, "100%": { opacity: 0.3 } }, animation: "dots 1.2s ease-in-out infinite" }}>
            {t("chat.thinking")}...
          </Text>
        )}
        {m.think && (
          <chakra.details open borderLeftWidth="2px" borderColor="gray.200" pl="3" mb="2" color="gray.500" fontSize="xs" data-testid="assistant-think">
            <chakra.summary cursor="pointer" mb="1">{t("chat.thinkTitle")}</chakra.summary>
            <Text whiteSpace="pre-wrap">{m.think}</Text>
          </chakra.details>
        )}
        {m.content && (
          <Box bg="gray.50" borderRadius="lg" px="3" py="2" data-testid="assistant-content">
            <Markdown text={m.content} />
          </Box>
        )}
        <HStack gap="2" mt="1" fontSize="xs" color="gray.500">
          {m.partial === "stopped" && <Text data-testid="assistant-stopped">{t("chat.stopped")}</Text>}
          {m.partial === "broken" && (
            <>
              <Text color="orange.600" data-testid="assistant-broken">{t("chat.broken")}</Text>
              {m.question && <Button size="2xs" variant="outline" onClick={() => a.answers.retry(target, m.question!)}>{t("chat.retry")}</Button>}
            </>
          )}
          {!live && m.content && (
            <Button size="2xs" variant="ghost" color="gray.500" onClick={() => a.store.set({ quotes: addQuote(s.quotes, { message_id: m.message_id, content: m.content }) })}>
              {t("chat.quote")}
            </Button>
          )}
        </HStack>
      </Box>
    </HStack>
  );
}
