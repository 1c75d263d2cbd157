/**
 * The team-topic form (convert a personal session): chat-room name, members, team templates
 * (at most 10) and whether to keep the history. @see AI-28 @see AI-33 @see AI-34 @see AI-35 @see AI-36
 */
import { Box, Button, chakra, Heading, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AiSession } from "../model/types";
import { toggleTemplate, validateTopic } from "../model/validators";
import { useDrawer, useSlice } from "./context";

export function TopicForm({ session }: { session: AiSession }) {
  const { t } = useTranslation("assistant");
  const { a } = useDrawer();
  const users = useSlice("users");
  const teamPrompts = useSlice("teamPrompts");
  const [title, setTitle] = useState(session.title);
  const [members, setMembers] = useState<string[]>([]);
  const [templateIds, setTemplateIds] = useState<number[]>([]);
  const [keep, setKeep] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    const problem = validateTopic({ title, members, templateIds });
    setError(problem);
    if (problem) return a.store.warn({ key: problem });
    await a.actions.convert(session, { title, members, templateIds }, keep);
  };
  return (
    <Box flex="1" overflowY="auto" px="6" py="5" data-testid="assistant-topic-form">
      <Heading as="h3" size="sm" mb="4">{t("topic.title")}</Heading>
      <Stack gap="4" maxW="560px">
        <label>
          <Text fontSize="sm" mb="1">{t("topic.name")} *</Text>
          <Input size="sm" value={title} onChange={(e) => setTitle(e.target.value)} aria-invalid={error === "topic.nameRequired" || undefined} data-testid="assistant-topic-name" />
        </label>
        <Box role="group" aria-label={t("topic.members")}>
          <Text fontSize="sm" mb="1">{t("topic.members")} *</Text>
          <Stack gap="1" maxH="160px" overflowY="auto" borderWidth="1px" borderRadius="md" p="2">
            {users.map((u) => (
              <HStack as="label" key={u.user_id} fontSize="sm" gap="2">
                <chakra.input type="checkbox" checked={members.includes(u.user_id)} onChange={() => setMembers((m) => (m.includes(u.user_id) ? m.filter((x) => x !== u.user_id) : [...m, u.user_id]))} />
                <Text>{u.user_name}</Text>
              </HStack>
            ))}
          </Stack>
        </Box>
        <Box role="group" aria-label={t("topic.templates")}>
          <Text fontSize="sm" mb="1">{t("topic.templates")} ({templateIds.length}/10)</Text>
          <Stack gap="1" maxH="200px" overflowY="auto" borderWidth="1px" borderRadius="md" p="2" data-testid="assistant-topic-templates">
            {teamPrompts.map((tp) => (
              <HStack as="label" key={tp.team_prompt_id} fontSize="sm" gap="2">
                <chakra.input type="checkbox" checked={templateIds.includes(tp.team_prompt_id)} onChange={() => {
                  const r = toggleTemplate(templateIds, tp.team_prompt_id);
                  if (r.error) a.store.warn({ key: r.error });
                  setTemplateIds(r.ids);
                }} />
                <Text truncate>{tp.title}</Text>
              </HStack>
            ))}
          </Stack>
        </Box>
        <HStack as="label" fontSize="sm" gap="2">
          <chakra.input type="checkbox" checked={keep} onChange={(e) => setKeep(e.target.checked)} data-testid="assistant-topic-keep" />
          <Text>{t("topic.keepHistory")}</Text>
        </HStack>
        <HStack>
          <Button size="sm" colorPalette="blue" onClick={() => void save()} data-testid="assistant-topic-save">{t("topic.save")}</Button>
          <Button size="sm" variant="outline" onClick={() => a.actions.selectSession(session.session_id)}>{t("topic.cancel")}</Button>
        </HStack>
      </Stack>
    </Box>
  );
}
