/**
 * The mock assistant socket (`/unite`): every method of assistant §7 (AISOCK-12..22). A frame
 * is `{authorization, company_code, source: "aiRobot", method, userid, data}`; a reply is
 * `{code, method, message, data}` with code 0 on success. A frame that does not parse, or lacks
 * the fields the portal adds, gets a reply with method `error`. `robot` and `message` stream
 * their answer as several replies of that method, `data.finish` true on the last. What the host
 * composes (those answers, the agents, their themes, the prompt groups, a new session's default
 * title) is in the socket's language, from the upgrade's
 * `Accept-Language` (zh_CN without one), deterministically.
 * Transport-free: `net/sockets.ts` binds it to `ws`.
 * @module mock-gateway/assistant/socket
 */
import type { GatewayLanguage } from "../../app/gateway/schemas";
import type { GatewayContext } from "../core/context";
import { gatewayTime } from "../seed/time";
import { composeAnswer } from "./answers";
import {
  addSession, agentsOf, chatsOf, clearChats, promptsOf, sessionFor, sessionsOf, teamPromptsOf, themesOf, userAgentsOf, usersOf, wireSession,
} from "./data";
import { recordExchange } from "./question-stream";
import { quotaFor, takeQuota } from "./quota";
import { settingsOf } from "./settings";
import { playAnswer } from "./stream";

type Data = Record<string, unknown>;
type Reply = (method: string, data: unknown, code?: number, message?: string) => void;

/** One open assistant socket of a user. */
export interface AssistantConn {
  username: string;
  /** The socket's language (its upgrade's Accept-Language; zh_CN without one): answers and themes are in it. */
  language: GatewayLanguage;
  send(text: string): void;
  /** Cancels of answers still playing (ended when the socket closes). */
  playing: Set<() => void>;
}

const num = (v: unknown) => (typeof v === "number" ? v : Number(v));

/** Handles one frame of `conn`. Never throws. */
export function onAssistantFrame(ctx: GatewayContext, conn: AssistantConn, text: string): void {
  const reply: Reply = (method, data, code = 0, message = code === 0 ? "success" : "failed") =>
    conn.send(JSON.stringify({ code, method, message, data }));
  let frame: Data;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) throw new Error("not an object");
    frame = parsed as Data;
  } catch {
    return reply("error", null, 1, "invalid frame");
  }
  if (frame.source !== "aiRobot" || !frame.authorization || frame.userid === undefined) {
    return reply("error", null, 1, "frame without authorization, userid or source");
  }
  const method = String(frame.method ?? "");
  const data = (typeof frame.data === "object" && frame.data !== null ? frame.data : {}) as Data;
  try {
    handle(ctx, conn, method, data, reply);
  } catch {
    reply(method, null, 1, "failed");
  }
}

