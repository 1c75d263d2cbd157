/**
 * The drawer's socket actions: loading, opening, sessions, team topics, templates and agents
 * (AISOCK-12..22). Each failure shows the host's message as a warning and changes nothing.
 * @module features/assistant/store/actions
 */
import type { AiSession, Agent, TeamPrompt, UserAgent } from "../model/types";
import { DEFAULT_MODEL_CODE, orderSessions } from "../model/types";
import { REPLIES } from "../model/replies";
import { quotaOf, renameTitle, type TopicForm } from "../model/validators";
import { AssistantRequestError, TOO_MANY_SOCKETS, type AssistantSocket } from "../socket/assistant-socket";
import type { History } from "./history";
import type { Store, Warning } from "./store";

/** Wait before the first session is selected on opening, ms. @see AI-17 */
export const FIRST_SELECT_DELAY_MS = 200;

/**
 * The warning of a failed socket request: the host's message, or a generic one; a failure that
 * only says the socket is not connected is marked so (`cause: "connection"`: the drawer shows the
 * connection's state instead of a toast per request).
 */
export function requestWarning(err: unknown): Warning {
  const message = err instanceof Error ? err.message : "";
  if (message === "not connected" || message === "connection closed") return { key: "socket.failed", cause: "connection" };
  return message && message !== "timeout" ? { text: message } : { key: "socket.failed" };
}

/** The texts the actions send (in the user's language, from the drawer). */
export interface ActionTexts {
  /** The title of a new session: `new session` in en_US, translated in zh_CN and ko_KR. @see AI-20 */
  newSessionTitle(): string;
}

