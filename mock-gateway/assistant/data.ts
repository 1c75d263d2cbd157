/**
 * The mock assistant's data methods over the @mswjs/data state: what each socket method of
 * assistant §7 reads or changes. Field names are the wire's (assistant §3).
 * @module mock-gateway/assistant/data
 */
import type { GatewayLanguage } from "../../app/gateway/schemas";
import type { GatewayContext } from "../core/context";
import { gatewayTime } from "../seed/time";
import { NEW_SESSION_TITLE, agentIn, promptGroupIn } from "./localised";

/** Suggested themes per agent ('you may want to see'), `[title, prompt]`, in each language, same order. */
const THEMES: Readonly<Record<GatewayLanguage, Record<number, Array<[string, string]>>>> = {
  zh_CN: {
    1: [["标题优化", "帮我优化一个蓝牙耳机的商品标题"], ["五点描述", "为便携榨汁杯写五点描述"]],
    2: [["TikTok 退货政策", "TikTok Shop 的退货政策是什么？"], ["亚马逊账户健康", "亚马逊账户健康评分如何提升？"]],
    3: [["ACoS 过高", "我的广告 ACoS 过高怎么办？"], ["出价建议", "新品广告如何设置出价？"]],
  },
  en_US: {
    1: [["Title optimisation", "Help me optimise the title of a pair of Bluetooth earphones"], ["Bullet points", "Write five bullet points for a portable blender cup"]],
    2: [["TikTok return policy", "What is TikTok Shop's return policy?"], ["Amazon account health", "How do I improve my Amazon account health rating?"]],
    3: [["ACoS too high", "What should I do when my ad ACoS is too high?"], ["Bid suggestions", "How should I set the bids of a new product's ads?"]],
  },
  ko_KR: {
    1: [["제목 최적화", "블루투스 이어폰 상품 제목을 최적화해 주세요"], ["5가지 핵심 설명", "휴대용 블렌더 컵의 5가지 핵심 설명을 써 주세요"]],
    2: [["TikTok 반품 정책", "TikTok Shop의 반품 정책은 무엇인가요?"], ["아마존 계정 상태", "아마존 계정 상태 점수를 어떻게 높이나요?"]],
    3: [["ACoS 과다", "광고 ACoS가 너무 높으면 어떻게 하나요?"], ["입찰가 제안", "신상품 광고의 입찰가는 어떻게 설정하나요?"]],
  },
};

/** The themes of an agent in `language` (zh_CN by default); a theme's id is the same in every language. */
export function themesOf(agentId: number, language: GatewayLanguage = "zh_CN") {
  return (THEMES[language][agentId] ?? []).map(([title, prompt], i) => ({ title, prompt, agent_theme_id: agentId * 10 + i + 1 }));
}

type Row = ReturnType<GatewayContext["db"]["aiSession"]["findFirst"]> & object;

/** A session row as the wire sends it. */
export function wireSession(ctx: GatewayContext, s: Row) {
  return {
    session_id: s.session_id,
    title: s.title,
    type: s.type,
    isTopup: s.isTopup,
    updated_at: s.updated_at,
    mode: s.mode,
    creator: s.username,
    msg_count: ctx.db.chatMessage.count({ where: { session_id: { equals: s.session_id } } }),
    partakeUsers: s.members.map((u) => ({ user_id: u, user_name: u })),
    teamPrompts: s.team_prompt_ids,
  };
}

/** The sessions a user sees: own and team topics they are a member of. */
export function sessionsOf(ctx: GatewayContext, username: string) {
  return ctx.db.aiSession.getAll().filter((s) => s.username === username || s.members.includes(username));
}

/** A session the user may act on, or null. */
export function sessionFor(ctx: GatewayContext, username: string, id: unknown) {
  const s = ctx.db.aiSession.findFirst({ where: { session_id: { equals: String(id) } } });
  return s && (s.username === username || s.members.includes(username)) ? s : null;
}

