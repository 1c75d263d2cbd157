/**
 * A chat pane (a session's or an agent's): header with the name and last-updated time, the
 * intro greeting, 'you may want to see' themes (agents), the bubbles, and the composer.
 * @see AI-05 @see AI-06 @see AI-07 @see AI-32 @see AI-48
 */
import { Box, Button, Flex, HStack, Stack, Text, Wrap } from "@chakra-ui/react";
import { memo, useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { AiSession, UserAgent } from "../model/types";
import type { Target } from "../store/answers";
import { whenIdle } from "~/utils/when-idle";
import { Avatar } from "./Avatar";
import { Bubble } from "./Bubble";
import { Composer } from "./Composer";
import { useDrawer, useSelect } from "./context";
import { Markdown, warmMarkdown } from "./Markdown";

/** The chat's message ids as JSON (a string, so an answer's new text is no change here). */
const idsOf = (messages: readonly { message_id: string }[] | undefined) => JSON.stringify((messages ?? []).map((m) => m.message_id));

/**
 * Keeps the list scrolled to the bottom while it grows, unless the user scrolled up (more than
 * 160 px from the bottom): a ResizeObserver on the content, so the position is read after the
 * browser's own layout, never forced in the middle of a render.
 */
function useStickToBottom() {
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = scroller.current;
    const inner = content.current;
    if (!el || !inner || typeof ResizeObserver === "undefined") return;
    let pinned = true;
    const onScroll = () => void (pinned = el.scrollHeight - el.scrollTop - el.clientHeight < 160);
    const observer = new ResizeObserver(() => {
      if (pinned) el.scrollTop = el.scrollHeight;
    });
    el.addEventListener("scroll", onScroll, { passive: true });
    observer.observe(inner);
    return () => {
      observer.disconnect();
      el.removeEventListener("scroll", onScroll);
    };
  }, []);
  return { scroller, content };
}

export function ChatPane({ target, title, session, agent }: { target: Target; title: string; session?: AiSession; agent?: UserAgent }) {
  const key = target.kind === "session" ? `s:${target.id}` : `a:${target.userAgentId}`;
  const ids = useSelect((s) => idsOf(s.chats[key]?.messages), [key]);
  const phase = useSelect((s) => s.chats[key]?.phase ?? "idle", [key]);
  const list = useMemo(() => JSON.parse(ids) as string[], [ids]);
  const { scroller, content } = useStickToBottom();
  const updated = agent?.updated_at ?? session?.updated_at;
  useEffect(() => whenIdle(warmMarkdown), []);
  return (
    <Flex direction="column" flex="1" minH="0" data-testid="assistant-chat" data-chat-key={key} data-phase={phase}>
      <ChatHeader title={title} updated={updated} />
      <Box ref={scroller} flex="1" minH="0" overflowY="auto" px="5" py="4" data-testid="assistant-messages">
        <Stack ref={content} gap="4">
          <ChatIntro target={target} agent={agent} />
          {/* An empty answer body, hidden: the answers' typography rules are in place before the
              first answer (inserting them with its first characters restyled the drawer). */}
          <Box hidden aria-hidden>
            <Markdown text="" />
          </Box>
          {list.map((id, i) => {
            const last = i === list.length - 1;
            return <Bubble key={id} chatKey={key} id={id} target={target} live={last && phase !== "idle"} phase={last ? phase : "idle"} />;
          })}
        </Stack>
      </Box>
      <Composer target={target} phase={phase} />
    </Flex>
  );
}

/** The chat's title and last-updated time (memoised: a streamed answer does not redraw it). */
const ChatHeader = memo(function ChatHeader({ title, updated }: { title: string; updated?: string }) {
  const { t } = useTranslation("assistant");
  return (
    <HStack px="5" h="12" borderBottomWidth="1px" borderColor="gray.100" justify="space-between" flexShrink={0}>
      <Text fontWeight="semibold" truncate data-testid="assistant-chat-title">{title}</Text>
      {updated && <Text fontSize="xs" color="gray.500" flexShrink={0}>{t("chat.updatedAt", { time: updated })}</Text>}
    </HStack>
  );
});

/** The intro greeting and an agent's 'you may want to see' themes (memoised like the header). */
const ChatIntro = memo(function ChatIntro({ target, agent }: { target: Target; agent?: UserAgent }) {
  const { t } = useTranslation("assistant");
  const { a } = useDrawer();
  return (
    <>
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
    </>
  );
});
