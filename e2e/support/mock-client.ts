/**
 * A tiny client of the mock gateway's control API (FIXTURE.md "The control API"), which the
 * portal embeds on MOCK_GATEWAY_PORT when GATEWAY_URL is unset (see playwright.config.ts).
 * Every call throws on a non-2xx answer, with the status and body in the message.
 */

/** Base URL of the control API. Override with MOCK_CONTROL_URL. */
export const MOCK_CONTROL_URL =
  process.env.MOCK_CONTROL_URL ?? `http://127.0.0.1:${process.env.MOCK_GATEWAY_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 1}/__mock`;

/** A fault to inject (POST /__mock/fault). */
export interface MockFault {
  /** Which requests or sockets it applies to (a path, a path prefix or a socket name). */
  match: string;
  kind: "status" | "code" | "delay" | "malformed" | "drop" | "close-socket";
  /** The status, gateway code or delay (ms), depending on `kind`. */
  value?: unknown;
  /** How many matching requests it affects: 1 when left out, -1 for every one. */
  times?: number;
  /** The `msg` of the reply (kinds `status` and `code`). */
  msg?: string;
}

/** One entry of the mock's request log (GET /__mock/log): `status` 0 for socket frames. */
export interface MockLogEntry {
  at: number;
  method: string;
  path: string;
  /** The parsed JSON body, password, token, authorisation and cookie fields, and tokens inside strings, redacted. */
  body: unknown;
  status: number;
}

/** A message pushed to a user's open sockets (POST /__mock/push). */
export interface MockPush {
  username: string;
  socket: "notice" | "download" | "assistant";
  message: unknown;
  /** With no such socket open, the mock keeps the message for the user's next one (`{held: true}`). */
  hold?: boolean;
}

/** The control API client handed to tests as the `mock` fixture. */
export interface MockControl {
  /** Re-seeds the demo data set (runs before each test). */
  reset(): Promise<void>;
  /** Injects a fault into matching requests or sockets. */
  fault(body: MockFault): Promise<unknown>;
  /** Removes every injected fault (DELETE /__mock/faults). */
  clearFaults(): Promise<unknown>;
  /** Sends a message to a user's open sockets. */
  push(body: MockPush): Promise<unknown>;
  /** Changes a system (status, serviceDeploy, embedded, package…). */
  patchSystem(serviceId: number | string, body: Record<string, unknown>): Promise<unknown>;
  /** Changes a user (guide schedule, quota, classification, demo flag…). */
  patchUser(username: string, body: Record<string, unknown>): Promise<unknown>;
  /** Sets a system parameter's value (PATCH /__mock/system-params/{systemName}). */
  patchSystemParam(systemName: string, systemValue: string): Promise<unknown>;
  /** Requests and socket frames the mock received, newest last. */
  log(): Promise<MockLogEntry[]>;
  /** Mints an auto-login token for `username`, optionally already `ageMs` old (mock clock). */
  token(username: string, ageMs?: number): Promise<string>;
  /** Moves the mock clock forward by `advanceMs`. */
  clock(advanceMs: number): Promise<unknown>;
  /** Closes the open sockets of a user and/or kind (all when empty) with `code` (default 4000). */
  closeSockets(body?: { username?: string; socket?: MockPush["socket"]; code?: number }): Promise<unknown>;
  /** Closes every socket and refuses new ones for `seconds` (0 ends it). */
  socketsUnreachable(seconds: number): Promise<unknown>;
}

async function call(method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${MOCK_CONTROL_URL}${path}`, {
    method,
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) {
    throw new Error(`mock control ${method} ${path} → ${res.status}: ${text.slice(0, 500)}`);
  }
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Creates a control API client. */
export function createMockControl(): MockControl {
  return {
    reset: async () => {
      await call("POST", "/reset");
    },
    fault: (body) => call("POST", "/fault", body),
    clearFaults: () => call("DELETE", "/faults"),
    push: (body) => call("POST", "/push", body),
    patchSystem: (serviceId, body) =>
      call("PATCH", `/systems/${encodeURIComponent(String(serviceId))}`, body),
    patchUser: (username, body) => call("PATCH", `/users/${encodeURIComponent(username)}`, body),
    patchSystemParam: (systemName, systemValue) => call("PATCH", `/system-params/${encodeURIComponent(systemName)}`, { systemValue }),
    log: async () => {
      const data = await call("GET", "/log");
      if (Array.isArray(data)) return data as MockLogEntry[];
      const entries = (data as { entries?: unknown } | undefined)?.entries;
      return (Array.isArray(entries) ? entries : []) as MockLogEntry[];
    },
    token: async (username, ageMs) => {
      const reply = await call("POST", "/token", ageMs === undefined ? { username } : { username, ageMs });
      const token = (reply as { token?: unknown } | undefined)?.token;
      if (typeof token !== "string") throw new Error(`mock control POST /token: no token in ${JSON.stringify(reply)}`);
      return token;
    },
    clock: (advanceMs) => call("POST", "/clock", { advanceMs }),
    closeSockets: (body = {}) => call("POST", "/sockets/close", body),
    socketsUnreachable: (seconds) => call("POST", "/sockets/unreachable", { seconds }),
  };
}
