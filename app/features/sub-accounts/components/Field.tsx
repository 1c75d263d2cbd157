/** One labelled text field of the add form, with its message under it. */
import { Stack, Text, chakra } from "@chakra-ui/react";
import { PlainInput } from "~/components/ui/input";

export interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  type?: "text" | "password";
  autoComplete?: string;
  maxLength?: number;
}

export function Field({ id, label, value, onChange, error, hint, type = "text", autoComplete = "off", maxLength = 128 }: FieldProps) {
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <Stack gap="1">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">{label} <chakra.span color="red.600" aria-hidden>*</chakra.span></chakra.label>
      <PlainInput id={id} name={id} size="sm" type={type} value={value} autoComplete={autoComplete} maxLength={maxLength} aria-invalid={error ? true : undefined} aria-describedby={described} onChange={(e) => onChange(e.currentTarget.value)} />
      {hint && <Text id={`${id}-hint`} fontSize="xs" color="gray.600">{hint}</Text>}
      {error && <Text id={`${id}-error`} fontSize="xs" color="red.600" data-field-error={id}>{error}</Text>}
    </Stack>
  );
}
