/**
 * `/api/sub-accounts`: permissions management, server side (issue 28). GET `?pageNum&pageSize&keyword`
 * answers `{ok: true, allowed, isDemo, page, roles, publicKeyPem}`; POST (form data) by `intent`
 * `add` | `roles` | `enable` | `disable` | `delete` answers `{ok: true}`.
 *
 * Every call first re-checks who may manage sub-accounts: the owner of the session's company
 * (user info `subjectCodeEncrypt` against getPersonalUserSub's `isOwner`). Anybody else gets
 * HTTP 403 `{ok: false, error: "subAccounts:notOwner"}` and nothing reaches the gateway's
 * sub-account calls; so does a demo account's change (DEMO-01: HTTP 403 `subAccounts:demo`).
 * A gateway refusal answers `{ok: false, failure}` with the gateway's message (GW-08).
 * @see USER-02 @see USER-03 @see DEMO-01 @see LAYOUT-25
 */
import {
  addSubAccount, deleteSubAccount, editSubAccountRoles, encryptPassword, getPersonalUserSub, getUserInfo, isEncryptedPassword,
  isGatewayFailure, querySubAccounts, queryRoles, setSubAccountStatus, withGateway, type GatewayClient,
} from "~/gateway/index.server";
import { gatewayPublicKey } from "~/features/auth/index.server";
import { readForm } from "~/features/security";
import { contactKind, draftErrors, readQuery } from "./model";

/** Who the signed-in user is here: may they manage sub-accounts, and are they a demo account. */
async function standing(client: GatewayClient): Promise<{ allowed: boolean; isDemo: boolean }> {
  const [info, subjects] = await Promise.all([getUserInfo(client), getPersonalUserSub(client)]);
  const allowed = subjects.some((s) => s.subjectCodeEncrypt === info.subjectCodeEncrypt && s.isOwner === true);
  return { allowed, isDemo: info.isDemo === true };
}

/** The reply of a failure thrown by withGateway: a gateway failure as `{ok: false, failure}`; anything else rethrown. */
function failureReply(err: unknown): Response {
  if (err instanceof Response) throw err;
  const { data, init } = (err ?? {}) as { data?: unknown; init?: ResponseInit | null };
  if (isGatewayFailure(data)) return Response.json({ ok: false, failure: data }, { status: init?.status ?? 502, headers: init?.headers });
  throw err;
}

const refused = (error: string, status = 403) => Response.json({ ok: false, error }, { status });

/** GET: the page's data. @throws redirect to /login without a session */
export async function subAccountsLoader(request: Request): Promise<Response> {
  const query = readQuery(new URL(request.url).searchParams);
  try {
    const run = await withGateway(request, async (client) => {
      const who = await standing(client);
      if (!who.allowed) return { allowed: false as const, isDemo: who.isDemo };
      const [page, roles] = await Promise.all([querySubAccounts(client, query), queryRoles(client)]);
      return { allowed: true as const, isDemo: who.isDemo, page, roles, publicKeyPem: gatewayPublicKey() };
    });
    return Response.json({ ok: true, ...run.result }, { headers: run.headers });
  } catch (err) {
    return failureReply(err);
  }
}

/** The role ids of the form's repeated `roleIds` field (positive whole numbers, no repeats). */
function roleIdsOf(form: FormData): number[] {
  const ids = form.getAll("roleIds").map((v) => Number(v)).filter((n) => Number.isSafeInteger(n) && n > 0);
  return [...new Set(ids)];
}

/** The password of the form as ciphertext for the gateway, or null when it breaks AUTH-04. */
function passwordCipherOf(form: FormData): string | null {
  const password = String(form.get("password") ?? "");
  if (form.get("encrypted") === "1") return isEncryptedPassword(password) ? password : null;
  const problem = draftErrors({ userName: "user", realName: "x", contact: "a@b.cd", password, roleIds: [1] }).password;
  return problem ? null : encryptPassword(password, gatewayPublicKey());
}

type Change = (client: GatewayClient) => Promise<void>;

/** What an `intent` does, or the refusal of its input. */
function changeOf(form: FormData): Change | Response {
  const intent = String(form.get("intent") ?? "");
  const userId = Number(form.get("userId"));
  if (intent === "add") {
    const draft = { userName: String(form.get("userName") ?? ""), realName: String(form.get("realName") ?? ""), contact: String(form.get("contact") ?? ""), password: "", roleIds: roleIdsOf(form) };
    const problems = draftErrors(draft, false);
    const first = Object.values(problems)[0];
    if (first) return refused(`subAccounts:${first}`, 400);
    const passwordCipher = passwordCipherOf(form);
    if (!passwordCipher) return refused("subAccounts:passwordRule", 400);
    const contact = draft.contact.trim();
    const kind = contactKind(contact);
    return (client) => addSubAccount(client, {
      userName: draft.userName.trim(), realName: draft.realName.trim(), phone: kind === "phone" ? contact : "", email: kind === "email" ? contact : "",
      passwordCipher, roleIds: draft.roleIds,
    });
  }
  if (!Number.isSafeInteger(userId) || userId <= 0) return refused("errors.request", 400);
  if (intent === "roles") {
    const roleIds = roleIdsOf(form);
    if (!roleIds.length) return refused("subAccounts:rolesRequired", 400);
    return (client) => editSubAccountRoles(client, userId, roleIds);
  }
  if (intent === "enable" || intent === "disable") return (client) => setSubAccountStatus(client, userId, intent === "enable" ? 1 : 2);
  if (intent === "delete") return (client) => deleteSubAccount(client, userId);
  return refused("errors.request", 400);
}

/** POST: one change, after the owner check. @throws redirect to /login without a session */
export async function subAccountsAction(request: Request): Promise<Response> {
  const form = await readForm(request);
  const change = changeOf(form);
  if (change instanceof Response) return change;
  try {
    const run = await withGateway(request, async (client) => {
      const who = await standing(client);
      if (!who.allowed) return "subAccounts:notOwner";
      if (who.isDemo) return "subAccounts:demo";
      await change(client);
      return null;
    });
    if (run.result) return Response.json({ ok: false, error: run.result }, { status: 403, headers: run.headers });
    return Response.json({ ok: true }, { headers: run.headers });
  } catch (err) {
    return failureReply(err);
  }
}
