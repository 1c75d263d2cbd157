/**
 * Server side of the account area's resource routes. Every answer is JSON: `{ok: true, …}` or
 * `{ok: false, failure}` (a {@link GatewayFailure}: the gateway's own message in the user's
 * language, or an i18n key), with the failure's status. Bad input is refused with 400 and
 * `{ok: false, error: "<i18n key>"}` before any gateway call. Only a 401 ends the session
 * (thrown redirect, GW-11). A demo user's write (scenes, menu style, version switch) is refused
 * with 403 `{ok: false, error: "account:demoTip"}` before any gateway write (DEMO-01).
 * @module features/account/actions
 * @see MENU-30 @see MENU-43 @see LAYOUT-03 @see MENU-46 @see LAYOUT-27 @see DEMO-01
 */
import { z } from "zod";
import { changePackageStyle, deleteCustomGroup, moneyAssistant, queryCustomGroups, saveCustomGroup, updatePlatformCode } from "~/gateway/account.server";
import { respondJson, respondUnlessDemo } from "~/gateway/index.server";
import { readForm } from "~/features/security";
import { toScene } from "./model/scenes";
import { validateSceneForm } from "./model/scene-rules";


const badInput = () => Response.json({ ok: false as const, error: "account:errors.badInput" }, { status: 400 });

/** GET /api/account/scenes: the user's custom scenes as {@link Scene}s. */
export function scenesLoader(request: Request) {
  return respondJson(request, async (client) => ({ scenes: (await queryCustomGroups(client)).map(toScene) }));
}

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const saveSchema = z.object({
  intent: z.literal("save"),
  groupId: id.optional(),
  customMenuName: z.string().max(200),
  menuIds: z.array(id).max(100),
  remark: z.string().max(2000).default(""),
});

/**
 * POST /api/account/scenes: `intent=save` (form fields; `groupId` present edits, MENU-30) or
 * `intent=delete` with `groupId` (MENU-43). The form is validated as the browser does
 * (MENU-33..36) before it is sent.
 */
export async function scenesAction(request: Request) {
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "delete") {
    const groupId = id.safeParse(form.get("groupId"));
    if (!groupId.success) return badInput();
    return respondUnlessDemo(request, async (client) => (await deleteCustomGroup(client, groupId.data), {}));
  }
  const parsed = saveSchema.safeParse({
    intent,
    groupId: form.get("groupId") || undefined,
    customMenuName: String(form.get("customMenuName") ?? ""),
    menuIds: form.getAll("menuIds"),
    remark: String(form.get("remark") ?? ""),
  });
  if (!parsed.success) return badInput();
  const { groupId, customMenuName, menuIds, remark } = parsed.data;
  if (validateSceneForm({ customMenuName, menuIds, remark }).length > 0) return badInput();
  return respondUnlessDemo(request, async (client) => {
    await saveCustomGroup(client, { ...(groupId === undefined ? {} : { groupId }), customMenuName: customMenuName.trim(), menuIds, remark, type: 1 });
    return {};
  });
}

/** POST /api/account/package-style `styleCode=1|2`: saves the menu style (LAYOUT-03). */
export async function packageStyleAction(request: Request) {
  const style = Number((await readForm(request)).get("styleCode"));
  if (style !== 1 && style !== 2) return badInput();
  return respondUnlessDemo(request, async (client) => (await changePackageStyle(client, style), { packageStyle: style }));
}

/** POST /api/account/platform-code `updatePlatformCode=…`: the version switch (MENU-46). */
export async function platformCodeAction(request: Request) {
  const code = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/).safeParse((await readForm(request)).get("updatePlatformCode"));
  if (!code.success) return badInput();
  return respondUnlessDemo(request, async (client) => (await updatePlatformCode(client, code.data), {}));
}

/**
 * GET /api/account/money-assistant: `{ok, url}` where url is null unless authStatus is 1
 * (LAYOUT-27). Only an http(s) url is handed out.
 */
export function moneyAssistantLoader(request: Request) {
  return respondJson(request, async (client) => {
    const reply = await moneyAssistant(client);
    const url = reply.authStatus === 1 && reply.url && /^https?:\/\//i.test(reply.url) ? reply.url : null;
    return { url };
  });
}
