/** Opening the drawer: the first session 200 ms after opening, and a new session when there is none. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createActions } from "../../app/features/assistant/store/actions";
import { createHistory } from "../../app/features/assistant/store/history";
import { createStore } from "../../app/features/assistant/store/store";
import type { AssistantSocket } from "../../app/features/assistant/socket/assistant-socket";
import type { AiSession } from "../../app/features/assistant/model/types";

const session = (id: string, updated_at: string, isTopup = false): AiSession => ({ session_id: id, title: id, type: "session", isTopup, updated_at });

/** A host answering each method at once from `replies`; every request is recorded. */
function setup(replies: Record<string, unknown>) {
  const store = createStore("owner");
  const requests: Array<[string, Record<string, unknown>]> = [];
  const socket = {
    state: "connected",
    request: vi.fn(async (method: string, data: Record<string, unknown> = {}) => {
      requests.push([method, data]);
      return replies[method] ?? [];
    }),
  } as unknown as AssistantSocket;
  const actions = createActions(store, socket, createHistory(store, () => new Promise(() => undefined)), { newSessionTitle: () => "新会话" });
  return { store, requests, actions };
}

afterEach(() => vi.useRealTimers());

describe("opening the drawer", () => {
  it("[AI-17] the first session is selected 200 ms after opening: not at 199 ms, at 200 ms", async () => {
    vi.useFakeTimers();
    const t = setup({ getSessions: [session("s-old", "2026-01-01 10:00:00"), session("s-new", "2026-03-01 10:00:00")] });
    const opened = t.actions.open();
    await vi.advanceTimersByTimeAsync(0);
    await opened;
    expect(t.store.get().view).toBeNull();
    await vi.advanceTimersByTimeAsync(199);
    expect(t.store.get().view).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    // The first in the list's order (most recently updated first).
    expect(t.store.get().view).toEqual({ kind: "session", id: "s-new" });
  });

  it("[AI-16] opening with no session adds one: addSession titled new session, type 1, which is then shown", async () => {
    vi.useFakeTimers();
    const t = setup({ getSessions: [], addSession: session("s-added", "2026-03-02 10:00:00") });
    const opened = t.actions.open();
    await vi.advanceTimersByTimeAsync(0);
    await opened;
    expect(t.requests.filter(([m]) => m === "addSession")).toEqual([["addSession", { title: "新会话", type: 1 }]]);
    expect(t.store.get().sessions.map((s) => s.session_id)).toEqual(["s-added"]);
    expect(t.store.get().view).toEqual({ kind: "session", id: "s-added" });
  });

  it("opening with sessions adds none (the other side of AI-16, whole in the test above)", async () => {
    const t = setup({ getSessions: [session("s-1", "2026-01-01 10:00:00")] });
    await t.actions.open();
    expect(t.requests.filter(([m]) => m === "addSession")).toEqual([]);
  });
});
