/**
 * Which host the shell sockets connect to (SOCK-02): the system parameter `SSO_SOCKET_TYPE`
 * (querySystemParamsPage) is looked up server-side with the session's credentials and a short
 * timeout. `websock` → the configured socket host (GATEWAY_SOCKET_URL, default the gateway);
 * any other value, no row, or a failed lookup → the main gateway host.
 *
 * The value is system-wide, so one answer is cached per process for `ttlMs` (a failed lookup
 * for `failureTtlMs`), and concurrent upgrades share one lookup in flight.
 * @module server/ws/socket-host
 * @see SOCK-02
 */

/** The credentials a lookup runs with. */
export interface LookupCredentials {
  token: string;
  company: string;
}

/** Options of {@link createSocketHostResolver}. */
export interface SocketHostOptions {
  /** Reads SSO_SOCKET_TYPE (null = no row); may reject. */
  lookup(creds: LookupCredentials): Promise<string | null>;
  /** The main gateway, http(s). */
  gatewayUrl(): string;
  /** The configured socket host, http(s) or ws(s); undefined = the gateway. */
  socketUrl(): string | undefined;
  /** Cache of a successful answer, ms; default 60 000. */
  ttlMs?: number;
  /** Cache of a failed lookup, ms; default 10 000. */
  failureTtlMs?: number;
  now?: () => number;
}

/** The value of SSO_SOCKET_TYPE that selects the configured socket host. @see SOCK-02 */
export const WEBSOCK = "websock";

/** Picks the base (http(s)) for a SSO_SOCKET_TYPE value. @see SOCK-02 */
export function socketHostFor(type: string | null, gatewayUrl: string, socketUrl: string | undefined): string {
  return type === WEBSOCK ? (socketUrl ?? gatewayUrl) : gatewayUrl;
}

/** Creates the resolver: `resolve(creds)` → the base URL (http(s) or ws(s)) of the shell sockets. Never rejects. */
export function createSocketHostResolver(opts: SocketHostOptions): { resolve(creds: LookupCredentials): Promise<string> } {
  const ttl = opts.ttlMs ?? 60_000;
  const failureTtl = opts.failureTtlMs ?? 10_000;
  const now = opts.now ?? Date.now;
  let cached: { type: string | null; until: number } | undefined;
  let inFlight: Promise<string | null> | undefined;

  async function type(creds: LookupCredentials): Promise<string | null> {
    if (cached && cached.until > now()) return cached.type;
    inFlight ??= opts.lookup(creds).then(
      (value) => {
        cached = { type: value, until: now() + ttl };
        return value;
      },
      () => {
        cached = { type: null, until: now() + failureTtl };
        return null;
      },
    ).finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  return {
    resolve: async (creds) => socketHostFor(await type(creds), opts.gatewayUrl(), opts.socketUrl()),
  };
}