/**
 * The chat of a session (or of a user agent, `ua-{user_agent_id}`), oldest first. An answer the
 * client stopped carries `stopped: true` (AI-51); the others carry no such field.
 */
export function chatsOf(ctx: GatewayContext, sessionId: string) {
  return ctx.db.chatMessage
    .findMany({ where: { session_id: { equals: sessionId } } })
    .map(({ session_id: _s, stopped, ...m }) => (stopped ? { ...m, stopped: true } : m));
}

/** The user agents of a user, with their agent's name, description and themes (in `language`). */
export function userAgentsOf(ctx: GatewayContext, username: string, language: GatewayLanguage = "zh_CN") {
  return ctx.db.userAgent.findMany({ where: { username: { equals: username } }, orderBy: { user_agent_id: "asc" } }).map((ua) => {
    const agent = ctx.db.agent.findFirst({ where: { agent_id: { equals: ua.agent_id } } });
    const words = agent ? agentIn(agent, language) : { agent_name: "", agent_desc: "" };
    return {
      user_agent_id: ua.user_agent_id, agent_id: ua.agent_id, updated_at: ua.updated_at,
      ...words, themes: themesOf(ua.agent_id, language),
    };
  });
}

/** The users of the companies `username` belongs to (team-topic members). */
export function usersOf(ctx: GatewayContext, username: string) {
  const companies = new Set(ctx.db.membership.findMany({ where: { username: { equals: username } } }).map((m) => m.companyId));
  const names = new Set(ctx.db.membership.getAll().filter((m) => companies.has(m.companyId)).map((m) => m.username));
  return [...names].sort().map((u) => {
    const user = ctx.db.user.findFirst({ where: { username: { equals: u } } });
    return { user_id: u, user_name: user?.realName ? `${user.realName} (${u})` : u };
  });
}

/** Team templates with `is_haveing` for the user. */
export function teamPromptsOf(ctx: GatewayContext, username: string) {
  return ctx.db.teamPrompt.findMany({ orderBy: { team_prompt_id: "asc" } }).map((t) => ({
    team_prompt_id: t.team_prompt_id, title: t.title, content: t.content, is_haveing: t.owner === username,
  }));
}

/** Prompt groups as `{group_name, prompts}`, in `language` where the catalogue has it (localised.ts). */
export function promptsOf(ctx: GatewayContext, language: GatewayLanguage = "zh_CN") {
  return ctx.db.promptGroup.findMany({ orderBy: { id: "asc" } }).map((g) => {
    const localised = promptGroupIn(g.id, language);
    if (localised) return localised;
    let prompts: unknown = [];
    try {
      prompts = JSON.parse(g.promptsJson);
    } catch {
      /* seeded JSON; never malformed */
    }
    return { group_name: g.group_name, prompts };
  });
}

/** The agents' catalogue (`getAgents`) in `language`. */
export function agentsOf(ctx: GatewayContext, language: GatewayLanguage = "zh_CN") {
  return ctx.db.agent.findMany({ orderBy: { agent_id: "asc" } }).map((a) => ({ agent_id: a.agent_id, ...agentIn(a, language) }));
}

/**
 * Adds a personal session (type 1 → session) and returns it. Without a title, it is the new
 * session's title in `language` (`new session` in en_US, AI-20).
 */
export function addSession(ctx: GatewayContext, username: string, title?: string, language: GatewayLanguage = "zh_CN") {
  const ids = ctx.db.aiSession.getAll().map((s) => s.session_id);
  let n = ids.length + 1;
  while (ids.includes(`s-${username}-${n}`)) n += 1;
  return ctx.db.aiSession.create({
    session_id: `s-${username}-${n}`, username, title: title?.trim() || NEW_SESSION_TITLE[language], type: "session", isTopup: false,
    updated_at: gatewayTime(ctx.clock.now()), mode: "chat", members: [], team_prompt_ids: [],
  });
}

/** Deletes a session's messages. */
export function clearChats(ctx: GatewayContext, sessionId: string): void {
  ctx.db.chatMessage.deleteMany({ where: { session_id: { equals: sessionId } } });
}
