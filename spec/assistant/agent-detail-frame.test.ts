// @vitest-environment happy-dom
/**
 * An agent's chat history, as the page's assistant asks the host for it: choosing a user agent
 * sends, 500 ms later, the socket frame getSessionDetail whose data is exactly
 * {agent_id, user_agent_id}. Real controller, store, actions, history and socket; the
 * WebSocket is a fake that records the frames.
 */
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getAssistant } from "~/features/assistant/store/controller";
import type { UserAgent } from "~/features/assistant/model/types";
import type { SocketLike } from "~/utils/socket-types";

class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  sent: string[] = [];
  constructor(public url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {}
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("an agent's chat history", () => {
  it("[AISOCK-15] getSessionDetail for an agent sends exactly {agent_id, user_agent_id}", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("WebSocket", FakeSocket);
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 2 ** 31 - 1 }), async (agentId, userAgentId) => {
        FakeSocket.all = [];
        // A new owner each run: a fresh assistant (and socket) of the page.
        const a = getAssistant(true, `owner-${(n += 1)}@A`);
        const ws = FakeSocket.all.at(-1)!;
        ws.readyState = 1;
        ws.onopen?.({});
        await vi.advanceTimersByTimeAsync(0);
        ws.sent.length = 0;
        a.actions.selectAgent({ user_agent_id: userAgentId, agent_id: agentId, agent_name: "选品助手", agent_desc: "", updated_at: "2026-03-01 10:00:00", themes: [] } as UserAgent);
        await vi.advanceTimersByTimeAsync(500);
        const frames = ws.sent.map((f) => JSON.parse(f) as { method: string; data: unknown }).filter((f) => f.method === "getSessionDetail");
        expect(frames).toEqual([{ method: "getSessionDetail", data: { agent_id: agentId, user_agent_id: userAgentId } }]);
      }),
      { numRuns: 25 },
    );
  });
});
