import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SocketLike } from "~/utils/socket-types";
import { createSocketClient, parseSocketMessage, portalSocketUrl } from "../../app/features/notices/socket-client";

/** A fake WebSocket: records instances; the test drives open/message/close. */
class FakeSocket implements SocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  sent: string[] = [];
  closedWith: number | null = null;
  constructor(public url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closedWith = code;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  message(data: unknown) {
    this.onmessage?.({ data });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}
const last = () => FakeSocket.all[FakeSocket.all.length - 1]!;

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

const make = (pingIntervalMs = 50_000) => createSocketClient({ url: "ws://portal/ws/notice", WebSocket: FakeSocket, timers: globalThis, pingIntervalMs });

describe("socket client", () => {
  it("[SOCK-03] reconnects 5 s after a close, not sooner, whatever the close code (except 4401 and 4429)", () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 1000, max: 4999 }).filter((c) => c !== 4401 && c !== 4429), { minLength: 1, maxLength: 8 }), (codes) => {
      FakeSocket.all = [];
      const c = make();
      const states: string[] = [];
      c.onState((s) => states.push(s));
      c.start();
      for (const [i, code] of codes.entries()) {
        expect(FakeSocket.all).toHaveLength(i + 1);
        last().open();
        expect(c.connected).toBe(true);
        last().drop(code);
        expect(c.state).toBe("closed");
        vi.advanceTimersByTime(4_999);
        expect(FakeSocket.all).toHaveLength(i + 1);
        vi.advanceTimersByTime(1);
        expect(FakeSocket.all).toHaveLength(i + 2);
        expect(c.state).toBe("connecting");
      }
      expect(states.slice(0, 3)).toEqual(["connecting", "connected", "closed"]);
      c.stop();
      vi.advanceTimersByTime(60_000);
      expect(FakeSocket.all).toHaveLength(codes.length + 1);
    }));
  });

  it("a 4401 close (session ended) does not reconnect and is reported", () => {
    const c = make();
    const ended = vi.fn();
    c.onSessionEnded(ended);
    c.start();
    last().open();
    last().drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(c.state).toBe("closed");
  });

  it("after a 4429 close (too many sockets for the session) it waits 60 s, not 5 s, and keeps trying at that pace", () => {
    const c = make();
    const ended = vi.fn();
    c.onSessionEnded(ended);
    c.start();
    last().drop(4429);
    expect(c.state).toBe("closed");
    vi.advanceTimersByTime(59_999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    // Still crowded: the same wait again.
    last().drop(4429);
    vi.advanceTimersByTime(59_999);
    expect(FakeSocket.all).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(3);
    // A place was free: connected; a later ordinary close is back to 5 s.
    last().open();
    expect(c.connected).toBe(true);
    last().drop(1006);
    vi.advanceTimersByTime(5_000);
    expect(FakeSocket.all).toHaveLength(4);
    expect(ended).not.toHaveBeenCalled();
    c.stop();
  });

  it("[SOCK-05] ignores pings and unparseable frames, keeps the connection, delivers by msgType (SOCK-06's \"no error shown\" is not seen here: untested as a whole)", () => {
    const c = make();
    const notices: unknown[] = [];
    const guides: unknown[] = [];
    const all: unknown[] = [];
    c.subscribe(3, (m) => notices.push(m));
    c.subscribe(7, (m) => guides.push(m));
    c.subscribe("*", (m) => all.push(m));
    c.subscribe(3, () => {
      throw new Error("a broken subscriber");
    });
    c.start();
    last().open();
    for (const junk of ["ping", "PONG", '{"type":"ping"}', '{"msgType":"heartbeat"}', "{not json", "[1,2]", "42", "null", '"text"', 7, new ArrayBuffer(2)]) {
      last().message(junk);
    }
    expect(all).toEqual([]);
    last().message('{"msgType":3,"msgTitle":"a"}');
    last().message('{"msgType":"7","x":1}');
    last().message('{"code":0,"fileOssUrl":"https://f"}');
    expect(notices).toEqual([{ msgType: 3, msgTitle: "a" }]);
    expect(guides).toEqual([{ msgType: "7", x: 1 }]);
    expect(all).toHaveLength(3);
    expect(c.connected).toBe(true);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it("parseSocketMessage never throws and returns only plain objects", () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.json(), fc.anything()), (data) => {
      const m = parseSocketMessage(data);
      expect(m === null || (typeof m === "object" && !Array.isArray(m))).toBe(true);
    }));
  });

  it("[SOCK-04] as its resolution reads for the shell socket: a ping every 50 s while connected (none at 49,999 ms), none while closed; a failed connection is retried at 5 s, not at the generic helper's 1 s", () => {
    // The client's own default interval: no pingIntervalMs given.
    const c = createSocketClient({ url: "ws://portal/ws/notice", WebSocket: FakeSocket, timers: globalThis });
    c.start();
    last().open();
    vi.advanceTimersByTime(49_999);
    expect(last().sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(last().sent).toEqual(["ping"]);
    vi.advanceTimersByTime(100_000);
    expect(last().sent).toEqual(["ping", "ping", "ping"]);
    last().drop(1006);
    expect(c.send("x")).toBe(false);
    // The generic helper's 1 s retry is not the shell socket's: nothing at 1 s…
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(3_999);
    expect(FakeSocket.all).toHaveLength(1);
    expect(FakeSocket.all[0]!.sent).toHaveLength(3);
    // …its own 5 s reconnect (SOCK-03).
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    c.stop();
  });

  it("stop closes the socket and cancels a pending reconnect; start is idempotent", () => {
    const c = make();
    c.start();
    c.start();
    expect(FakeSocket.all).toHaveLength(1);
    last().open();
    last().drop(1011);
    c.stop();
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.all).toHaveLength(1);
    c.start();
    last().open();
    c.stop();
    expect(last().closedWith).toBe(1000);
    expect(portalSocketUrl("notice", { protocol: "https:", host: "p.example" })).toBe("wss://p.example/ws/notice");
    expect(portalSocketUrl("notice", { protocol: "http:", host: "127.0.0.1:3000" })).toBe("ws://127.0.0.1:3000/ws/notice");
    expect(portalSocketUrl("notice", { protocol: "http:", host: "h" }, "/pre/")).toBe("ws://h/pre/ws/notice");
  });
});
