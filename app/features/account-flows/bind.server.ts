/**
 * First binding, server side (BFF; AUTH-14): the loader sends an account that lacks nothing to
 * the portal and tells the page what is missing; the action sends `bind` codes (`intent=send`,
 * through the portal's send limit as retrieval does) and binds (`intent=bind`) exactly the missing
 * fields — each phone or e-mail with its code, a password under AUTH-04 with its confirmation,
 * encrypted for the gateway (AUTH-02) — then enters the portal.
 * @see AUTH-02 @see AUTH-04 @see AUTH-14 @see AUTH-17
 */
import { redirect } from "@remix-run/node";
import { bindAccount, getUserInfo, isGatewayError, toFailure, withGateway, type BindInput } from "~/gateway/index.server";
import { readForm } from "~/features/security";
import { missingBindings, type Bindable } from "./binding";
import { checkIdentifier } from "./identifier-check";
import { isCode } from "./password-rule";
import { sendCodeAction, type FlowActionData, type FlowActionResult } from "./retrieve.server";
import { newPasswordCipher } from "./new-password.server";
import { transportKey } from "./transport-key.server";

/** Loader data of the binding page. */
export interface BindLoaderData {
  /** The transport key the browser seals a new password with (new-password.server.ts). */
  publicKeyPem: string;
  sealedKey: string;
  /** What the account lacks (never empty: an account that lacks nothing is sent on). */
  missing: Bindable[];
}

/**
 * Loader of `/bind`.
 * @throws redirect to /login without a session, to `/` when nothing is missing
 */
export async function bindLoader(request: Request): Promise<BindLoaderData> {
  const run = await withGateway(request, (client) => getUserInfo(client));
  const missing = missingBindings(run.result);
  if (missing.length === 0) throw redirect("/", { headers: run.headers });
  return { ...(await transportKey()), missing };
}

type Refusal = Extract<FlowActionData, { ok: false }>;
const refusal = (intent: Refusal["intent"], messageKey: string, field?: string, message: string | null = null): Refusal => ({ intent, ok: false, message, messageKey, field });

/**
 * The phone or e-mail of `form` (fields `{channel}` and `{channel}Code`) for the gateway, or
 * the refusal of its problem.
 */
export function contactOf(form: FormData, channel: "phone" | "email", intent: Refusal["intent"]): { value: string; code: string } | Refusal {
  const value = String(form.get(channel) ?? "").trim().slice(0, 254);
  const problem = checkIdentifier(channel, value);
  if (problem) return refusal(intent, problem, channel);
  const code = String(form.get(`${channel}Code`) ?? "").trim();
  if (!isCode(code)) return refusal(intent, "flows:codeFormat", `${channel}Code`);
  return { value, code };
}

/**
 * What `form` binds of `missing`, or the refusal of the first problem (checked in the page's
 * order, before anything reaches the gateway).
 */
export async function bindInputOf(form: FormData, missing: readonly Bindable[]): Promise<BindInput | Refusal> {
  const input: BindInput = {};
  for (const channel of ["phone", "email"] as const) {
    if (!missing.includes(channel)) continue;
    const contact = contactOf(form, channel, "bind");
    if ("ok" in contact) return contact;
    input[channel] = contact;
  }
  if (missing.includes("password")) {
    const password = await newPasswordCipher(form);
    if ("problem" in password) return refusal("bind", password.problem, "password");
    input.passwordCipher = password.cipher;
  }
  return input;
}

/** The binding page's action: `intent` send | bind. */
export async function bindAction(request: Request): Promise<FlowActionResult | Response> {
  const form = await readForm(request);
  if (form.get("intent") === "send") return sendCodeAction(request, form, "bind");
  const run = await withGateway(request, async (client) => {
    const missing = missingBindings(await getUserInfo(client));
    if (missing.length === 0) return null;
    const input = await bindInputOf(form, missing);
    if ("ok" in input) return input;
    try {
      await bindAccount(client, input);
      return null;
    } catch (err) {
      // Only the gateway's refusals are shown here; a 401 ends the session as everywhere.
      if (!isGatewayError(err) || err.kind !== "code") throw err;
      const failure = toFailure(err);
      return refusal("bind", failure.messageKey ?? "errors.request", undefined, failure.serverMessage);
    }
  });
  if (run.result === null) throw redirect("/", { headers: run.headers });
  return { data: run.result, status: 200, headers: run.headers };
}
