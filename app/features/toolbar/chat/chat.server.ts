/**
 * GET /api/toolbar/chat-link?systemCode=…: the customer-service chat window's address for the
 * signed-in seller in the current system (LAYOUT-31).
 * @module features/toolbar/chat/chat.server
 * @see LAYOUT-31 @see LAYOUT-32 @see LAYOUT-33 @see LAYOUT-34
 */
import { z } from "zod";
import { getUserInfo, querySubjectInfoForChat, querySystemParamGroup, respondJson } from "~/gateway/index.server";
import { chatBaseUrl } from "~/utils/env.server";
import { buildChatUrl, chatIdFor, chatNickName, isChatUrl } from "./chat-url";

/** The parameter group that holds the chat's AgentId and the chatId of each system. */
export const CHAT_CONFIG_GROUP = "ECS_CUSTOMER_CONFIG";

const systemCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);

/**
 * Answers `{ok: true, url}`: the chat URL on CHAT_URL's origin with accountId (userId), AgentId,
 * nickName (company, else phone, else nick name, plus the current company's packages, both from
 * the subject info query with systemCode SSO_SYS_USER, LAYOUT-34), chatId
 * (the system's, else ERP's) and visitorId (userCode, else user name); `url: null` when the chat
 * is not configured (no AgentId or chatId). 400 `{ok: false, error}` for a bad systemCode; a
 * gateway failure as {@link respondJson} answers it.
 */
export function chatLinkLoader(request: Request): Promise<Response> | Response {
  const systemCode = systemCodeSchema.safeParse(new URL(request.url).searchParams.get("systemCode"));
  if (!systemCode.success) return Response.json({ ok: false as const, error: "account:errors.badInput" }, { status: 400 });
  return respondJson(request, async (client) => {
    const [user, subjects, config] = await Promise.all([getUserInfo(client), querySubjectInfoForChat(client), querySystemParamGroup(client, CHAT_CONFIG_GROUP)]);
    const company = subjects.find((s) => s.subjectCodeEncrypt === user.subjectCodeEncrypt) ?? null;
    const packages = (company?.packageInfoOnlineDTOS ?? []).map((p) => p.packageName);
    const base = chatBaseUrl();
    const url = buildChatUrl(base, {
      accountId: String(user.userId),
      AgentId: config.get("AgentId") ?? "",
      nickName: chatNickName({ companyName: company?.companyName ?? user.onlineSubjectName, phone: user.phone, nickName: user.nickName }, packages),
      chatId: chatIdFor(systemCode.data, config) ?? "",
      visitorId: user.userCode || user.userName,
    });
    return { url: url && isChatUrl(url, base) ? url : null };
  });
}
