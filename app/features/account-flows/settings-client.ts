/**
 * The account-settings page's calls to `/api/account/settings` (settings.server.ts) through the
 * portal's route client (a plain fetch: nothing the shell's loaders hold is revalidated).
 * @module features/account-flows/settings-client
 * @see AUTH-18
 */
import { routeErrorText, tryRoute } from "~/utils/route-client";
import type { TFunction } from "i18next";
import type { FlowActionData } from "./retrieve.server";
import type { SettingsProfile } from "./settings.server";

const PATH = "/api/account/settings";

/** The profile, or the text of why it could not be read. */
export async function fetchProfile(t: TFunction): Promise<{ ok: true; profile: SettingsProfile } | { ok: false; text: string }> {
  const result = await tryRoute<{ ok: true; profile: SettingsProfile }>(PATH);
  return result.ok ? { ok: true, profile: result.value.profile } : { ok: false, text: routeErrorText(t, result.error) };
}

/**
 * Posts `form` (with its `intent`); a failed call becomes a refusal with the route client's text.
 * @returns the route's reply, never rejects
 */
export async function postSettings(form: FormData, t: TFunction): Promise<FlowActionData> {
  const fields: Record<string, string> = {};
  form.forEach((value, key) => { if (typeof value === "string") fields[key] = value; });
  const result = await tryRoute<{ ok: true; reply: FlowActionData }>(PATH, { form: fields });
  if (result.ok) return result.value.reply;
  const intent = fields.intent === "send" || fields.intent === "profile" ? fields.intent : "password";
  return { intent, ok: false, message: routeErrorText(t, result.error), messageKey: "errors.request" };
}
