/**
 * The context every handler of one gateway instance shares.
 * @module mock-gateway/core/context
 */
import type { FakeClodopControl } from "../clodop/fake-clodop";
import type { FaultStore } from "../control/faults";
import type { MockDb } from "../model/db";
import type { SocketRegistry } from "../sockets/registry";
import type { MockClock } from "./clock";
import type { LogEntry } from "./log";

/** Shared state of one mock gateway. `db` is replaced on reset, so always read `ctx.db`. */
export interface GatewayContext {
  db: MockDb;
  clock: MockClock;
  sockets: SocketRegistry;
  log: LogEntry[];
  faults: FaultStore;
  /**
   * Token rotation policy (GW-05). Default: rotate tokens older than 10 minutes on user info,
   * 60 000 ms of grace. `everyCall` rotates on every authenticated call; `graceMs` 0 retires the
   * old token at once (set through `POST /__mock/rotation`, reset by `reset()`).
   */
  rotation: { everyCall: boolean; graceMs: number };
  /** The fake C-Lodop service's setting (issue 26; `/__mock/clodop`; reset: current). */
  clodop: FakeClodopControl;
  /** The mock's own origin, e.g. http://127.0.0.1:3100 (no trailing slash). */
  publicUrl: string;
  /** Re-seeds the state, resets the clock, clears faults, log, lockouts and sockets. */
  reset(): void;
}