function handle(ctx: GatewayContext, conn: AssistantConn, method: string, data: Data, reply: Reply): void {
  const me = conn.username;
  const db = ctx.db;
  const now = () => gatewayTime(ctx.clock.now());
  const session = () => sessionFor(ctx, me, data.session_id);
  const missing = () => reply(method, null, 1, "session not found");
  switch (method) {
    case "ping":
      return reply("ping", null);
    case "getSessions":
      return reply(method, sessionsOf(ctx, me).map((s) => wireSession(ctx, s)));
    case "clearSessions":
      for (const s of sessionsOf(ctx, me).filter((x) => x.username === me && x.type === "session")) {
        clearChats(ctx, s.session_id);
        db.aiSession.delete({ where: { session_id: { equals: s.session_id } } });
      }
      return reply(method, null);
    case "addSession":
      return reply(method, wireSession(ctx, addSession(ctx, me, typeof data.title === "string" ? data.title : undefined, conn.language)));
    case "editSession": {
      const s = session();
      const title = typeof data.title === "string" ? [...data.title.trim()].slice(0, 60).join("") : "";
      if (!s || !title) return missing();
      db.aiSession.update({ where: { session_id: { equals: s.session_id } }, data: { title, updated_at: now() } });
      return reply(method, { session_id: s.session_id, title });
    }
    case "clearSession": {
      const s = session();
      if (!s) return missing();
      clearChats(ctx, s.session_id);
      return reply(method, { session_id: s.session_id });
    }
    case "exitSession": {
      const s = session();
      if (!s) return missing();
      if (s.username === me) {
        clearChats(ctx, s.session_id);
        db.aiSession.delete({ where: { session_id: { equals: s.session_id } } });
      } else db.aiSession.update({ where: { session_id: { equals: s.session_id } }, data: { members: s.members.filter((m) => m !== me) } });
      return reply(method, { session_id: s.session_id });
    }
    case "sessionTopup":
    case "sessionUnTopup": {
      const s = session();
      if (!s) return missing();
      db.aiSession.update({ where: { session_id: { equals: s.session_id } }, data: { isTopup: method === "sessionTopup" } });
      return reply(method, { session_id: s.session_id, isTopup: method === "sessionTopup" });
    }
    case "addSessionPartition": {
      const s = session();
      if (!s) return missing();
      const n = db.chatMessage.count({ where: { session_id: { equals: s.session_id } } });
      const m = db.chatMessage.create({ message_id: `${s.session_id}-${n + 1}`, session_id: s.session_id, source: 3, content: "", think: "", created_at: now(), user_name: me });
      return reply(method, { session_id: s.session_id, message_id: m.message_id });
    }
    case "getSessionDetail": {
      if (data.user_agent_id !== undefined) {
        const ua = userAgentsOf(ctx, me, conn.language).find((u) => u.user_agent_id === num(data.user_agent_id));
        if (!ua) return reply(method, null, 1, "agent not found");
        return reply(method, { ...ua, chats: chatsOf(ctx, `ua-${ua.user_agent_id}`) });
      }
      const s = session();
      if (!s) return missing();
      return reply(method, { ...wireSession(ctx, s), chats: chatsOf(ctx, s.session_id) });
    }
    case "convertSession": {
      const s = session();
      const title = typeof data.title === "string" ? data.title.trim() : "";
      const members = Array.isArray(data.partake_users) ? data.partake_users.map(String) : [];
      const ids = Array.isArray(data.team_prompt_ids) ? data.team_prompt_ids.map(num).filter(Number.isFinite) : [];
      if (!s) return missing();
      if (!title || members.length === 0 || ids.length > 10) return reply(method, null, 1, "invalid team topic");
      if (num(data.is_his) === 0) clearChats(ctx, s.session_id);
      db.aiSession.update({ where: { session_id: { equals: s.session_id } }, data: {
        type: "teamSession", title, members: [...new Set([me, ...members])], team_prompt_ids: ids, updated_at: now(),
      } });
      return reply(method, wireSession(ctx, session()!));
    }
    case "getPrompts":
      return reply(method, promptsOf(ctx, conn.language));
    case "getQuota":
      return reply(method, quotaFor(ctx, me));
    case "getModels":
      return reply(method, db.assistantModel.findMany({ orderBy: { model_id: "asc" } }).map(({ isDefault: _d, ...m }) => m));
    case "getAgents":
      return reply(method, agentsOf(ctx, conn.language));
    case "getUserAgents":
      return reply(method, userAgentsOf(ctx, me, conn.language));
    case "userAgentDetail": {
      const ua = userAgentsOf(ctx, me, conn.language).find((u) => u.user_agent_id === num(data.user_agent_id));
      return ua ? reply(method, ua) : reply(method, null, 1, "agent not found");
    }
    case "getUsers":
      return reply(method, usersOf(ctx, me));
    case "getTeamPrompts":
      return reply(method, teamPromptsOf(ctx, me));
    case "addTeamPrompt":
    case "editTeamPrompt": {
      const title = typeof data.title === "string" ? data.title.trim() : "";
      const content = typeof data.content === "string" ? data.content.trim() : "";
      if (!title || [...title].length > 20 || !content || [...content].length > 1000) return reply(method, null, 1, "invalid template");
      if (method === "addTeamPrompt") {
        const id = Math.max(0, ...db.teamPrompt.getAll().map((t) => t.team_prompt_id)) + 1;
        db.teamPrompt.create({ team_prompt_id: id, owner: me, title, content });
        return reply(method, { team_prompt_id: id, title, content, is_haveing: true });
      }
      const t = db.teamPrompt.findFirst({ where: { team_prompt_id: { equals: num(data.team_prompt_id) } } });
      if (!t || t.owner !== me) return reply(method, null, 1, "非自己创建模板，无法编辑");
      db.teamPrompt.update({ where: { team_prompt_id: { equals: t.team_prompt_id } }, data: { title, content } });
      return reply(method, { team_prompt_id: t.team_prompt_id, title, content, is_haveing: true });
    }
    case "delTeamPrompt": {
      const t = db.teamPrompt.findFirst({ where: { team_prompt_id: { equals: num(data.team_prompt_id) } } });
      if (!t) return reply(method, null, 1, "template not found");
      if (t.owner !== me) return reply(method, null, 1, "非自己创建模板，无法删除");
      db.teamPrompt.delete({ where: { team_prompt_id: { equals: t.team_prompt_id } } });
      return reply(method, { team_prompt_id: t.team_prompt_id });
    }
    case "bindUserAgent": {
      const agent = db.agent.findFirst({ where: { agent_id: { equals: num(data.agent_id) } } });
      if (!agent) return reply(method, null, 1, "agent not found");
      const existing = userAgentsOf(ctx, me, conn.language).find((u) => u.agent_id === agent.agent_id);
      if (!existing) {
        const id = Math.max(100, ...db.userAgent.getAll().map((u) => u.user_agent_id)) + 1;
        db.userAgent.create({ user_agent_id: id, username: me, agent_id: agent.agent_id, updated_at: now() });
      }
      return reply(method, userAgentsOf(ctx, me, conn.language).find((u) => u.agent_id === agent.agent_id));
    }
    case "unbindUserAgent": {
      const id = num(data.user_agent_id);
      const ua = db.userAgent.findFirst({ where: { user_agent_id: { equals: id } } });
      if (!ua || ua.username !== me) return reply(method, null, 1, "agent not found");
      db.userAgent.delete({ where: { user_agent_id: { equals: id } } });
      clearChats(ctx, `ua-${id}`);
      return reply(method, { user_agent_id: id, agent_id: ua.agent_id });
    }
    case "robot":
    case "message":
      return answer(ctx, conn, method, data, reply);
    default:
      return reply("error", null, 1, `unknown method ${method.slice(0, 40)}`);
  }
}

