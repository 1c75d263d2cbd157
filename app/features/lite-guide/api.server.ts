/**
 * Server side of `/api/lite-guide`: the guide for the signed-in user, and its status changes.
 * Answers `{ok: true, …}` or `{ok: false, failure}` as {@link respondJson}; bad input is refused
 * with 400 `{ok: false, error}` before any gateway call.
 * @module features/lite-guide/api
 * @see GUIDE-01 @see GUIDE-02 @see GUIDE-03 @see GUIDE-13 @see GUIDE-18
 */
import { queryLiteGuideInfo, respondJson, updateLiteGuide } from "~/gateway/index.server";
import { readForm } from "~/features/security";
import { parseStatus } from "./model";
import { guideUser, pollProgress } from "./progress.server";

/**
 * GET: `{ok: true, guide}`: the gateway's guide info (its field names) for a user the guide is
 * for (GUIDE-01..03), else `guide: null` without reading it. GET `?poll=progress`: the 60 s
 * progress poll, see {@link pollProgress}.
 * @see GUIDE-13 @see GUIDE-18
 */
export function liteGuideLoader(request: Request): Promise<Response> {
  if (new URL(request.url).searchParams.get("poll") === "progress") return pollProgress(request);
  return respondJson(request, async (client) => ((await guideUser(client)) ? { guide: await queryLiteGuideInfo(client) } : { guide: null }));
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
