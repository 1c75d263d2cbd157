/**
 * Is a session cookie still alive? (issue 5 §2: a cookie saved before logout must not count
 * as logged in on pages that make no gateway call of their own: /login, /oauth/center,
 * /check-token.)
 *
 * Choice — a gateway check, not a revocation list. The portal is stateless across instances
 * (DESIGN.md §1): a list of revoked sessions kept in memory would be per instance, and a
 * cookie replayed against another instance would still pass. The gateway is the one place that
 * knows a token was logged out, so these pages ask it (`getUserInfoByHideCode`, the cheapest
 * authenticated read) when the cookie holds a login. To keep that cheap, a token the gateway
 * accepted is trusted for {@link LIVE_CHECK_TTL_MS} on this instance; logout on this instance
 * forgets the token at once, another instance may trust it for at most that long.
 *
 * A gateway that cannot answer (network, timeout, 5xx) does not log anyone out: the page then
 * behaves as before (fail open) and the next gateway call of a real page decides.
 */
import { clientFor, getUserInfo, isGatewayError, syncSessionToken } from "~/gateway/index.server";
import { commitSession, readLogin, type PortalSession, type SessionData } from "~/utils/session.server";

/** How long a token the gateway accepted is trusted without asking again: 10 000 ms. */
export const LIVE_CHECK_TTL_MS = 10_000;
/** Bound of the per-instance cache (entries); the oldest are dropped first. */
const MAX_ENTRIES = 10_000;

/** token → trusted until (epoch ms). */
const trusted = new Map<string, number>();

/** Forgets a token (logout, 401): the next check asks the gateway. */
export function forgetLiveToken(token: string | undefined): void {
  if (token) trusted.delete(token);
}

function trust(token: string, until: number): void {
  trusted.delete(token);
  trusted.set(token, until);
  while (trusted.size > MAX_ENTRIES) trusted.delete(trusted.keys().next().value as string);
}

const LOGIN_KEYS = ["token", "company", "userName", "via", "loginAt", "expiresAt", "choosingCompany"] as const;

/** What {@link liveLogin} resolves with. */
export interface LiveLogin {
  /** The login when alive (its token the latest, GW-05), or null when none or ended. */
  login: SessionData | null;
  /** `Set-Cookie` to return: the rotated token, or the session without its login. */
  headers: Headers;
}

/**
 * The session's login, checked against the gateway (see module doc).
 * @param now epoch ms (tests)
 * @throws never for gateway failures; a 401 means logged out, anything else fails open.
 */
export async function liveLogin(request: Request, session: PortalSession, now = Date.now()): Promise<LiveLogin> {
  const login = readLogin(session, now);
  const headers = new Headers();
  if (!login) return { login, headers };
  if ((trusted.get(login.token) ?? 0) > now) return { login, headers };
  const client = await clientFor(request, login);
  try {
    await getUserInfo(client);
  } catch (err) {
    if (!isGatewayError(err) || err.behaviour !== "logout") return { login, headers };
    forgetLiveToken(login.token);
    for (const key of LOGIN_KEYS) session.unset(key);
    headers.append("Set-Cookie", await commitSession(request, session));
    return { login: null, headers };
  }
  if (syncSessionToken(request, session)) headers.append("Set-Cookie", await commitSession(request, session));
  const token = session.get("token") ?? login.token;
  trust(token, now + LIVE_CHECK_TTL_MS);
  return { login: { ...login, token }, headers };
}
