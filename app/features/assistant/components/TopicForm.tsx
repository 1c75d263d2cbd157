/**
 * The team-topic form (convert a personal session): chat-room name, members (the company's
 * other users: the seller is a member anyway), team templates (at most 10) and whether to keep
 * the history, in Chakra's field, fieldset and checkbox parts. Saving with no name or no member
 * is blocked and says so under the field, in the user's language; the message goes as soon as
 * the field is put right.
 * @see AI-28 @see AI-33 @see AI-34 @see AI-35 @see AI-36
 */
import { Box, Button, Checkbox, CheckboxGroup, Field, Fieldset, Heading, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useShellData } from "~/utils/shell-data";
import type { AiSession } from "../model/types";
import { TEAM_TEMPLATES_MAX, toggleTemplate, validateTopic } from "../model/validators";
import { useDrawer, useSlice } from "./context";

type Problem = ReturnType<typeof validateTopic>;

/** One checkbox row: Chakra's checkbox with its label. */
function CheckRow({ value, label, testId, checked, onChange }: { value?: string; label: string; testId?: string; checked?: boolean; onChange?: (checked: boolean) => void }) {
  return (
    <Checkbox.Root value={value} size="sm" colorPalette="blue" checked={checked} onCheckedChange={onChange ? (d) => onChange(d.checked === true) : undefined} data-testid={testId}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label fontWeight="normal" truncate>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

export function TopicForm({ session }: { session: AiSession }) {
  const { t } = useTranslation("assistant");
  const { a } = useDrawer();
  const me = useShellData()?.user?.userName;
  const allUsers = useSlice("users");
  const users = useMemo(() => allUsers.filter((u) => u.user_id !== me), [allUsers, me]);
  const teamPrompts = useSlice("teamPrompts");
  const [title, setTitle] = useState(session.title);
  const [members, setMembers] = useState<string[]>([]);
  const [templateIds, setTemplateIds] = useState<number[]>([]);
  const [keep, setKeep] = useState(true);
  const [problem, setProblem] = useState<Problem>(null);
  /** The problem shown goes once the field it is about is put right. */
  const recheck = (next: { title?: string; members?: string[] }) => {
    if (problem) setProblem(validateTopic({ title: next.title ?? title, members: next.members ?? members, templateIds }));
  };
  const save = async () => {
    const found = validateTopic({ title, members, templateIds });
    setProblem(found);
    if (found) return;
    await a.actions.convert(session, { title, members, templateIds }, keep);
  };
  const nameInvalid = problem === "topic.nameRequired";
  const membersInvalid = problem === "topic.membersRequired";
  return (
    <Box flex="1" overflowY="auto" px="6" py="5" data-testid="assistant-topic-form">
      <Heading as="h3" size="sm" mb="4">{t("topic.title")}</Heading>
      <Stack gap="5" maxW="560px">
        <Field.Root required invalid={nameInvalid}>
          <Field.Label fontSize="sm">{t("topic.name")}<Field.RequiredIndicator color="red.600" /></Field.Label>
          <Input size="sm" value={title} onChange={(e) => { setTitle(e.target.value); recheck({ title: e.target.value }); }} data-testid="assistant-topic-name" />
          <Field.ErrorText color="red.600" data-testid="assistant-topic-name-error">{t("topic.nameRequired")}</Field.ErrorText>
        </Field.Root>
        <Fieldset.Root invalid={membersInvalid} data-testid="assistant-topic-members">
          <HStack justify="space-between">
            <Fieldset.Legend fontSize="sm" fontWeight="medium">{t("topic.members")} <Text as="span" color="red.600" aria-hidden>*</Text></Fieldset.Legend>
            <Text fontSize="xs" color="gray.600">{t("topic.membersChosen", { count: members.length })}</Text>
          </HStack>
          <Fieldset.Content mt="1">
            {users.length === 0 ? (
              <Text fontSize="sm" color="gray.600">{t("topic.noMembers")}</Text>
            ) : (
              <CheckboxGroup
                value={members}
                onValueChange={(v) => { setMembers(v); recheck({ members: v }); }}
                gap="2" maxH="168px" overflowY="auto" borderWidth="1px" borderColor={membersInvalid ? "red.500" : "gray.200"} borderRadius="md" p="3"
              >
                {users.map((u) => <CheckRow key={u.user_id} value={u.user_id} label={u.user_name} />)}
              </CheckboxGroup>
            )}
          </Fieldset.Content>
          <Fieldset.ErrorText color="red.600" fontSize="xs" data-testid="assistant-topic-members-error">{t("topic.membersRequired")}</Fieldset.ErrorText>
        </Fieldset.Root>
        <Fieldset.Root>
          <HStack justify="space-between">
            <Fieldset.Legend fontSize="sm" fontWeight="medium">{t("topic.templates")}</Fieldset.Legend>
            <Text fontSize="xs" color="gray.600">{templateIds.length}/{TEAM_TEMPLATES_MAX}</Text>
          </HStack>
          <Fieldset.Content mt="1">
            <Stack gap="2" maxH="200px" overflowY="auto" borderWidth="1px" borderColor="gray.200" borderRadius="md" p="3" data-testid="assistant-topic-templates">
              {teamPrompts.map((tp) => (
                <CheckRow key={tp.team_prompt_id} label={tp.title} checked={templateIds.includes(tp.team_prompt_id)} onChange={() => {
                  const r = toggleTemplate(templateIds, tp.team_prompt_id);
                  if (r.error) a.store.warn({ key: r.error });
                  setTemplateIds(r.ids);
                }} />
              ))}
            </Stack>
          </Fieldset.Content>
        </Fieldset.Root>
        <CheckRow label={t("topic.keepHistory")} checked={keep} onChange={setKeep} testId="assistant-topic-keep" />
        <HStack>
          <Button size="sm" colorPalette="blue" onClick={() => void save()} data-testid="assistant-topic-save">{t("topic.save")}</Button>
          <Button size="sm" variant="outline" onClick={() => a.actions.selectSession(session.session_id)}>{t("topic.cancel")}</Button>
        </HStack>
      </Stack>
    </Box>
  );
}
