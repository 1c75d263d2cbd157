/**
 * A chat message by source: 1 a user bubble, 2 an assistant bubble (think apart, then the
 * sanitised markdown), 3 a context-cleared divider. A cut answer says so under what it showed:
 * stopped (AI-51), broken (with a retry), or failed (why, in the user's language, with a retry).
 * Each part reads only its own field of the message from the store, so a streamed answer
 * re-renders its think text or its markdown, not the bubble around them.
 * A whole answer offers quote and copy; copying says `复制成功` or `复制失败` (GW-15).
 * @see AI-32 @see AI-48 @see AI-51 @see AI-61 @see AI-62 @see GW-15
 */
import { Box, Button, chakra, Flex, HStack, Text } from "@chakra-ui/react";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "~/components/ui/notify";
import type { ChatPhase } from "../model/types";
import { addQuote } from "../model/validators";
import type { Target } from "../store/answers";
import { Avatar } from "./Avatar";
import { useDrawer, useMessageField } from "./context";
import { Markdown } from "./Markdown";

interface BubbleProps {
  chatKey: string;
  id: string;
  target: Target;
  /** The answer still coming (the chat's last message while its phase is not idle). */
  live: boolean;
  phase: ChatPhase;
}

/** Same message, state and target: nothing to redraw. */
const same = (p: BubbleProps, n: BubbleProps) =>
  p.chatKey === n.chatKey && p.id === n.id && p.live === n.live && p.phase === n.phase && JSON.stringify(p.target) === JSON.stringify(n.target);

const ThinkText = memo(function ThinkText({ chatKey, id }: { chatKey: string; id: string }) {
  return <Text whiteSpace="pre-wrap">{useMessageField(chatKey, id, "think")}</Text>;
});

/** A question's text, as typed. */
function PlainText({ chatKey, id }: { chatKey: string; id: string }) {
  return <>{useMessageField(chatKey, id, "content")}</>;
}

const AnswerText = memo(function AnswerText({ chatKey, id, streaming }: { chatKey: string; id: string; streaming: boolean }) {
  return <Markdown text={useMessageField(chatKey, id, "content") ?? ""} streaming={streaming} />;
});

export const Bubble = memo(function Bubble({ chatKey, id, target, live, phase }: BubbleProps) {
  const { t } = useTranslation("assistant");
  const { a } = useDrawer();
  const source = useMessageField(chatKey, id, "source");
  const partial = useMessageField(chatKey, id, "partial");
  const question = useMessageField(chatKey, id, "question");
  const failure = useMessageField(chatKey, id, "failure");
  const hasThink = !!useMessageField(chatKey, id, "think");
  const hasContent = !!useMessageField(chatKey, id, "content");
  if (source === 3) {
    return (
      <HStack data-testid="assistant-divider" color="gray.400" fontSize="xs" gap="3">
        <Box flex="1" borderTopWidth="1px" />
        <Text>{t("chat.contextCleared")}</Text>
        <Box flex="1" borderTopWidth="1px" />
      </HStack>
    );
  }
  if (source === 1) {
    return (
      <Flex justify="flex-end" data-testid="assistant-question">
        <Box bg="blue.600" color="white" borderRadius="lg" px="3" py="2" fontSize="sm" maxW="75%" whiteSpace="pre-wrap" wordBreak="break-word">
          <PlainText chatKey={chatKey} id={id} />
        </Box>
      </Flex>
    );
  }
  const thinking = live && phase === "loading" && !hasContent && !hasThink;
  const quote = () => {
    const m = a.store.get().chats[chatKey]?.messages.find((x) => x.message_id === id);
    if (m) a.store.set((s) => ({ quotes: addQuote(s.quotes, { message_id: m.message_id, content: m.content }) }));
  };
  const copy = () => void copyText(a.store.get().chats[chatKey]?.messages.find((x) => x.message_id === id)?.content ?? "").then((done) =>
    notify(done ? { type: "success", title: t("common:errors.copySuccess") } : { type: "error", title: t("common:errors.copyFailed") }),
  );
  return (
    <HStack align="flex-start" gap="3" data-testid="assistant-answer" data-partial={partial ?? ""}>
      <Avatar />
      <Box flex="1" minW="0" maxW="85%">
        {thinking && (
          <Text fontSize="sm" color="gray.500" data-testid="assistant-thinking" animation="pulse 1.2s ease-in-out infinite">
            {t("chat.thinking")}...
          </Text>
        )}
        {hasThink && (
          <chakra.details open borderLeftWidth="2px" borderColor="gray.200" pl="3" mb="2" color="gray.500" fontSize="xs" data-testid="assistant-think">
            <chakra.summary cursor="pointer" mb="1">{t("chat.thinkTitle")}</chakra.summary>
            <ThinkText chatKey={chatKey} id={id} />
          </chakra.details>
        )}
        {hasContent && (
          <Box bg="gray.50" borderRadius="lg" px="3" py="2" data-testid="assistant-content">
            <AnswerText chatKey={chatKey} id={id} streaming={live} />
          </Box>
        )}
        {partial === "failed" && (
          <HStack role="alert" gap="2" mt={hasContent || hasThink ? "2" : "0"} px="3" py="2" borderRadius="md" bg="red.50" borderWidth="1px" borderColor="red.100" fontSize="sm" color="red.700" data-testid="assistant-failed">
            <Text flex="1">{t(failure ?? "answer.failed")}</Text>
            {question && <Button size="2xs" variant="outline" colorPalette="red" bg="white" onClick={() => a.answers.retry(target, id)}>{t("chat.retry")}</Button>}
          </HStack>
        )}
        <HStack gap="2" mt="1" fontSize="xs" color="gray.500">
          {partial === "stopped" && <Text data-testid="assistant-stopped">{t("chat.stopped")}</Text>}
          {partial === "broken" && (
            <>
              <Text color="orange.600" data-testid="assistant-broken">{t("chat.broken")}</Text>
              {question && <Button size="2xs" variant="outline" onClick={() => a.answers.retry(target, id)}>{t("chat.retry")}</Button>}
            </>
          )}
          {!live && hasContent && (
            <Button size="2xs" variant="ghost" color="gray.500" onClick={quote}>
              {t("chat.quote")}
            </Button>
          )}
          {!live && hasContent && (
            <Button size="2xs" variant="ghost" color="gray.500" onClick={copy}>
              {t("chat.copy")}
            </Button>
          )}
        </HStack>
      </Box>
    </HStack>
  );
}, same);

/**
 * Writes `text` to the clipboard; resolves false when the browser has no clipboard, refuses
 * (no permission, no focus) or the text is empty. Never rejects. @see GW-15
 */
async function copyText(text: string): Promise<boolean> {
  if (!text || typeof navigator === "undefined" || !navigator.clipboard) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
