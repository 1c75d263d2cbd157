/**
 * The composer: quotes (2-line previews), the attached screenshot, model and prompts (sessions),
 * a 6–8 row textarea (Enter sends, Shift+Enter newline, disabled while an answer comes), send or
 * the red stop, clear context, analyse the page, and the quota used/total.
 *
 * While an answer loads or streams the textarea is disabled and looks it: muted background and
 * text, a not-allowed cursor, and a placeholder saying the answer is being generated. Those
 * looks are `_disabled` styles present from the first render and the placeholder is an attribute,
 * so a send inserts no style rule (a recipe variant first used at run time inserts an
 * `@layer recipes` rule and Chrome restyles the whole document). When the answer ends, the
 * focus goes back to the textarea if it was there at the send and nothing else took it.
 *
 * The unsent text is the chat's draft (store/drafts.ts): written on every change to the
 * store's drafts, which notify nobody (only the composer re-renders as the user types), read
 * back when the chat is shown again, and cleared when the question is sent.
 * @see AI-08 @see AI-09 @see AI-10 @see AI-44 @see AI-45 @see AI-49 @see AI-52 @see AI-53
 * @see AI-58 @see AI-67 @see AI-69
 */
import { Box, Button, CloseButton, Flex, HStack, NativeSelect, Stack, Text, Textarea } from "@chakra-ui/react";
import { memo, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ChatPhase } from "../model/types";
import type { Target } from "../store/answers";
import { analysePage } from "../store/analyse";
import { chatKeyOf } from "../store/history";
import { useDrawer, useSlice } from "./context";

const MIN_ROWS = 6;
const MAX_ROWS = 8;

interface ComposerProps { target: Target; phase: ChatPhase }

/** Busy or not, and the same target: the composer stays as it is while an answer loads and streams. */
const same = (p: ComposerProps, n: ComposerProps) => (p.phase === "idle") === (n.phase === "idle") && JSON.stringify(p.target) === JSON.stringify(n.target);

