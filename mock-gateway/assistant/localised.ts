/**
 * The mock assistant host's own catalogue in the three languages: the agents (names and
 * descriptions) and the prompt groups, as a host serves them in the language of the socket
 * (its upgrade's `Accept-Language`). The seeded rows (FIXTURE.md "Assistant": agents 1–3, the
 * groups "Listing" and "Customer service") keep their ids and counts; the en_US words are the
 * fixture's names. Agents or groups added later (none are) fall back to their stored row.
 * What users write (sessions, team templates, messages) stays in its writer's language.
 * @module mock-gateway/assistant/localised
 */
import type { GatewayLanguage } from "../../app/gateway/schemas";

/** The title of a session added without one (AI-20: `new session` in en_US; translated elsewhere). */
export const NEW_SESSION_TITLE: Readonly<Record<GatewayLanguage, string>> = {
  zh_CN: "新会话",
  en_US: "new session",
  ko_KR: "새 세션",
};

/** agent_id → [agent_name, agent_desc] per language. */
const AGENTS: Readonly<Record<GatewayLanguage, Readonly<Record<number, readonly [string, string]>>>> = {
  zh_CN: {
    1: ["Listing 文案助手", "写出高转化的 Listing 标题、五点描述和 A+ 文案"],
    2: ["平台政策助手", "解答亚马逊、TikTok 等平台政策问题"],
    3: ["广告分析师", "分析广告报表并给出调价建议"],
  },
  en_US: {
    1: ["Listing copywriter", "Writes high-converting listing titles, bullet points and A+ content"],
    2: ["Platform policy helper", "Answers questions on Amazon, TikTok and other platforms' policies"],
    3: ["Ads analyst", "Analyses advertising reports and suggests bid changes"],
  },
  ko_KR: {
    1: ["리스팅 카피라이터", "전환율 높은 리스팅 제목, 5가지 핵심 설명, A+ 콘텐츠를 작성합니다"],
    2: ["플랫폼 정책 도우미", "아마존, TikTok 등 플랫폼 정책에 관한 질문에 답합니다"],
    3: ["광고 분석가", "광고 보고서를 분석하고 입찰가 조정을 제안합니다"],
  },
};

/** An agent's name and description in `language` (its stored row when the catalogue lacks it). */
export function agentIn(agent: { agent_id: number; agent_name: string; agent_desc: string }, language: GatewayLanguage) {
  const words = AGENTS[language][agent.agent_id];
  return { agent_name: words?.[0] ?? agent.agent_name, agent_desc: words?.[1] ?? agent.agent_desc };
}

type Group = { group_name: string; prompts: Array<{ title: string; content: string }> };

/** Prompt group id → group per language (same prompts, same order). */
const GROUPS: Readonly<Record<GatewayLanguage, Readonly<Record<number, Group>>>> = {
  zh_CN: {
    1: { group_name: "Listing 优化", prompts: [
      { title: "标题优化", content: "请优化以下商品标题，突出核心卖点：" },
      { title: "五点描述", content: "根据以下卖点写五点描述：" },
      { title: "关键词挖掘", content: "为以下商品推荐 20 个搜索关键词：" },
    ] },
    2: { group_name: "客户服务", prompts: [
      { title: "差评回复", content: "请礼貌回复以下差评：" },
      { title: "物流延误致歉", content: "写一封物流延误的致歉邮件：" },
    ] },
  },
  en_US: {
    1: { group_name: "Listing", prompts: [
      { title: "Title optimisation", content: "Improve the following product title and bring out its key selling points:" },
      { title: "Bullet points", content: "Write five bullet points from the following selling points:" },
      { title: "Keyword research", content: "Suggest 20 search keywords for the following product:" },
    ] },
    2: { group_name: "Customer service", prompts: [
      { title: "Reply to a negative review", content: "Reply politely to the following negative review:" },
      { title: "Shipping delay apology", content: "Write an apology email for a shipping delay:" },
    ] },
  },
  ko_KR: {
    1: { group_name: "리스팅", prompts: [
      { title: "제목 최적화", content: "다음 상품 제목을 핵심 판매 포인트가 드러나도록 최적화해 주세요:" },
      { title: "5가지 핵심 설명", content: "다음 판매 포인트로 5가지 핵심 설명을 써 주세요:" },
      { title: "키워드 발굴", content: "다음 상품에 맞는 검색 키워드 20개를 추천해 주세요:" },
    ] },
    2: { group_name: "고객 서비스", prompts: [
      { title: "부정적 리뷰 답변", content: "다음 부정적 리뷰에 정중하게 답변해 주세요:" },
      { title: "배송 지연 사과", content: "배송 지연에 대한 사과 메일을 써 주세요:" },
    ] },
  },
};

/** A prompt group in `language`, or null when the catalogue lacks it. */
export function promptGroupIn(id: number, language: GatewayLanguage): Group | null {
  const g = GROUPS[language][id];
  return g ? { group_name: g.group_name, prompts: g.prompts.map((p) => ({ ...p })) } : null;
}
