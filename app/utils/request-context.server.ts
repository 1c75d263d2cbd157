/**
 * The per-request context the portal server opens around each request it hands to Remix
 * (server/ops/request-log.ts): the request id, the client's address and the request's logger.
 * One AsyncLocalStorage per process, kept on `globalThis` under a registered symbol because the
 * Remix build is a separate module copy of this file: the server and the build share it.
 * Outside a request (tests, start-up) {@link requestContext} is undefined.
 * @module utils/request-context
 */
import { AsyncLocalStorage } from "node:async_hooks";

/** The logger surface the app uses (pino's, structurally). */
export interface ContextLogger {
  debug(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** What the server knows of the current request. */
export interface RequestContext {
  /** The request id (X-Request-Id from a trusted proxy, else generated); sent to the gateway. */
  requestId: string;
  /** The client's IP address (the proxy's X-Forwarded-For entry only with TRUST_PROXY). */
  clientIp: string;
  log?: ContextLogger;
  /** Records a gateway call for the metrics (path, outcome `ok` or the error kind, ms). */
  onGatewayCall?: (path: string, outcome: string, durationMs: number) => void;
  /** Counts one rejected sub-app bridge message by reason (features/ops/bridge-rejections). */
  onBridgeRejection?: (reason: string) => void;
  /**
   * The portal's public origin as configured (PORTAL_ORIGIN, or the trusted proxy's under
   * TRUST_PROXY), set by the server's Remix handler; null: not configured, so absolute URLs on
   * the own origin are sent as paths (utils/own-url.server.ts).
   */
  publicOrigin?: string | null;
  /** True for a Remix data request (`….data`): a redirect travels in its body, not as a Location. */
  dataRequest?: boolean;
}

const KEY = Symbol.for("seller-portal.request-context");
type Holder = { [KEY]?: AsyncLocalStorage<RequestContext> };

function storage(): AsyncLocalStorage<RequestContext> {
  const holder = globalThis as Holder;
  holder[KEY] ??= new AsyncLocalStorage<RequestContext>();
  return holder[KEY];
}

/** Runs `fn` with `ctx` as the current request context. */
export function runWithRequestContext<T>(ctx: RequestContext, fn: () => T): T {
  return storage().run(ctx, fn);
}

/** The current request's context, or undefined outside a request. */
export function requestContext(): RequestContext | undefined {
  return storage().getStore();
}
