/**
 * Team templates: the list (only the creator deletes), and the editor (title ≤ 20, content
 * ≤ 1000 in a 6-row textarea). @see AI-37 @see AI-38 @see AI-39 @see AI-40 @see AI-41 @see AI-42 @see AI-43
 */
import { Badge, Box, Button, Heading, HStack, Input, Stack, Text, Textarea } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { TeamPrompt } from "../model/types";
import { validateTemplate } from "../model/validators";
import { useDrawer, useSlice } from "./context";

export function TemplatesPanel() {
  const { t } = useTranslation("assistant");
  const { a, confirm } = useDrawer();
  const teamPrompts = useSlice("teamPrompts");
  const [editing, setEditing] = useState<Partial<TeamPrompt> | null>(null);
  const save = async () => {
    if (!editing) return;
    const problem = validateTemplate({ title: editing.title ?? "", content: editing.content ?? "" });
    if (problem) return a.store.warn({ key: problem });
    if (await a.actions.saveTemplate({ team_prompt_id: editing.team_prompt_id, title: editing.title ?? "", content: editing.content ?? "" })) setEditing(null);
  };
  return (
    <Box flex="1" overflowY="auto" px="6" py="5" data-testid="assistant-templates-panel">
      <HStack justify="space-between" mb="4">
        <Heading as="h3" size="sm">{t("template.title")}</Heading>
        <Button size="xs" colorPalette="blue" onClick={() => setEditing({ title: "", content: "" })} data-testid="assistant-template-add">+ {t("template.add")}</Button>
      </HStack>
      {editing && (
        <Stack gap="3" borderWidth="1px" borderRadius="md" p="4" mb="4" data-testid="assistant-template-editor">
          <label>
            <Text fontSize="sm" mb="1">{t("template.name")} *</Text>
            <Input size="sm" value={editing.title ?? ""} onChange={(e) => setEditing({ ...editing, title: e.target.value })} data-testid="assistant-template-title" />
          </label>
          <label>
            <Text fontSize="sm" mb="1">{t("template.content")} *</Text>
            <Textarea size="sm" rows={6} resize="none" value={editing.content ?? ""} onChange={(e) => setEditing({ ...editing, content: e.target.value })} data-testid="assistant-template-content" />
          </label>
          <HStack>
            <Button size="sm" colorPalette="blue" onClick={() => void save()} data-testid="assistant-template-save">{t("template.save")}</Button>
            <Button size="sm" variant="outline" onClick={() => setEditing(null)}>{t("template.cancel")}</Button>
          </HStack>
        </Stack>
      )}
      <Stack gap="2">
        {teamPrompts.map((tp) => (
          <Box key={tp.team_prompt_id} borderWidth="1px" borderRadius="md" p="3" data-testid="assistant-template" data-template-id={tp.team_prompt_id}>
            <HStack justify="space-between">
              <HStack minW="0">
                <Text fontWeight="semibold" truncate>{tp.title}</Text>
                {tp.is_haveing && <Badge size="xs">{t("template.mine")}</Badge>}
              </HStack>
              <HStack gap="1">
                {tp.is_haveing && <Button size="2xs" variant="ghost" onClick={() => setEditing(tp)}>{t("template.edit")}</Button>}
                <Button size="2xs" variant="ghost" colorPalette="red" data-testid="assistant-template-delete" onClick={() => (tp.is_haveing ? confirm("confirm.delete", () => void a.actions.deleteTemplate(tp)) : void a.actions.deleteTemplate(tp))}>
                  {t("template.delete")}
                </Button>
              </HStack>
            </HStack>
            <Text fontSize="sm" color="gray.600" mt="1" lineClamp={2}>{tp.content}</Text>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