export const Composer = memo(function Composer({ target, phase }: ComposerProps) {
  const { t } = useTranslation("assistant");
  const { a } = useDrawer();
  const promptGroups = useSlice("prompts");
  const quotes = useSlice("quotes");
  const pendingImage = useSlice("pendingImage");
  const quota = useSlice("quota");
  const key = chatKeyOf(target);
  const [text, setTextState] = useState(() => a.store.drafts.get(key));
  /** Shows `value` and keeps it as the chat's draft. */
  const setText = (value: string) => {
    setTextState(value);
    a.store.drafts.set(key, value);
  };
  const [prompts, setPrompts] = useState(false);
  const busy = phase !== "idle";
  const rows = Math.min(MAX_ROWS, Math.max(MIN_ROWS, text.split("\n").length));
  const box = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  /** The textarea had the focus when the question went: give it back when the answer ends. */
  const refocus = useRef(false);
  const send = () => {
    const focused = document.activeElement === input.current;
    if (a.answers.ask(target, text)) {
      refocus.current = focused;
      setTextState("");
      a.store.drafts.clear(key);
    }
  };
  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    // Disabling the textarea dropped its focus (to the body, or to the stop button when that
    // was clicked, hidden now): anything else focused since was the user's choice.
    const active = document.activeElement;
    if (!active || active === document.body || box.current?.contains(active)) input.current?.focus();
  }, [busy]);
  const togglePrompts = useCallback(() => setPrompts((p) => !p), []);
  return (
    <Box ref={box} borderTopWidth="1px" borderColor="gray.100" px="5" py="3" flexShrink={0} position="relative">
      {prompts && (
        <Box position="absolute" bottom="100%" left="5" right="5" maxH="280px" overflowY="auto" bg="white" borderWidth="1px" borderRadius="md" boxShadow="md" p="3" zIndex={1} data-testid="assistant-prompts">
          {promptGroups.map((g) => (
            <Box key={g.group_name} mb="2">
              <Text fontSize="xs" fontWeight="semibold" color="gray.500" mb="1">{g.group_name}</Text>
              {g.prompts.map((p) => (
                <Button key={p.title} size="xs" variant="ghost" w="full" justifyContent="flex-start" h="auto" py="1" onClick={() => { setText(p.content); setPrompts(false); }}>
                  <Text as="span" fontWeight="semibold" mr="2">{p.title}</Text>
                  <Text as="span" color="gray.500" truncate>{p.content}</Text>
                </Button>
              ))}
            </Box>
          ))}
        </Box>
      )}
      {quotes.length > 0 && (
        <Stack gap="1" mb="2">
          {quotes.map((q) => (
            <HStack key={q.message_id} bg="gray.50" borderLeftWidth="3px" borderColor="blue.300" px="2" py="1" align="flex-start" data-testid="assistant-quote">
              <Text flex="1" fontSize="xs" color="gray.600" lineClamp={2}>{q.content}</Text>
              <CloseButton size="2xs" aria-label={t("chat.removeQuote")} onClick={() => a.store.set((s) => ({ quotes: s.quotes.filter((x) => x.message_id !== q.message_id) }))} />
            </HStack>
          ))}
        </Stack>
      )}
      {pendingImage && target.kind === "session" && (
        <HStack mb="2" fontSize="xs" color="green.700" data-testid="assistant-image">
          <Text>{t("chat.imageAttached")}</Text>
          <CloseButton size="2xs" aria-label={t("chat.removeImage")} onClick={() => a.store.set({ pendingImage: null })} />
        </HStack>
      )}
      <ComposerTools target={target} promptsOpen={prompts} togglePrompts={togglePrompts} />
      <Textarea
        ref={input}
        data-testid="assistant-input"
        w="full"
        rows={rows}
        resize="none"
        fontSize="sm"
        bg="white"
        borderColor="gray.200"
        colorPalette="blue"
        _placeholder={{ color: "gray.400" }}
        _disabled={{ bg: "gray.50", color: "gray.500", borderColor: "gray.100", opacity: 1, cursor: "not-allowed" }}
        value={text}
        disabled={busy}
        placeholder={busy ? t("chat.generating") : t("chat.placeholder")}
        aria-label={t("chat.placeholder")}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            send();
          }
        }}
      />
      <Flex mt="2" justify="space-between" align="center">
        <Text fontSize="xs" color="gray.500" data-testid="assistant-quota">{t("chat.quota", { used: quota.used, total: quota.total })}</Text>
        {/* Both are always rendered (one hidden), so the red stop's styles are in place before the
            first send: inserting them then restyled the whole page in the frame of the send. */}
        <Button size="sm" colorPalette="red" onClick={() => a.answers.stop(target)} hidden={!busy} data-testid="assistant-stop">{t("chat.stop")}</Button>
        <Button size="sm" colorPalette="blue" onClick={send} hidden={busy} data-testid="assistant-send">{t("chat.send")}</Button>
      </Flex>
    </Box>
  );
}, same);

/**
 * The model, prompts, analyse and clear-context buttons: memoised apart from the input, so a
 * send (the input empties and is disabled, send turns into stop) does not re-render them.
 */
const ComposerTools = memo(function ComposerTools({ target, promptsOpen, togglePrompts }: { target: Target; promptsOpen: boolean; togglePrompts: () => void }) {
  const { t } = useTranslation("assistant");
  const { a } = useDrawer();
  const modelCode = useSlice("modelCode");
  const models = useSlice("models");
  const capturing = useSlice("capturing");
  const clearContext = () => {
    if (a.answers.busy(target)) return a.store.warn({ key: "chat.busy" });
    if (target.kind === "session") void a.actions.clearContext(target.id);
    else a.actions.clearAgentContext(target.userAgentId);
  };
  return (
    <HStack mb="2" gap="2" wrap="wrap">
      {target.kind === "session" && (
        <>
          <NativeSelect.Root size="xs" width="auto" minW="32">
            <NativeSelect.Field aria-label={t("chat.model")} value={modelCode} onChange={(e) => a.store.set({ modelCode: e.target.value })} bg="white" data-testid="assistant-model">
              {models.map((m) => <option key={m.model_code} value={m.model_code}>{m.model_name}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="xs" variant="outline" onClick={togglePrompts} aria-expanded={promptsOpen}>{t("chat.prompts")}</Button>
          <Button size="xs" variant="outline" loading={capturing} onClick={() => void analysePage(a, t("screenshot.prompt"), false)} data-testid="assistant-analyse">{t("chat.analyse")}</Button>
        </>
      )}
      <Button size="xs" variant="outline" onClick={clearContext} data-testid="assistant-clear-context">{t("chat.clearContext")}</Button>
    </HStack>
  );
}, (p, n) => p.promptsOpen === n.promptsOpen && p.togglePrompts === n.togglePrompts && JSON.stringify(p.target) === JSON.stringify(n.target));
