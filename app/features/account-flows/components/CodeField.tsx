/**
 * A verification-code input with its "send code" button (AUTH-17): the button posts
 * `intent=send` with the channel and identifier through a fetcher, then counts down the
 * seconds the server gives (60) before a new code may be asked for. The reply (sent, or the
 * refusal) is reported to the parent through `onReply`.
 */
import { Button, Flex, Stack } from "@chakra-ui/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { PlainInput } from "~/components/ui/input";
import type { FlowActionData } from "../retrieve.server";
import { FieldLabel } from "./FieldLabel";

export interface CodeFieldProps {
  channel: "phone" | "email";
  /** Reads the identifier the code goes to when the button is pressed. */
  identifier: () => string;
  /** Called with each reply of a send (or a local refusal before one). */
  onReply: (reply: FlowActionData) => void;
  /** Checks the identifier before a send; returns the i18n key of its problem or null. */
  check: (identifier: string) => string | null;
  invalid?: boolean;
  /** The input's id and name (default `flow-code`, `code`): several code fields on one page. */
  id?: string;
  name?: string;
  /**
   * Sends the code itself (a page inside the shell, whose fetcher would revalidate the shell's
   * loaders); default: a fetcher posts to the page's own action.
   */
  sender?: (channel: "phone" | "email", identifier: string) => Promise<FlowActionData>;
  /** The label (default "Verification code"). */
  label?: string;
}

/** Seconds left until `deadline` (ms since the epoch), never below 0. */
const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

export function CodeField({ channel, identifier, onReply, check, invalid, id = "flow-code", name = "code", sender, label }: CodeFieldProps) {
  const { t } = useTranslation(["common", "flows"]);
  const fetcher = useFetcher<FlowActionData>();
  const [deadline, setDeadline] = useState(0);
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  const received = (reply: FlowActionData) => {
    if (reply.resendAfterS) setDeadline(Date.now() + reply.resendAfterS * 1000);
    onReply(reply);
  };
  useEffect(() => {
    const reply = fetcher.data;
    if (fetcher.state !== "idle" || !reply || reply.intent !== "send") return;
    received(reply);
    // Only a new reply matters; onReply is the parent's setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data, fetcher.state]);

  useEffect(() => {
    setLeft(secondsUntil(deadline));
    if (deadline <= Date.now()) return;
    const tick = setInterval(() => {
      const s = secondsUntil(deadline);
      setLeft(s);
      if (s === 0) clearInterval(tick);
    }, 250);
    return () => clearInterval(tick);
  }, [deadline]);

  function send() {
    const value = identifier().trim();
    const problem = check(value);
    if (problem) return onReply({ intent: "send", ok: false, message: null, messageKey: problem, field: "identifier" });
    if (!sender) return fetcher.submit({ intent: "send", channel, identifier: value }, { method: "post" });
    setSending(true);
    void sender(channel, value).then(received).finally(() => setSending(false));
  }

  return (
    <Stack gap="1.5">
      <FieldLabel htmlFor={id}>{label ?? t("flows:code")}</FieldLabel>
      <Flex gap="2">
        <PlainInput
          id={id}
          name={name}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          maxLength={6}
          placeholder={t("flows:codePlaceholder")}
          aria-invalid={invalid || undefined}
          flex="1"
        />
        <Button type="button" variant="outline" onClick={send} loading={sending || fetcher.state !== "idle"} disabled={left > 0} minW="32" _disabled={{ opacity: 1, color: "gray.600", cursor: "not-allowed" }}>
          {left > 0 ? t("flows:resendIn", { seconds: left }) : t("flows:sendCode")}
        </Button>
      </Flex>
    </Stack>
  );
}
