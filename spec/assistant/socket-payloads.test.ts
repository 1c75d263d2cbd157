/**
 * What the drawer's actions send over the assistant socket: a session's conversion into a team
 * topic, and the team templates' add and edit (an agent's detail: agent-detail-frame.test.ts).
 * Each request's method and data are compared whole (no field more, none less), for any input
 * fast-check draws.
 */
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { createActions } from "~/features/assistant/store/actions";
import { createHistory } from "~/features/assistant/store/history";
import { createStore } from "~/features/assistant/store/store";
import type { AssistantSocket } from "~/features/assistant/socket/assistant-socket";
import type { AiSession } from "~/features/assistant/model/types";

/** A host answering `reply(method, data)` at once; its requests are recorded. */
function setup(reply: (method: string, data: Record<string, unknown>) => unknown = () => ({})) {
  const store = createStore("owner");
  const requests: Array<[string, Record<string, unknown>]> = [];
  const socket = {
    state: "connected",
    request: vi.fn(async (method: string, data: Record<string, unknown> = {}) => {
      requests.push([method, data]);
      return reply(method, data);
    }),
  } as unknown as AssistantSocket;
  const history = createHistory(store, async () => ({ chats: [] }));
  return { store, requests, actions: createActions(store, socket, history) };
}


const id = fc.integer({ min: 1, max: 2 ** 31 - 1 });
const text = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== "" && s.trim() === s);

describe("the assistant socket's request data", () => {
  it("[AISOCK-16] convertSession sends exactly {session_id, is_his 0 or 1, type 'teamSession', title, partake_users, team_prompt_ids}", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 20 }), text, fc.uniqueArray(fc.string({ minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 5 }),
        fc.uniqueArray(id, { maxLength: 10 }), fc.boolean(),
        async (sessionId, title, members, templateIds, keep) => {
          const session: AiSession = { session_id: sessionId, title: "旧标题", type: "session", isTopup: false, updated_at: "2026-03-01 10:00:00" };
          const t = setup((method) => (method === "convertSession" ? { ...session, title, type: "teamSession" } : {}));
          t.store.set({ sessions: [session] });
          await expect(t.actions.convert(session, { title, members, templateIds }, keep)).resolves.toBe(true);
          expect(t.requests).toEqual([["convertSession", {
            session_id: sessionId, is_his: keep ? 1 : 0, type: "teamSession", title, partake_users: members, team_prompt_ids: templateIds,
          }]]);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("[AISOCK-21] addTeamPrompt sends exactly {title, content}; editTeamPrompt sends {title, content, team_prompt_id}", async () => {
    await fc.assert(
      fc.asyncProperty(text, text, id, async (title, content, promptId) => {
        const added = setup((_m, data) => ({ team_prompt_id: 900, is_haveing: true, ...data }));
        await expect(added.actions.saveTemplate({ title, content })).resolves.toBe(true);
        expect(added.requests).toEqual([["addTeamPrompt", { title, content }]]);

        const edited = setup((_m, data) => ({ is_haveing: true, ...data }));
        await expect(edited.actions.saveTemplate({ team_prompt_id: promptId, title, content })).resolves.toBe(true);
        expect(edited.requests).toEqual([["editTeamPrompt", { title, content, team_prompt_id: promptId }]]);
      }),
      { numRuns: 40 },
    );
  });
});

describe("the assistant socket's data-less requests (AISOCK-12's list, but for two)", () => {
  // Not tagged AISOCK-12: of its eleven methods, addSessionPartition carries the session it
  // divides ({session_id}, AI-59) and userAgentDetail is never sent (an agent's detail comes
  // with getSessionDetail, AISOCK-15).
  it("loading sends getSessions, getUserAgents, getAgents, getModels, getPrompts, getQuota, getTeamPrompts and getUsers, each with exactly {}", async () => {
    const t = setup((method) => (method === "getQuota" ? { used: 0, total: 10 } : []));
    await t.actions.load();
    expect([...t.requests].sort(([a], [b]) => a.localeCompare(b))).toEqual(
      ["getAgents", "getModels", "getPrompts", "getQuota", "getSessions", "getTeamPrompts", "getUserAgents", "getUsers"].map((m) => [m, {}]),
    );
  });

  it("clearing all sessions sends clearSessions with exactly {}, then reads the list again with getSessions {}", async () => {
    const t = setup((method) => (method === "getSessions" ? [{ session_id: "s1", title: "留下的", type: "teamSession", isTopup: false, updated_at: "2026-03-01 10:00:00" }] : {}));
    await t.actions.clearSessions();
    expect(t.requests.slice(0, 2)).toEqual([["clearSessions", {}], ["getSessions", {}]]);
  });
});
