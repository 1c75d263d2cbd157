/** The role checkboxes of the add and edit-roles forms, each with the menus it entitles. */
import { Box, Stack, Text, chakra } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { Role } from "~/gateway/sub-accounts-schemas";
import { menuLabelOf, roleLabel } from "./labels";

export function RoleChecks({ roles, selected, onChange, error, idPrefix }: { roles: readonly Role[]; selected: readonly number[]; onChange: (next: number[]) => void; error?: string; idPrefix: string }) {
  const { t, i18n } = useTranslation("subAccounts");
  const lng = i18n.language;
  const toggle = (roleId: number) => onChange(selected.includes(roleId) ? selected.filter((r) => r !== roleId) : [...selected, roleId]);
  return (
    <chakra.fieldset border="0" p="0" m="0" aria-describedby={error ? `${idPrefix}-roles-error` : undefined} aria-invalid={error ? true : undefined}>
      <chakra.legend fontSize="sm" fontWeight="medium" mb="1.5">{t("roles")} <chakra.span color="red.600" aria-hidden>*</chakra.span></chakra.legend>
      <Stack gap="1.5">
        {roles.map((role) => (
          <chakra.label key={role.roleId} display="flex" gap="2" alignItems="flex-start" fontSize="sm" cursor="pointer" data-role-choice={role.roleId}>
            <chakra.input type="checkbox" checked={selected.includes(role.roleId)} onChange={() => toggle(role.roleId)} mt="1" boxSize="3.5" css={{ accentColor: "var(--chakra-colors-blue-600)" }} />
            <Box>
              <Text as="span" fontWeight="medium">{roleLabel(role, lng)}</Text>
              <Text fontSize="xs" color="fg.muted">{t("menusOf")}{role.menuList.map((m) => menuLabelOf(m, lng)).join(t("listSeparator"))}</Text>
            </Box>
          </chakra.label>
        ))}
      </Stack>
      {error && <Text id={`${idPrefix}-roles-error`} color="red.600" fontSize="xs" mt="1" data-field-error="roleIds">{t(error)}</Text>}
    </chakra.fieldset>
  );
}
