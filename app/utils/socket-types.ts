/**
 * The browser socket clients' seams (the notice socket, the assistant socket): the part of the
 * WebSocket API they use and the timers they schedule with, so tests can pass doubles.
 */

/** The part of the WebSocket API used (the DOM's, or a test double). */
export interface SocketLike {
  readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** A WebSocket constructor (the DOM's, or a test double's). */
export type SocketCtor = new (url: string) => SocketLike;

/** The timer functions used (window's, or fake ones); times in ms. */
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}
