/**
 * New password and its confirmation, with the hint of AUTH-03 under them. The inputs do not cut
 * what is typed (no `maxLength` at the rule's limit): a password longer than 16 characters is
 * refused with a message, never silently shortened.
 * @see AUTH-03 @see AUTH-04
 */
import { Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PlainInput } from "~/components/ui/input";
import { FieldLabel } from "./FieldLabel";

export interface NewPasswordFieldsProps {
  invalid?: boolean;
  /** i18n keys of the two labels (default: "New password", "Confirm new password"). */
  labelKey?: string;
  confirmKey?: string;
  /** Called with the password as it is typed (the strength meter). */
  onPasswordInput?: (password: string) => void;
  /** Shown under the hint (the strength meter). */
  children?: ReactNode;
}

export function NewPasswordFields({ invalid, labelKey = "flows:newPassword", confirmKey = "flows:confirmPassword", onPasswordInput, children }: NewPasswordFieldsProps) {
  const { t } = useTranslation(["common", "flows"]);
  return (
    <>
      <Stack gap="1.5">
        <FieldLabel htmlFor="flow-password">{t(labelKey)}</FieldLabel>
        <PlainInput
          id="flow-password"
          name="password"
          type="password"
          autoComplete="new-password"
          aria-describedby="flow-password-hint"
          aria-invalid={invalid || undefined}
          maxLength={128}
          onInput={onPasswordInput ? (e) => onPasswordInput(e.currentTarget.value) : undefined}
        />
        <Text id="flow-password-hint" fontSize="xs" color="gray.600">
          {t("flows:passwordHint")}
        </Text>
        {children}
      </Stack>
      <Stack gap="1.5">
        <FieldLabel htmlFor="flow-confirm">{t(confirmKey)}</FieldLabel>
        <PlainInput id="flow-confirm" name="confirm" type="password" autoComplete="new-password" aria-invalid={invalid || undefined} maxLength={128} />
      </Stack>
    </>
  );
}
