/**
 * The assistant's wire entities (assistant §3), as the socket sends them.
 * @module features/assistant/model/types
 */
import type { ChatMessage } from "./chat";

export interface AiSession {
  session_id: string;
  title: string;
  type: "session" | "teamSession";
  isTopup: boolean;
  updated_at: string;
  creator?: string;
  msg_count?: number;
  partakeUsers?: Array<{ user_id: string; user_name: string }>;
  teamPrompts?: number[];
}
export interface Agent {
  agent_id: number;
  agent_name: string;
  agent_desc: string;
}
export interface Theme {
  title: string;
  prompt: string;
  agent_theme_id: number;
}
export interface UserAgent extends Agent {
  user_agent_id: number;
  updated_at: string;
  themes: Theme[];
}
export interface Model {
  model_id: number;
  model_name: string;
  model_code: string;
}
export interface PromptGroup {
  group_name: string;
  prompts: Array<{ title: string; content: string }>;
}
export interface TeamPrompt {
  team_prompt_id: number;
  title: string;
  content: string;
  is_haveing: boolean;
}
export interface TeamUser {
  user_id: string;
  user_name: string;
}

/** What the drawer's main area shows. @see AI-04 */
export type AssistantView =
  | { kind: "session"; id: string }
  | { kind: "agent"; userAgentId: number }
  | { kind: "agents" }
  | { kind: "agent-add" }
  | { kind: "topic"; sessionId: string }
  | { kind: "templates" };

/** A chat's state. @see AI-48 */
export type ChatPhase = "idle" | "loading" | "streaming";

/** One chat (a session's or a user agent's). */
export interface ChatState {
  messages: ChatMessage[];
  phase: ChatPhase;
  /** The host's history of the chat has been shown (a question asked before it waits for it). */
  loaded?: boolean;
  /** Questions asked in the chat on this page (a history requested before one cannot hold it). */
  asked?: number;
}

/** The default model. @see AI-69 */
export const DEFAULT_MODEL_CODE = "deepseek-r1";

/** Sessions as the sidebar orders them: pinned first, then the most recently updated. @see AI-21 */
export function orderSessions(list: readonly AiSession[]): AiSession[] {
  return [...list].sort((a, b) => Number(b.isTopup) - Number(a.isTopup) || (a.updated_at < b.updated_at ? 1 : a.updated_at > b.updated_at ? -1 : 0));
}
