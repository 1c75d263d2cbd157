/**
 * Server side of `/api/lite-guide`: the guide for the signed-in user, and its status changes.
 * Answers `{ok: true, …}` or `{ok: false, failure}` as {@link respondJson}; bad input is refused
 * with 400 `{ok: false, error}` before any gateway call.
 * @module features/lite-guide/api
 * @see GUIDE-01 @see GUIDE-02 @see GUIDE-03 @see GUIDE-18
 */
import { getUserInfo, queryLiteGuideInfo, querySystemParam, respondJson, updateLiteGuide } from "~/gateway/index.server";
import { readForm } from "~/features/security";
import { serverEnv } from "~/utils/env.server";
import { isGuideUser, parseStatus } from "./model";

/** The system parameter listing the guide's user ids. @see GUIDE-01 */
export const LITE_LIMIT_PARAM = "LITE_LIMIT_USER_IDS";

/**
 * GET: `{ok: true, guide}`: the gateway's guide info (its field names) for a user the guide is
 * for (GUIDE-01..03), else `guide: null` without reading it.
 * @see GUIDE-18
 */
export function liteGuideLoader(request: Request): Promise<Response> {
  return respondJson(request, async (client) => {
    const [user, limit] = await Promise.all([getUserInfo(client), querySystemParam(client, LITE_LIMIT_PARAM)]);
    const development = serverEnv().NODE_ENV === "development";
    if (!isGuideUser(user.userId, limit, development)) return { guide: null };
    return { guide: await queryLiteGuideInfo(client) };
  });
}

/**
 * POST `guideStatus=1|2|3|4`: saves the guide's status (`updateLiteGuide`); `{ok: true}`.
 * @see GUIDE-07 @see GUIDE-08 @see GUIDE-09 @see GUIDE-10
 */
export async function liteGuideAction(request: Request): Promise<Response> {
  const status = parseStatus((await readForm(request)).get("guideStatus"));
  if (status === null) return Response.json({ ok: false as const, error: "common:errors.request" }, { status: 400 });
  return respondJson(request, async (client) => (await updateLiteGuide(client, status), {}));
}
