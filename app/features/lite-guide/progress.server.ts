/**
 * GET `/api/lite-guide?poll=progress`: the lite guide's 60 s progress poll (GUIDE-12), a GET to
 * the external onboarding-progress endpoint (GUIDE-13) made here, so the gateway token stays in
 * the session. When the pull is complete (all three at 100, GUIDE-17) the guide's info is read
 * again, so step 2's state is the gateway's own.
 * @module features/lite-guide/progress
 * @see GUIDE-12 @see GUIDE-13 @see GUIDE-17
 */
import { fetchOnboardingProgress, getUserInfo, OnboardingProgressError, queryLiteGuideInfo, querySystemParam, respondJson, type GatewayClient, type OnboardingProgress } from "~/gateway/index.server";
import { toGatewayLanguage } from "~/i18n/config";
import { requestLanguage } from "~/i18n/i18next.server";
import { onboardingProgressUrl, serverEnv } from "~/utils/env.server";
import { isGuideUser, itemComplete } from "./model";

/** The system parameter listing the guide's user ids. @see GUIDE-01 */
export const LITE_LIMIT_PARAM = "LITE_LIMIT_USER_IDS";

/** The i18n keys of a poll that gave nothing usable: the endpoint failed, or answered something else. */
export const PROGRESS_ERRORS = { failed: "liteGuide:progressFailed", bad: "liteGuide:progressBad" } as const;

/** Whether the guide is for the signed-in user (GUIDE-01..03); their info when it is. */
export async function guideUser(client: GatewayClient) {
  const [user, limit] = await Promise.all([getUserInfo(client), querySystemParam(client, LITE_LIMIT_PARAM)]);
  return isGuideUser(user.userId, limit, serverEnv().NODE_ENV === "development") ? user : null;
}

/**
 * Answers `{ok: true, progress, guide}`: the pull's percentages, and the guide's info read again
 * when all three are 100 (else `guide` is absent). `{ok: true, progress: null}` for a user the
 * guide is not for (nothing polled). A failed or bad reply of the endpoint answers 502
 * `{ok: false, error}` with {@link PROGRESS_ERRORS}' key; a gateway failure as {@link respondJson}.
 */
export async function pollProgress(request: Request): Promise<Response> {
  const language = toGatewayLanguage(await requestLanguage(request));
  let error: OnboardingProgressError | null = null;
  const answer = await respondJson(request, async (client) => {
    const user = await guideUser(client);
    if (!user || !client.token) return { progress: null };
    let progress: OnboardingProgress;
    try {
      progress = await fetchOnboardingProgress({ url: onboardingProgressUrl(), userId: user.userId, token: client.token, company: user.subjectCodeEncrypt ?? "", language, signal: request.signal });
    } catch (err) {
      if (err instanceof OnboardingProgressError) return (error = err), { progress: null };
      throw err;
    }
    const complete = itemComplete(progress.listing) && itemComplete(progress.inventory) && itemComplete(progress.order);
    return complete ? { progress, guide: await queryLiteGuideInfo(client) } : { progress };
  });
  if (!error) return answer;
  // The answer's headers carry a rotated token's cookie (GW-05): kept on the refusal too.
  const headers = new Headers(answer.headers);
  headers.delete("Content-Length");
  return Response.json({ ok: false as const, error: PROGRESS_ERRORS[(error as OnboardingProgressError).kind] }, { status: 502, headers });
}
