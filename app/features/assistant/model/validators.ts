/**
 * The assistant's input rules (assistant §5, §9), pure: each returns the i18n key of the first
 * problem (namespace `assistant`), or null when the input is fine.
 * @module features/assistant/model/validators
 */

/** Longest session title, characters. @see AI-24 */
export const SESSION_TITLE_MAX = 60;
/** Most team templates in a topic. @see AI-36 */
export const TEAM_TEMPLATES_MAX = 10;
/** Longest template title, characters. @see AI-39 */
export const TEMPLATE_TITLE_MAX = 20;
/** Longest template content, characters. @see AI-41 */
export const TEMPLATE_CONTENT_MAX = 1000;
/** The daily quota when the quota reply gives none. @see AI-57 */
export const DEFAULT_DAILY_QUOTA = 10;
/** The agent exempt from the quota. @see AI-56 */
export const QUOTA_EXEMPT_AGENT_ID = 2;

/** Characters as a user counts them (code points, so an emoji is one). */
export const charCount = (s: string): number => [...s].length;

/**
 * The title to send for an inline rename, or null when nothing is sent: blank after trimming,
 * or unchanged. Longer than 60 characters is cut to 60 (the input's own limit).
 * @see AI-24 @see AI-25
 */
export function renameTitle(input: string, current: string): string | null {
  const title = [...input.trim()].slice(0, SESSION_TITLE_MAX).join("");
  return title === "" || title === current ? null : title;
}

/** The team-topic form. @see AI-33 */
export interface TopicForm {
  title: string;
  members: string[];
  templateIds: number[];
}

/** @see AI-34 @see AI-35 @see AI-36 */
export function validateTopic(form: TopicForm): "topic.nameRequired" | "topic.membersRequired" | "topic.templatesMax" | null {
  if (form.title.trim() === "") return "topic.nameRequired";
  if (form.members.length === 0) return "topic.membersRequired";
  if (new Set(form.templateIds).size > TEAM_TEMPLATES_MAX) return "topic.templatesMax";
  return null;
}

/**
 * Toggles a template in a topic's choice; adding an 11th is refused (`error` set, list unchanged).
 * @see AI-36
 */
export function toggleTemplate(ids: readonly number[], id: number): { ids: number[]; error: "topic.templatesMax" | null } {
  if (ids.includes(id)) return { ids: ids.filter((x) => x !== id), error: null };
  if (ids.length >= TEAM_TEMPLATES_MAX) return { ids: [...ids], error: "topic.templatesMax" };
  return { ids: [...ids, id], error: null };
}

/** @see AI-38 @see AI-39 @see AI-40 @see AI-41 */
export function validateTemplate(t: { title: string; content: string }):
  "template.titleRequired" | "template.titleMax" | "template.contentRequired" | "template.contentMax" | null {
  if (t.title.trim() === "") return "template.titleRequired";
  if (charCount(t.title) > TEMPLATE_TITLE_MAX) return "template.titleMax";
  if (t.content.trim() === "") return "template.contentRequired";
  if (charCount(t.content) > TEMPLATE_CONTENT_MAX) return "template.contentMax";
  return null;
}

/** Deleting a template: only its creator (`is_haveing`). @see AI-42 @see AI-43 */
export function canDeleteTemplate(t: { is_haveing?: boolean | number }): boolean {
  return t.is_haveing === true || t.is_haveing === 1;
}

/** The quota as the chat shows it and checks it. @see AI-10 @see AI-57 */
export function quotaOf(q: { daily_use_total?: number; daily_quota?: number } | null | undefined): { used: number; total: number } {
  const used = Number.isFinite(q?.daily_use_total) ? Math.max(0, q!.daily_use_total!) : 0;
  const total = Number.isFinite(q?.daily_quota) && q!.daily_quota! > 0 ? q!.daily_quota! : DEFAULT_DAILY_QUOTA;
  return { used, total };
}

/** What a send attempt meets, before anything is sent. */
export type SendCheck = "empty" | "busy" | "quota" | null;

/**
 * Checks a send: blank input is ignored (`empty`, no message), a reply being generated blocks it
 * (`busy`, 请等待上一条消息生成完成), a used-up quota blocks it (`quota`, 今日额度已达上限)
 * unless the chat is with agent 2.
 * @see AI-54 @see AI-55 @see AI-56 @see AI-58
 */
export function checkSend(input: {
  text: string;
  busy: boolean;
  quota: { used: number; total: number };
  agentId?: number | null;
  hasImage?: boolean;
}): SendCheck {
  if (input.text.trim() === "" && !input.hasImage) return "empty";
  if (input.busy) return "busy";
  if (input.agentId !== QUOTA_EXEMPT_AGENT_ID && input.quota.used >= input.quota.total) return "quota";
  return null;
}

/** A quote of a chat message. */
export interface Quote {
  message_id: string;
  content: string;
}

/** Adds a quote unless that message is already quoted. @see AI-68 */
export function addQuote(quotes: readonly Quote[], quote: Quote): Quote[] {
  return quotes.some((q) => q.message_id === quote.message_id) ? [...quotes] : [...quotes, quote];
}
