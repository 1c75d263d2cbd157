// @vitest-environment happy-dom
/**
 * A session the host no longer has (issue 9): shown from the tab's cache and deleted elsewhere,
 * its detail refused (`session not found`) or missing from the host's list, it leaves the list
 * and the cache, the user is told in their language (a message key), and another session is
 * shown instead of a spinner; a detail that got no answer only warns.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createActions } from "~/features/assistant/store/actions";
import { createHistory, DETAIL_DELAY_MS } from "~/features/assistant/store/history";
import { createStore, type Warning } from "~/features/assistant/store/store";
import { AssistantRequestError, type AssistantSocket } from "~/features/assistant/socket/assistant-socket";
import type { AiSession } from "~/features/assistant/model/types";

const session = (id: string, updated: string): AiSession => ({ session_id: id, title: id, type: "session", isTopup: false, updated_at: updated });
const S1 = session("s-1", "2026-01-03 10:00:00");
const S2 = session("s-2", "2026-01-02 10:00:00");
const S3 = session("s-3", "2026-01-01 10:00:00");
const NEW = session("s-new", "2026-01-04 10:00:00");
const NOT_FOUND = () => new AssistantRequestError("session not found", 1);

/** A store seeded from the tab's cache with `cached`, and a host that answers from `host`. */
function setup(cached: AiSession[], host: { sessions: AiSession[]; detail?: (id: string) => unknown }) {
  createStore("owner@A").set({ sessions: cached });
  const store = createStore("owner@A");
  const warnings: Warning[] = [];
  store.onWarn((w) => warnings.push(w));
  const calls: string[] = [];
  const socket = {
    state: "connected",
    request: vi.fn(async (method: string, data: Record<string, unknown>) => {
      calls.push(method);
      if (method === "getSessions") return host.sessions;
      if (method === "addSession") return NEW;
      if (method === "getSessionDetail") {
        const r = host.detail?.(String(data.session_id));
        if (r instanceof Error) throw r;
        return r ?? { chats: [] };
      }
      return [];
    }),
  } as unknown as AssistantSocket;
  const history = createHistory(store, (data) =>
    socket.request<{ chats?: unknown }>("getSessionDetail", data).catch((err: unknown) => void actions.detailFailed(data, err)),
  );
  const actions = createActions(store, socket, history);
  const ids = () => store.get().sessions.map((s) => s.session_id);
  const cache = () => (JSON.parse(sessionStorage.getItem("portal.assistant.cache") ?? "{}") as { sessions?: AiSession[] }).sessions?.map((s) => s.session_id);
  return { store, actions, warnings, calls, ids, cache };
}

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe("a session the host no longer has", () => {
  it("a cached session whose detail the host refuses leaves the list and the cache; the first remaining one is shown", async () => {
    vi.useFakeTimers();
    const t = setup([S1, S2, S3], { sessions: [S1, S3], detail: (id) => (id === "s-2" ? NOT_FOUND() : undefined) });
    t.actions.selectSession("s-2");
    t.store.chat("s:s-2", () => ({ messages: [{ message_id: "m", source: 1, content: "old" }] }));
    await vi.advanceTimersByTimeAsync(DETAIL_DELAY_MS);
    expect(t.ids()).toEqual(["s-1", "s-3"]);
    expect(t.cache()).toEqual(["s-1", "s-3"]);
    expect(t.store.get().chats["s:s-2"]).toBeUndefined();
    expect(t.warnings).toEqual([{ key: "session.gone" }]);
    expect(t.store.get().view).toEqual({ kind: "session", id: "s-1" });
  });

  it("the last session gone: a new one is added and shown", async () => {
    const t = setup([S2], { sessions: [] });
    t.actions.selectSession("s-2");
    await t.actions.detailFailed({ session_id: "s-2" }, NOT_FOUND());
    expect(t.calls).toContain("addSession");
    expect(t.ids()).toEqual(["s-new"]);
    expect(t.cache()).toEqual(["s-new"]);
    expect(t.store.get().view).toEqual({ kind: "session", id: "s-new" });
    expect(t.warnings).toEqual([{ key: "session.gone" }]);
  });

  it("the host's list without the session shown (clicked in the cache before the list came) drops it the same way, once", async () => {
    const t = setup([S1, S2, S3], { sessions: [S3, S1] });
    t.actions.selectSession("s-2");
    await t.actions.load();
    expect(t.ids()).toEqual(["s-1", "s-3"]);
    expect(t.store.get().view).toEqual({ kind: "session", id: "s-1" });
    expect(t.warnings).toEqual([{ key: "session.gone" }]);
    // Its detail, refused later, changes nothing more.
    await t.actions.detailFailed({ session_id: "s-2" }, NOT_FOUND());
    expect(t.warnings).toEqual([{ key: "session.gone" }]);
    expect(t.store.get().view).toEqual({ kind: "session", id: "s-1" });
  });

  it("a session gone from the host's list that is not shown just leaves the list, without a message", async () => {
    const t = setup([S1, S2], { sessions: [S1] });
    t.actions.selectSession("s-1");
    await t.actions.load();
    expect(t.ids()).toEqual(["s-1"]);
    expect(t.warnings).toEqual([]);
    expect(t.store.get().view).toEqual({ kind: "session", id: "s-1" });
  });

  it("a team-topic form of a session gone is left for the first remaining session", async () => {
    const t = setup([S1, S2], { sessions: [S1] });
    t.store.set({ view: { kind: "topic", sessionId: "s-2" } });
    await t.actions.load();
    expect(t.store.get().view).toEqual({ kind: "session", id: "s-1" });
    expect(t.warnings).toEqual([{ key: "session.gone" }]);
  });

  it("a detail refused for a session the host still lists (a passing failure) only warns: the session stays shown", async () => {
    const t = setup([S1, S2], { sessions: [S1, S2] });
    t.actions.selectSession("s-2");
    await t.actions.detailFailed({ session_id: "s-2" }, new AssistantRequestError("failed", 1));
    expect(t.calls).toContain("getSessions");
    expect(t.ids()).toEqual(["s-1", "s-2"]);
    expect(t.cache()).toEqual(["s-1", "s-2"]);
    expect(t.store.get().view).toEqual({ kind: "session", id: "s-2" });
    expect(t.warnings).toHaveLength(1);
    expect(t.warnings[0]).not.toEqual({ key: "session.gone" });
  });

  it("a detail that got no answer (timeout, no connection) only warns: the session stays", async () => {
    const t = setup([S1, S2], { sessions: [S1, S2] });
    t.actions.selectSession("s-2");
    await t.actions.detailFailed({ session_id: "s-2" }, new AssistantRequestError("timeout", -1));
    await t.actions.detailFailed({ session_id: "s-2" }, new AssistantRequestError("not connected", -1));
    expect(t.ids()).toEqual(["s-1", "s-2"]);
    expect(t.store.get().view).toEqual({ kind: "session", id: "s-2" });
    expect(t.warnings).toEqual([{ key: "socket.failed" }, { key: "socket.failed", cause: "connection" }]);
  });

  it("an agent's refused detail warns with the host's text and drops no session", async () => {
    const t = setup([S1], { sessions: [S1] });
    await t.actions.detailFailed({ agent_id: 1, user_agent_id: 101 }, new AssistantRequestError("agent not found", 1));
    expect(t.ids()).toEqual(["s-1"]);
    expect(t.warnings).toEqual([{ text: "agent not found" }]);
  });
});
