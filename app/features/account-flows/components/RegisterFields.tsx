/**
 * The register form's plain fields: a labelled text input, the phone / e-mail switch with its
 * input, and the terms checkbox. Uncontrolled: what was typed stays after a refusal.
 * @see AUTH-13
 */
import { Stack, chakra } from "@chakra-ui/react";
import type { Ref } from "react";
import { useTranslation } from "react-i18next";
import { PlainInput } from "~/components/ui/input";
import type { Channel } from "../identifier-check";
import { FieldLabel } from "./FieldLabel";

export interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  invalid?: boolean;
  autoFocus?: boolean;
}

export function TextField({ id, label, invalid, ...rest }: TextFieldProps) {
  return (
    <Stack gap="1.5">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <PlainInput id={id} aria-invalid={invalid || undefined} {...rest} />
    </Stack>
  );
}

/** Phone or e-mail: the code goes there and the account is bound to it. */
export function ChannelSwitch({ channel, onChange }: { channel: Channel; onChange: (c: Channel) => void }) {
  const { t } = useTranslation(["common", "flows"]);
  return (
    <chakra.fieldset display="flex" gap="4" fontSize="sm">
      <chakra.legend srOnly>{t("flows:registerBy")}</chakra.legend>
      {(["phone", "email"] as const).map((c) => (
        <chakra.label key={c} display="flex" alignItems="center" gap="1.5" cursor="pointer">
          <input type="radio" name="by" value={c} checked={channel === c} onChange={() => onChange(c)} />
          {t(c === "phone" ? "flows:registerByPhone" : "flows:registerByEmail")}
        </chakra.label>
      ))}
    </chakra.fieldset>
  );
}

export function IdentifierField({ channel, inputRef, invalid }: { channel: Channel; inputRef: Ref<HTMLInputElement>; invalid?: boolean }) {
  const { t } = useTranslation(["common", "flows"]);
  return (
    <Stack gap="1.5">
      <FieldLabel htmlFor="flow-identifier">{t(channel === "phone" ? "flows:phone" : "flows:email")}</FieldLabel>
      <PlainInput
        key={channel}
        id="flow-identifier"
        ref={inputRef}
        name="identifier"
        type={channel === "phone" ? "tel" : "email"}
        autoComplete={channel === "phone" ? "tel" : "email"}
        placeholder={t(channel === "phone" ? "flows:registerPhonePlaceholder" : "flows:registerEmailPlaceholder")}
        aria-invalid={invalid || undefined}
        maxLength={254}
      />
    </Stack>
  );
}

export function TermsField({ invalid }: { invalid?: boolean }) {
  const { t } = useTranslation(["common", "flows"]);
  return (
    <chakra.label display="flex" alignItems="flex-start" gap="2" fontSize="sm" color="gray.700" cursor="pointer">
      <input type="checkbox" name="terms" id="reg-terms" aria-invalid={invalid || undefined} style={{ marginTop: "3px" }} />
      {t("flows:terms")}
    </chakra.label>
  );
}