/** robot (agent chat) and message (screenshot analysis): the quota, then the streamed answer. */
function answer(ctx: GatewayContext, conn: AssistantConn, method: "robot" | "message", data: Data, reply: Reply): void {
  const message = typeof data.message === "string" ? data.message : "";
  const images = Array.isArray(data.images) ? data.images.filter((x): x is string => typeof x === "string") : [];
  let chatId: string;
  let key: Record<string, unknown>;
  let agentId: number | undefined;
  if (method === "robot") {
    const ua = ctx.db.userAgent.findFirst({ where: { user_agent_id: { equals: num(data.user_agent_id) } } });
    if (!ua || ua.username !== conn.username) return reply(method, null, 1, "agent not found");
    chatId = `ua-${ua.user_agent_id}`;
    key = { user_agent_id: ua.user_agent_id, agent_id: ua.agent_id };
    agentId = ua.agent_id;
    ctx.db.userAgent.update({ where: { user_agent_id: { equals: ua.user_agent_id } }, data: { updated_at: gatewayTime(ctx.clock.now()) } });
  } else {
    const s = sessionFor(ctx, conn.username, data.session_id);
    if (!s) return reply(method, null, 1, "session not found");
    chatId = s.session_id;
    key = { session_id: s.session_id };
  }
  if (!message.trim() && images.length === 0) return reply(method, null, 1, "empty message");
  if (!takeQuota(ctx, conn.username, agentId)) return reply(method, null, 1, "今日额度已达上限");
  const theme = method === "robot" && data.agent_theme_id !== undefined ? themesOf(agentId!, conn.language).find((t) => t.agent_theme_id === num(data.agent_theme_id)) : undefined;
  const result = composeAnswer(theme?.prompt ?? message, images[0], settingsOf(ctx).minContentChars, conn.language);
  const message_id = method === "robot" ? recordAgentExchange(ctx, chatId, conn.username, message, result) : recordExchange(ctx, chatId, conn.username, message, result);
  let cancel = () => {};
  cancel = playAnswer(result, settingsOf(ctx), (chunk) => reply(method, { ...key, message_id, ...chunk, finish: false }), (broken) => {
    conn.playing.delete(cancel);
    reply(method, { ...key, message_id, think: "", content: "", finish: true, broken });
  });
  conn.playing.add(cancel);
}

function recordAgentExchange(ctx: GatewayContext, chatId: string, username: string, question: string, a: { think: string; content: string }): string {
  const n = ctx.db.chatMessage.count({ where: { session_id: { equals: chatId } } });
  const at = gatewayTime(ctx.clock.now());
  ctx.db.chatMessage.create({ message_id: `${chatId}-${n + 1}`, session_id: chatId, source: 1, content: question, think: "", created_at: at, user_name: username });
  ctx.db.chatMessage.create({ message_id: `${chatId}-${n + 2}`, session_id: chatId, source: 2, content: a.content, think: a.think, created_at: at, user_name: "assistant" });
  return `${chatId}-${n + 2}`;
}
