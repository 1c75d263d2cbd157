/**
 * A fake browser WebSocket for the notice-socket tests: it records its instances (`all`, newest
 * last) and does nothing on its own; a test opens, closes or feeds it through its handlers.
 */
export class FakeWebSocket {
  static all: FakeWebSocket[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  closed = false;
  constructor(public url: string) {
    FakeWebSocket.all.push(this);
  }
  send() {}
  close() {
    this.closed = true;
  }
}

/** Makes `window.WebSocket` the fake (call at the top of a happy-dom test file). */
export function installFakeWebSocket(): void {
  (window as unknown as { WebSocket: unknown }).WebSocket = FakeWebSocket;
}