/** The actions of one store and socket; `history` loads a chosen chat's messages (AI-29). */
export function createActions(store: Store, socket: AssistantSocket, history: History, texts: ActionTexts = { newSessionTitle: () => "new session" }) {
  /** Warns of a failed request; not when the socket was refused for too many tabs (the mask says so). */
  const warnFor = (err: unknown) => {
    if (!(err instanceof Error && err.message === TOO_MANY_SOCKETS)) store.warn(requestWarning(err));
  };
  const call = async <T>(method: string, data: Record<string, unknown> = {}): Promise<T | undefined> => {
    try {
      return await socket.request<T>(method, data);
    } catch (err) {
      warnFor(err);
      return undefined;
    }
  };
  const setSessions = (sessions: AiSession[]) => store.set({ sessions: orderSessions(sessions) });
  /** The id of the session the main panel shows (its chat, or its team-topic form), or null. */
  const viewedSession = (): string | null => {
    const v = store.get().view;
    return v?.kind === "session" ? v.id : v?.kind === "topic" ? v.sessionId : null;
  };
  const patchSession = (id: string, patch: Partial<AiSession>) =>
    setSessions(store.get().sessions.map((s) => (s.session_id === id ? { ...s, ...patch } : s)));

  const actions = {
    /** Loads everything the drawer lists. */
    async load(): Promise<void> {
      const [sessions, userAgents, agents, models, prompts, quota, teamPrompts, users] = await Promise.all([
        call("getSessions"), call("getUserAgents"), call("getAgents"),
        call("getModels"), call("getPrompts"), call("getQuota"),
        call("getTeamPrompts"), call("getUsers"),
      ]);
      const m = REPLIES.models(models);
      const current = store.get().modelCode;
      store.set({
        ...(sessions ? { sessions: orderSessions(REPLIES.sessions(sessions)) } : {}),
        ...(userAgents ? { userAgents: REPLIES.userAgents(userAgents) } : {}),
        agents: REPLIES.agents(agents), models: m, prompts: REPLIES.prompts(prompts), teamPrompts: REPLIES.teamPrompts(teamPrompts), users: REPLIES.users(users),
        quota: quotaOf(quota as never),
        modelCode: m.some((x) => x.model_code === current) ? current : (m.find((x) => x.model_code === DEFAULT_MODEL_CODE) ?? m[0])?.model_code ?? DEFAULT_MODEL_CODE,
      });
      // A session shown from the cache that the host no longer lists (deleted elsewhere).
      const shown = viewedSession();
      if (sessions && shown && !store.get().sessions.some((x) => x.session_id === shown)) await actions.sessionGone(shown);
    },
    /**
     * Opening: the cache shows at once; once loaded, a session is added when there is none;
     * 200 ms after opening the first session is selected (unless the user chose meanwhile).
     * @see AI-15 @see AI-16 @see AI-17
     */
    async open(): Promise<void> {
      const opened = Date.now();
      await actions.load();
      if (store.get().sessions.length === 0) await actions.addSession();
      const wait = Math.max(0, FIRST_SELECT_DELAY_MS - (Date.now() - opened));
      setTimeout(() => {
        const first = store.get().sessions[0];
        if (first && store.get().view === null) actions.selectSession(first.session_id);
      }, wait);
    },
    /** A personal session (type 1) titled `new session` in the user's language. @see AI-20 @see AISOCK-13 */
    async addSession(): Promise<void> {
      const s = REPLIES.session(await call("addSession", { title: texts.newSessionTitle(), type: 1 }));
      if (!s) return;
      setSessions([s, ...store.get().sessions.filter((x) => x.session_id !== s.session_id)]);
      // A new session has no history: its first question need not wait for one.
      store.chat(`s:${s.session_id}`, () => ({ loaded: true }));
      actions.selectSession(s.session_id);
    },
    /** Choosing a session clears the chosen agent; its detail comes 500 ms later. @see AI-29 @see AI-30 */
    selectSession(id: string): void {
      store.set({ view: { kind: "session", id }, quotes: [] });
      history.schedule({ kind: "session", id });
    },
    /** Choosing an agent clears the chosen session. @see AI-31 @see AISOCK-15 */
    selectAgent(ua: UserAgent): void {
      store.set({ view: { kind: "agent", userAgentId: ua.user_agent_id }, quotes: [] });
      history.schedule({ kind: "agent", userAgentId: ua.user_agent_id, agentId: ua.agent_id });
    },
    /** @see AI-24 @see AI-25 */
    async rename(s: AiSession, input: string): Promise<void> {
      const title = renameTitle(input, s.title);
      if (title === null) return;
      if (await call("editSession", { session_id: s.session_id, title })) patchSession(s.session_id, { title });
    },
    /** @see AI-22 */
    async togglePin(s: AiSession): Promise<void> {
      const method = s.isTopup ? "sessionUnTopup" : "sessionTopup";
      if (await call(method, { session_id: s.session_id })) patchSession(s.session_id, { isTopup: !s.isTopup });
    },
    /** @see AI-26 */
    async clearSession(s: AiSession): Promise<void> {
      if (await call("clearSession", { session_id: s.session_id })) store.chat(`s:${s.session_id}`, () => ({ messages: [] }));
    },
    /**
     * Clears all the user's sessions: clearSessions with data `{}` (the host removes the user's own
     * sessions; team topics stay), then the host's list is read again. The chat shown, if it went,
     * gives way to the first session left, or to a new one when none is (as on opening, AI-15).
     * Runs only after the drawer's confirmation (VALID-01).
     * @see AISOCK-12 @see VALID-01
     */
    async clearSessions(): Promise<void> {
      try {
        await socket.request("clearSessions", {});
      } catch (err) {
        warnFor(err);
        return;
      }
      const sessions = await call("getSessions");
      if (!sessions) return;
      setSessions(REPLIES.sessions(sessions));
      const shown = viewedSession();
      if (shown && store.get().sessions.some((x) => x.session_id === shown)) return;
      store.set({ view: null, quotes: [] });
      const first = store.get().sessions[0];
      if (first) actions.selectSession(first.session_id);
      else await actions.addSession();
    },
    /** @see AI-27 */
    async exitSession(s: AiSession): Promise<void> {
      if (!(await call("exitSession", { session_id: s.session_id }))) return;
      setSessions(store.get().sessions.filter((x) => x.session_id !== s.session_id));
      const v = store.get().view;
      if (v && (v.kind === "session" || v.kind === "topic") && (v.kind === "session" ? v.id : v.sessionId) === s.session_id) {
        store.set({ view: null });
        const first = store.get().sessions[0];
        if (first) actions.selectSession(first.session_id);
      }
    },
    /**
     * A session the host no longer has (its detail was refused, or the host's list lacks it: a
     * session shown from the cache, AI-15, and deleted elsewhere): it leaves the list (and so the
     * tab's cache) with its chat, the user is told in their language, and, when it was shown,
     * the first remaining session is selected, or one is added when none is left (AI-16).
     * Nothing happens for a session already dropped.
     * @see AI-15 @see AI-16
     */
    async sessionGone(id: string): Promise<void> {
      const listed = store.get().sessions.some((x) => x.session_id === id);
      const shown = viewedSession() === id;
      if (!listed && !shown) return;
      if (listed) setSessions(store.get().sessions.filter((x) => x.session_id !== id));
      store.set((s) => {
        const { [`s:${id}`]: _gone, ...chats } = s.chats;
        return { chats };
      });
      store.warn({ key: "session.gone" });
      if (!shown) return;
      store.set({ view: null });
      const first = store.get().sessions[0];
      if (first) actions.selectSession(first.session_id);
      else await actions.addSession();
    },
    /**
     * A failed chat detail (`data` as sent). Refused by the host (an error reply, such as
     * `session not found`) for a session: the host's list says whether the session is gone
     * ({@link sessionGone} when it no longer lists it); a session it still lists (a passing
     * failure of the host) stays, and the failure is a warning. No answer (timeout, no
     * connection) or an agent's detail: a warning.
     * @see AISOCK-04 @see AISOCK-14
     */
    async detailFailed(data: Record<string, unknown>, err: unknown): Promise<void> {
      const id = typeof data.session_id === "string" ? data.session_id : null;
      if (id && err instanceof AssistantRequestError && err.code !== -1) {
        const listed = await call("getSessions");
        if (listed !== undefined && !REPLIES.sessions(listed).some((x) => x.session_id === id)) return actions.sessionGone(id);
      }
      warnFor(err);
    },
    /** @see AI-28 @see AISOCK-16 */
    async convert(s: AiSession, form: TopicForm, keepHistory: boolean): Promise<boolean> {
      const updated = await call("convertSession", {
        session_id: s.session_id, is_his: keepHistory ? 1 : 0, type: "teamSession", title: form.title.trim(),
        partake_users: form.members, team_prompt_ids: form.templateIds,
      });
      if (!updated) return false;
      // The host's answer may be the updated session; what it says is kept, the rest stays.
      patchSession(s.session_id, { ...REPLIES.session(updated), type: "teamSession" });
      if (!keepHistory) store.chat(`s:${s.session_id}`, () => ({ messages: [] }));
      actions.selectSession(s.session_id);
      return true;
    },
    /** Clear context: a divider (source 3); later questions carry only what follows it. @see AI-59 */
    async clearContext(sessionId: string): Promise<void> {
      const r = await call<{ message_id?: string }>("addSessionPartition", { session_id: sessionId });
      if (!r) return;
      store.chat(`s:${sessionId}`, (c) => ({ messages: [...c.messages, { message_id: String(r.message_id ?? `d-${Date.now()}`), source: 3, content: "" }] }));
    },
    /** Agent chat: a local divider (the host keeps no agent context). @see AI-59 */
    clearAgentContext(userAgentId: number): void {
      store.chat(`a:${userAgentId}`, (c) => ({ messages: [...c.messages, { message_id: `d-${Date.now()}`, source: 3, content: "" }] }));
    },
    /** @see AI-46 @see AISOCK-20 */
    async bind(agent: Agent): Promise<void> {
      const ua = REPLIES.userAgent(await call("bindUserAgent", { agent_id: agent.agent_id }));
      if (!ua) return;
      store.set({ userAgents: [...store.get().userAgents.filter((x) => x.user_agent_id !== ua.user_agent_id), ua] });
      actions.selectAgent(ua);
    },
    /** @see AI-47 @see AISOCK-20 */
    async unbind(ua: UserAgent): Promise<void> {
      if (!(await call("unbindUserAgent", { agent_id: ua.agent_id, user_agent_id: ua.user_agent_id }))) return;
      store.set({ userAgents: store.get().userAgents.filter((x) => x.user_agent_id !== ua.user_agent_id) });
      const v = store.get().view;
      if (v?.kind === "agent" && v.userAgentId === ua.user_agent_id) store.set({ view: { kind: "agents" } });
    },
    /** @see AISOCK-21 */
    async saveTemplate(t: { team_prompt_id?: number; title: string; content: string }): Promise<boolean> {
      const data = { title: t.title.trim(), content: t.content.trim(), ...(t.team_prompt_id ? { team_prompt_id: t.team_prompt_id } : {}) };
      const saved = REPLIES.teamPrompt(await call(t.team_prompt_id ? "editTeamPrompt" : "addTeamPrompt", data));
      if (!saved) return false;
      store.set({ teamPrompts: [...store.get().teamPrompts.filter((x) => x.team_prompt_id !== saved.team_prompt_id), saved] });
      return true;
    },
    /** Only the creator deletes. @see AI-42 @see AI-43 @see AISOCK-22 */
    async deleteTemplate(t: TeamPrompt): Promise<void> {
      if (!t.is_haveing) return store.warn({ key: "template.notOwner" });
      if (await call("delTeamPrompt", { team_prompt_id: t.team_prompt_id })) {
        store.set({ teamPrompts: store.get().teamPrompts.filter((x) => x.team_prompt_id !== t.team_prompt_id) });
      }
    },
  };
  return actions;
}

export type Actions = ReturnType<typeof createActions>;
