/**
 * Account settings, server side (`/api/account/settings`; AUTH-18). GET answers the profile the
 * page shows (`getUserInfoByHideCode`: name, nick name, head image, account, phone, e-mail) and
 * the gateway key the browser encrypts passwords with. POST (form data), by `intent`:
 * - `send`: a `bind` code to a new phone or e-mail (the portal's send limit, as retrieval);
 * - `phone` / `email`: change the bound phone or e-mail with its code;
 * - `password`: change the password — the current one and the new one under AUTH-04, both
 *   encrypted for the gateway (AUTH-02).
 * The spec names no call for any of these changes; the portal uses `firstBindingPhoneEmailPsw`
 * (gateway/account-flows.server.ts), and none for the profile's name, nick name or head image,
 * which the page therefore shows without editing. Each POST answers `{ok: true, reply}` (the
 * portal's envelope; `reply` a {@link FlowActionData}, a refusal included) with HTTP 200, or 429
 * with `Retry-After` when the send limit refuses.
 * @see AUTH-02 @see AUTH-04 @see AUTH-17 @see AUTH-18
 */
import { bindAccount, demoRefusal, encryptPassword, getUserInfo, isGatewayError, toFailure, updateUserInfo, withGateway, type BindInput, type ProfileInput } from "~/gateway/index.server";
import { gatewayPublicKey } from "~/features/auth/index.server";
import { readForm } from "~/features/security";
import { contactOf } from "./bind.server";
import { sendCodeAction, type FlowActionData } from "./retrieve.server";
import { newPasswordCipher, plainField } from "./new-password.server";
import { transportKey } from "./transport-key.server";

/** The profile of the settings page (wire names of the gateway). */
export interface SettingsProfile {
  userName: string;
  realName: string;
  nickName: string;
  headImgUrl: string;
  phone: string;
  email: string;
  /** The transport key the browser seals passwords with (new-password.server.ts; AUTH-02). */
  publicKeyPem: string;
  sealedKey: string;
}

/** GET: `{ok: true, profile}`. @throws redirect to /login without a session */
export async function settingsLoader(request: Request): Promise<Response> {
  const run = await withGateway(request, (client) => getUserInfo(client));
  const info = run.result;
  const profile: SettingsProfile = {
    userName: info.userName,
    realName: info.realName || info.userRealName || "",
    nickName: info.nickName ?? "",
    headImgUrl: info.headImgUrl ?? "",
    phone: info.phone ?? "",
    email: info.email ?? "",
    ...(await transportKey()),
  };
  return Response.json({ ok: true, profile }, { headers: run.headers });
}

type Intent = "phone" | "email" | "password";
type Refusal = Extract<FlowActionData, { ok: false }>;
const refusal = (intent: Intent, messageKey: string, field?: string, message: string | null = null): Refusal => ({ intent, ok: false, message, messageKey, field });

/**
 * The current password of `form` (field `oldPassword`, sealed or as typed) encrypted for the
 * gateway; "" when absent, null when sealed but it does not open.
 */
async function oldPasswordCipher(form: FormData): Promise<string | null> {
  const old = await plainField(form, "oldPassword");
  return old ? encryptPassword(old, gatewayPublicKey()) : old;
}

/** What a settings change sends to the gateway, or the refusal of its problem. */
export async function settingsInputOf(form: FormData, intent: Intent): Promise<BindInput | Refusal> {
  if (intent !== "password") {
    const contact = contactOf(form, intent, intent);
    return "ok" in contact ? contact : { [intent]: contact };
  }
  const oldCipher = await oldPasswordCipher(form);
  if (oldCipher === null) return refusal("password", "flows:passwordReenter", "oldPassword");
  if (!oldCipher) return refusal("password", "flows:oldPasswordRequired", "oldPassword");
  const password = await newPasswordCipher(form);
  if ("problem" in password) return refusal("password", password.problem, "password");
  return { passwordCipher: password.cipher, oldPasswordCipher: oldCipher };
}

/** POST: `intent` send | phone | email | password | profile → `{ok: true, reply}` ({@link FlowActionData}). */
export async function settingsAction(request: Request): Promise<Response> {
  // A demo account is shared: none of its contacts, password or names change (DEMO-01).
  const refused = await demoRefusal(request);
  if (refused) return refused;
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  if (intent === "send") {
    const sent = await sendCodeAction(request, form, "bind");
    // The limit's refusal is a reply the page shows, with its Retry-After kept.
    return Response.json({ ok: true, reply: sent.data }, { status: sent.status === 429 ? 200 : sent.status, headers: sent.headers });
  }
  if (intent === "profile") return profileAction(request, form);
  if (intent !== "phone" && intent !== "email" && intent !== "password") return Response.json({ ok: false, error: "errors.request" }, { status: 400 });
  const input = await settingsInputOf(form, intent);
  if ("ok" in input) return Response.json({ ok: true, reply: input });
  const run = await withGateway(request, async (client): Promise<FlowActionData> => {
    try {
      await bindAccount(client, input);
      return { intent, ok: true };
    } catch (err) {
      // Only the gateway's refusals are shown here; a 401 ends the session as everywhere.
      if (!isGatewayError(err) || err.kind !== "code") throw err;
      const failure = toFailure(err);
      return refusal(intent, failure.messageKey ?? "errors.request", intent === "password" ? "oldPassword" : `${intent}Code`, failure.serverMessage);
    }
  });
  return Response.json({ ok: true, reply: run.result }, { headers: run.headers });
}

/** Longest name and nick name, characters. @see AUTH-18 */
export const PROFILE_NAME_MAX = 32;

/**
 * The profile fields of `form` (`realName` 1 to 32 characters, `nickName` 0 to 32, both trimmed;
 * characters counted as code points), or the refusal of the first problem.
 * @see AUTH-18
 */
export function profileInputOf(form: FormData): ProfileInput | Refusal {
  const realName = String(form.get("realName") ?? "").trim();
  const nickName = String(form.get("nickName") ?? "").trim();
  const profileRefusal = (messageKey: string, field: string): Refusal => ({ intent: "profile", ok: false, message: null, messageKey, field });
  if (!realName) return profileRefusal("flows:realNameRequired", "realName");
  if ([...realName].length > PROFILE_NAME_MAX) return profileRefusal("flows:nameTooLong", "realName");
  if ([...nickName].length > PROFILE_NAME_MAX) return profileRefusal("flows:nameTooLong", "nickName");
  return { realName, nickName };
}

/** POST `intent=profile`: changes the name and nick name (`updateUserInfo`). @see AUTH-18 */
async function profileAction(request: Request, form: FormData): Promise<Response> {
  const input = profileInputOf(form);
  if ("ok" in input) return Response.json({ ok: true, reply: input });
  const run = await withGateway(request, async (client): Promise<FlowActionData> => {
    try {
      await updateUserInfo(client, input);
      return { intent: "profile", ok: true };
    } catch (err) {
      if (!isGatewayError(err) || err.kind !== "code") throw err;
      const failure = toFailure(err);
      return { intent: "profile", ok: false, message: failure.serverMessage, messageKey: failure.messageKey ?? "errors.request", field: "realName" };
    }
  });
  return Response.json({ ok: true, reply: run.result }, { headers: run.headers });
}
