/**
 * Reading the assistant socket's replies (AISOCK-12..22): each list is read item by item, so one
 * malformed item is dropped instead of breaking the drawer, and an item's optional parts take a
 * safe default (an agent without `themes` has none). Wire field names are kept, and fields the
 * portal does not read pass through unchanged.
 * @module features/assistant/model/replies
 * @see AISOCK-12
 */
import { z } from "zod";
import type { AiSession, Agent, Model, PromptGroup, TeamPrompt, TeamUser, UserAgent } from "./types";

const id = z.string().min(1);
const text = z.string().catch("");

const sessionSchema = z.object({
  session_id: id,
  title: text,
  type: z.enum(["session", "teamSession"]).catch("session"),
  isTopup: z.boolean().catch(false),
  updated_at: text,
  creator: z.string().optional().catch(undefined),
  msg_count: z.number().optional().catch(undefined),
  partakeUsers: z.array(z.object({ user_id: id, user_name: text })).optional().catch(undefined),
  teamPrompts: z.array(z.number()).optional().catch(undefined),
}).passthrough();
const agentFields = { agent_id: z.number(), agent_name: text, agent_desc: text };
const agentSchema = z.object(agentFields).passthrough();
const themeSchema = z.object({ title: z.string(), prompt: z.string(), agent_theme_id: z.number() });
const userAgentSchema = z.object({ ...agentFields, user_agent_id: z.number(), updated_at: text, themes: z.unknown().transform((v) => itemsOf(themeSchema, v)) }).passthrough();
const modelSchema = z.object({ model_id: z.number(), model_name: z.string(), model_code: z.string().min(1) });
const promptGroupSchema = z.object({ group_name: text, prompts: z.unknown().transform((v) => itemsOf(z.object({ title: z.string(), content: z.string() }), v)) });
const teamPromptSchema = z.object({ team_prompt_id: z.number(), title: text, content: text, is_haveing: z.boolean().catch(false) });
const teamUserSchema = z.object({ user_id: id, user_name: text });

/** The items of `value` that `schema` reads; `[]` when `value` is not an array. */
function itemsOf<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, value: unknown): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const read = schema.safeParse(item);
    return read.success ? [read.data] : [];
  });
}

/** One reply read by `schema`, or undefined when it is not one. */
function oneOf<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, value: unknown): T | undefined {
  const read = schema.safeParse(value);
  return read.success ? read.data : undefined;
}

/** The readers of each reply kind: `list` for a list reply, `one` for a single entity. */
export const REPLIES = {
  sessions: (v: unknown): AiSession[] => itemsOf(sessionSchema, v),
  session: (v: unknown): AiSession | undefined => oneOf(sessionSchema, v),
  agents: (v: unknown): Agent[] => itemsOf(agentSchema, v),
  userAgents: (v: unknown): UserAgent[] => itemsOf(userAgentSchema, v),
  userAgent: (v: unknown): UserAgent | undefined => oneOf(userAgentSchema, v),
  models: (v: unknown): Model[] => itemsOf(modelSchema, v),
  prompts: (v: unknown): PromptGroup[] => itemsOf(promptGroupSchema, v),
  teamPrompts: (v: unknown): TeamPrompt[] => itemsOf(teamPromptSchema, v),
  teamPrompt: (v: unknown): TeamPrompt | undefined => oneOf(teamPromptSchema, v),
  users: (v: unknown): TeamUser[] => itemsOf(teamUserSchema, v),
};
