/**
 * The mock gateway, in-process: msw handlers of every /sso area, the sample pages and the
 * /__mock control API over one @mswjs/data state (DESIGN.md §1). Use with `setupServer` in
 * vitest, or through `server.ts` as a loopback server.
 * @module mock-gateway/node
 */
import type { RequestHandler } from "msw";
import { appPageHandlers } from "./apps/pages";
import { createAssistantHost, type AssistantHost } from "./assistant";
import { clodopControl, DEFAULT_CLODOP, type FakeClodopControl } from "./clodop/fake-clodop";
import { clodopControlHandlers } from "./control/clodop";
import { createFaultStore } from "./control/faults";
import { DEFAULT_ROTATION } from "./core/tokens";
import { controlHandlers } from "./control/routes";
import { createClock } from "./core/clock";
import type { GatewayContext } from "./core/context";
import { redact, type LogEntry } from "./core/log";
import { mintAutoLogin } from "./core/tokens";
import { downloadHandlers } from "./downloads/handlers";
import { extraHandlers } from "./handlers/extras";
import { menuHandlers } from "./handlers/menu";
import { subjectSystemHandlers } from "./handlers/subject-system";
import { userInfoHandlers } from "./handlers/user-info";
import { userLoginHandlers } from "./handlers/user-login";
import { accountFlowHandlers } from "./handlers/account-flows";
import { registerHandlers } from "./handlers/register";
import { bindingHandlers } from "./handlers/binding";
import { subAccountHandlers } from "./handlers/sub-accounts";
import { MOCK_PUBLIC_KEY_PEM } from "./keys/mock-keys";
import { createDb, type MockDb } from "./model/db";
import { seedDb } from "./seed";
import { createSocketRegistry, type SocketRegistry } from "./sockets/registry";
import { holdSeededMessages } from "./sockets/seeded";

export { MOCK_PUBLIC_KEY_PEM } from "./keys/mock-keys";
export type { LogEntry } from "./core/log";
export type { SocketRegistry, SocketConnection, SocketKind } from "./sockets/registry";
export type { MockDb } from "./model/db";

/** One mock gateway instance. */
export interface MockGateway {
  /** msw handlers: every /sso endpoint (any origin), /apps/* pages and the /__mock control API. */
  handlers: RequestHandler[];
  /** Re-seeds FIXTURE.md, resets the clock offset, clears faults, log, lockouts and sockets. */
  reset(): void;
  /** The @mswjs/data database (replaced by reset: read it through the gateway each time). */
  readonly state: MockDb;
  /** The mock clock (ms). */
  clock: { now(): number; advance(ms: number): void };
  sockets: SocketRegistry;
  /** Requests and socket frames received, newest last; passwords, tokens and authorisation redacted. */
  readonly log: LogEntry[];
  /**
   * Mints an auto-login token for transformLogin / transformLoginByOther.
   * @param ageMs how old the token is already (mock-clock ms; > 5 days is rejected, AUTH-05)
   * @throws Error for an unknown user
   */
  mintAutoLoginToken(username: string, ageMs?: number): string;
  /** The mock's RSA public key (SPKI PEM) for encrypting login passwords. */
  publicKeyPem: string;
  /** The assistant host (HTTP handlers are in `handlers`; its `/unite` socket sessions). */
  assistant: AssistantHost;
  /** The fake C-Lodop service's setting (`/__mock/clodop`; ./clodop/fake-clodop.ts). */
  clodop: FakeClodopControl;
}

/**
 * Creates a mock gateway seeded with FIXTURE.md.
 * @param opts.publicUrl the mock's own origin (e.g. http://127.0.0.1:3100), used for systemDomain
 *   and the URLs of the pages it serves; a trailing slash is dropped
 */
export function createMockGateway(opts: { publicUrl: string }): MockGateway {
  const publicUrl = opts.publicUrl.replace(/\/+$/, "");
  const clock = createClock();
  const ctx: GatewayContext = {
    db: createDb(),
    clock,
    log: [],
    faults: createFaultStore(),
    rotation: { ...DEFAULT_ROTATION },
    clodop: clodopControl(),
    publicUrl,
    sockets: createSocketRegistry((conn, data) => {
      let body: unknown = data;
      try {
        body = JSON.parse(data);
      } catch {
        /* keep raw text */
      }
      ctx.log.push({ at: clock.now(), method: "WS", path: `/socket/${conn.kind}/${conn.username}`, body: redact(body), status: 0 });
    }, () => clock.now()),
    reset() {
      clock.reset();
      ctx.faults.clear();
      ctx.rotation = { ...DEFAULT_ROTATION };
      ctx.clodop.set(DEFAULT_CLODOP);
      ctx.log.length = 0;
      ctx.sockets.closeAll();
      ctx.sockets.clearHeld();
      ctx.sockets.unreachableFor(0);
      ctx.db = createDb();
      seedDb(ctx.db, { publicUrl, now: clock.now() });
      holdSeededMessages(ctx.db, ctx.sockets);
    },
  };
  seedDb(ctx.db, { publicUrl, now: clock.now() });
  holdSeededMessages(ctx.db, ctx.sockets);
  const assistant = createAssistantHost(ctx);
  const handlers: RequestHandler[] = [
    ...controlHandlers(ctx),
    ...clodopControlHandlers(ctx),
    ...assistant.handlers,
    ...downloadHandlers(ctx),
    ...userLoginHandlers(ctx),
    ...accountFlowHandlers(ctx),
    ...registerHandlers(ctx),
    ...bindingHandlers(ctx),
    ...subAccountHandlers(ctx),
    ...userInfoHandlers(ctx),
    ...subjectSystemHandlers(ctx),
    ...menuHandlers(ctx),
    ...extraHandlers(ctx),
    ...appPageHandlers(ctx),
  ];
  return {
    handlers,
    reset: () => ctx.reset(),
    get state() {
      return ctx.db;
    },
    clock: { now: () => clock.now(), advance: (ms: number) => clock.advance(ms) },
    sockets: ctx.sockets,
    get log() {
      return ctx.log;
    },
    mintAutoLoginToken: (username: string, ageMs?: number) => mintAutoLogin(ctx, username, ageMs),
    publicKeyPem: MOCK_PUBLIC_KEY_PEM,
    assistant,
    clodop: ctx.clodop,
  };
}
