/**
 * A phone or e-mail input with its verification code (AUTH-17): the binding page and account
 * settings ask for a new contact this way. Field names: `{channel}` and `{channel}Code`; ids are
 * prefixed with `idPrefix` so several can share a page.
 */
import { Stack } from "@chakra-ui/react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { PlainInput } from "~/components/ui/input";
import { checkIdentifier, type Channel } from "../identifier-check";
import type { FlowActionData } from "../retrieve.server";
import { CodeField, type CodeFieldProps } from "./CodeField";
import { FieldLabel } from "./FieldLabel";

export interface ContactCodeFieldsProps {
  channel: Channel;
  idPrefix: string;
  /** Which field the last refusal was about (`phone`, `phoneCode`, …). */
  invalidField?: string;
  onReply: (reply: FlowActionData) => void;
  /** Sends the code itself (see CodeField); default: the page's own action. */
  sender?: CodeFieldProps["sender"];
  /** The label of the contact input (default "Phone number" / "E-mail address"). */
  label?: string;
}

export function ContactCodeFields({ channel, idPrefix, invalidField, onReply, sender, label }: ContactCodeFieldsProps) {
  const { t } = useTranslation(["common", "flows"]);
  const ref = useRef<HTMLInputElement>(null);
  const id = `${idPrefix}-${channel}`;
  return (
    <>
      <Stack gap="1.5">
        <FieldLabel htmlFor={id}>{label ?? t(channel === "phone" ? "flows:phone" : "flows:email")}</FieldLabel>
        <PlainInput
          id={id}
          ref={ref}
          name={channel}
          type={channel === "phone" ? "tel" : "email"}
          autoComplete={channel === "phone" ? "tel" : "email"}
          placeholder={t(channel === "phone" ? "flows:registerPhonePlaceholder" : "flows:registerEmailPlaceholder")}
          aria-invalid={invalidField === channel || undefined}
          maxLength={254}
        />
      </Stack>
      <CodeField
        id={`${id}-code`}
        name={`${channel}Code`}
        channel={channel}
        sender={sender}
        identifier={() => ref.current?.value ?? ""}
        check={(value) => checkIdentifier(channel, value)}
        onReply={(reply) => onReply(reply.intent === "send" && !reply.ok && reply.field === "identifier" ? { ...reply, field: channel } : reply)}
        invalid={invalidField === `${channel}Code`}
      />
    </>
  );
}
