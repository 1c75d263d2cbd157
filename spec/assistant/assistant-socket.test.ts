import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { assistantFrameOut } from "../../server/ws/kinds";
import type { SocketLike } from "~/utils/socket-types";
import { createAssistantSocket, parseReply } from "../../app/features/assistant/socket/assistant-socket";

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
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
  reply(v: unknown) {
    this.onmessage?.({ data: typeof v === "string" ? v : JSON.stringify(v) });
  }
}
const last = () => FakeSocket.all[FakeSocket.all.length - 1]!;

describe("the assistant socket", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => vi.useRealTimers());
  const make = (loggedIn = true) => createAssistantSocket({ url: "ws://portal/ws/assistant", WebSocket: FakeSocket, loggedIn });

  it("[AISOCK-02] without a login it does not connect and says user not logged in", () => {
    const s = make(false);
    const errors: string[] = [];
    s.onError((m) => errors.push(m));
    s.connect();
    expect(FakeSocket.all).toHaveLength(0);
    expect(s.state).toBe("closed");
    expect(errors).toEqual(["user not logged in"]);
  });

  it("[AISOCK-07] [AISOCK-08] connecting, then connected, with a ping every 30 s (none at 29.999 s) while connected; closed once the retries are spent, and no ping then", () => {
    const s = make();
    const states: string[] = [];
    s.onState((x) => states.push(x));
    s.connect();
    last().open();
    expect(states).toEqual(["connecting", "connected"]);
    vi.advanceTimersByTime(29_999);
    expect(last().sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(last().sent.map((f) => JSON.parse(f).method)).toEqual(["ping"]);
    vi.advanceTimersByTime(29_999);
    expect(last().sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(last().sent.map((f) => JSON.parse(f).method)).toEqual(["ping", "ping"]);
    // The third state: closed, after the retries (AISOCK-09) fail.
    const connected = last();
    for (let i = 0; i < 5; i += 1) {
      last().drop();
      vi.advanceTimersByTime(3_000);
    }
    last().drop();
    expect(s.state).toBe("closed");
    expect(states.at(-1)).toBe("closed");
    expect(new Set(states)).toEqual(new Set(["connecting", "connected", "closed"]));
    // No ping when not connected: not on the dropped socket, not on the retries that never opened.
    vi.advanceTimersByTime(120_000);
    expect(connected.sent).toHaveLength(2);
    for (const socket of FakeSocket.all.slice(1)) expect(socket.sent).toEqual([]);
  });

  it("[AISOCK-09] 5 attempts 3 s apart, then closed and staying closed; reconnect starts a fresh set of 5 (AISOCK-11 with its mask: e2e/assistant.spec.ts)", () => {
    const s = make();
    s.connect();
    last().open();
    for (let i = 1; i <= 5; i += 1) {
      last().drop();
      expect(s.state).toBe("connecting");
      vi.advanceTimersByTime(2_999);
      expect(FakeSocket.all).toHaveLength(i);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.all).toHaveLength(i + 1);
    }
    last().drop();
    expect(s.state).toBe("closed");
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(6);
    s.reconnect();
    expect(FakeSocket.all).toHaveLength(7);
    last().open();
    expect(s.state).toBe("connected");
    last().drop();
    expect(s.state).toBe("connecting");
    for (let i = 1; i <= 5; i += 1) {
      vi.advanceTimersByTime(3_000);
      expect(FakeSocket.all).toHaveLength(7 + i);
      last().drop();
    }
    expect(s.state).toBe("closed");
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(12);
  });

  it("a 4429 close (too many sockets for the session) does not retry: closed at once, with the too-many-tabs error; reconnect tries again", async () => {
    const s = make();
    const errors: string[] = [];
    s.onError((m) => errors.push(m));
    s.connect();
    // The refused socket opens first (the handshake completes), then is closed with 4429.
    last().open();
    const pending = s.request("getSessions");
    last().drop(4429);
    await expect(pending).rejects.toThrow("too many sockets for this session");
    expect(s.state).toBe("closed");
    expect(errors).toEqual(["too many sockets for this session"]);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    s.reconnect();
    expect(FakeSocket.all).toHaveLength(2);
    last().open();
    expect(s.state).toBe("connected");
  });

  it("[AISOCK-04] [AISOCK-06] code 0 resolves, other codes reject, method error is reported (AISOCK-05's warning on screen: e2e/assistant.spec.ts), junk is ignored", async () => {
    const s = make();
    const errors: string[] = [];
    s.onError((m) => errors.push(m));
    s.connect();
    last().open();
    const ok = s.request("getQuota");
    const bad = s.request("editSession", { session_id: "x", title: "y" });
    expect(JSON.parse(last().sent[0]!)).toEqual({ method: "getQuota", data: {} });
    last().reply("not json");
    last().reply({ nothing: true });
    last().reply({ code: 0, method: "getQuota", message: "success", data: { daily_use_total: 1, daily_quota: 10 } });
    last().reply({ code: 1, method: "editSession", message: "session not found", data: null });
    last().reply({ code: 1, method: "error", message: "frame without source", data: null });
    await expect(ok).resolves.toEqual({ daily_use_total: 1, daily_quota: 10 });
    await expect(bad).rejects.toThrow("session not found");
    expect(errors).toEqual(["frame without source"]);
    expect(parseReply("[1]")).toBeNull();
  });

  it("[AISOCK-03] the portal adds authorization, company_code, userid and source aiRobot to every frame", () => {
    const out = assistantFrameOut(JSON.stringify({ method: "getSessions", data: {}, authorization: "forged" }), { token: "tok", company: "A", userName: "owner" });
    expect(JSON.parse(out!)).toEqual({ authorization: "tok", company_code: "A", source: "aiRobot", method: "getSessions", userid: "owner", data: {} });
    expect(assistantFrameOut("not json", { token: "t", company: "c" })).toBeNull();
    expect(assistantFrameOut("[]", { token: "t", company: "c" })).toBeNull();
  });
});
