/**
 * Session and auto-login tokens, and request authentication.
 * @module mock-gateway/core/tokens
 */
import { randomBytes } from "node:crypto";
import { appendFileSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import type { MockDb } from "../model/db";
import type { GatewayContext } from "./context";

/** Tokens older than this are rotated by getUserInfoByHideCode (GW-05). */
export const ROTATE_AFTER_MS = 10 * 60_000;
/** A rotated token stays valid this long on the mock clock. */
export const ROTATION_GRACE_MS = 60_000;
/** Auto-login tokens are honoured for 5 days (AUTH-05). */
export const AUTO_LOGIN_TTL_MS = 5 * 24 * 60 * 60_000;

/** The default rotation policy of a gateway context. */
export const DEFAULT_ROTATION = { everyCall: false, graceMs: ROTATION_GRACE_MS } as const;

/**
 * A new random token. With `MOCK_MINTED_TOKENS_FILE` set (the e2e run does), each token is also
 * appended to that file, one per line, so the run can prove no log line carries one (issue 11).
 */
function newToken(prefix: string): string {
  const token = `${prefix}${randomBytes(18).toString("base64url")}`;
  const file = process.env.MOCK_MINTED_TOKENS_FILE;
  if (file) {
    try {
      mkdirSync(dirname(file), { recursive: true });
      appendFileSync(file, `${token}\n`);
    } catch {
      // best effort: a test aid must never break the mock
    }
  }
  return token;
}

/** Issues a session token for `username` bound to company `companyId`; returns the token. */
export function issueSession(ctx: GatewayContext, username: string, companyId: string): string {
  const token = newToken("mk.");
  ctx.db.token.create({ token, kind: "session", username, companyId, issuedAt: ctx.clock.now(), expiresAt: 0, revoked: false, successor: "" });
  return token;
}

/**
 * Mints an auto-login token for `username` (transformLogin / transformLoginByOther).
 * @param ageMs how old the token already is on the mock clock (default 0)
 * @throws Error when the user does not exist
 */
export function mintAutoLogin(ctx: GatewayContext, username: string, ageMs = 0): string {
  if (!ctx.db.user.findFirst({ where: { username: { equals: username } } })) throw new Error(`unknown user ${username}`);
  const token = newToken("al.");
  ctx.db.token.create({ token, kind: "autologin", username, companyId: "", issuedAt: ctx.clock.now() - ageMs, expiresAt: 0, revoked: false, successor: "" });
  return token;
}

/** The default company of a user (first membership marked default), or undefined. */
export function defaultCompany(ctx: GatewayContext, username: string): string | undefined {
  const rows = ctx.db.membership.findMany({ where: { username: { equals: username } } });
  return (rows.find((m) => m.isDefault) ?? rows[0])?.companyId;
}

/** What {@link authenticate} reads: the database and the mock clock. */
export interface AuthDeps {
  db: MockDb;
  clock: { now(): number };
}

/** An authenticated request: the token row, the user and the company it is bound to. */
export interface Session {
  token: string;
  username: string;
  companyId: string;
  issuedAt: number;
}

/**
 * Authenticates a request from its `Authorization` (raw token, a `Bearer ` prefix is tolerated)
 * and `Company` headers. Returns undefined when the token is missing, unknown, revoked, past its
 * rotation grace, not a session token, or when a non-empty `Company` differs from the token's
 * subject (an absent `Company` is accepted: right after login the portal does not know it yet).
 */
export function authenticate(ctx: AuthDeps, request: Request): Session | undefined {
  const raw = (request.headers.get("authorization") ?? "").replace(/^Bearer\s+/i, "").trim();
  if (!raw) return undefined;
  const row = ctx.db.token.findFirst({ where: { token: { equals: raw } } });
  if (!row || row.revoked || row.kind !== "session") return undefined;
  if (row.expiresAt > 0 && ctx.clock.now() > row.expiresAt) return undefined;
  const company = ctx.db.company.findFirst({ where: { id: { equals: row.companyId } } });
  const header = (request.headers.get("company") ?? "").trim();
  if (!company || (header !== "" && header !== company.subjectCodeEncrypt)) return undefined;
  return { token: row.token, username: row.username, companyId: row.companyId, issuedAt: row.issuedAt };
}

/**
 * Rotates `session` if it is older than {@link ROTATE_AFTER_MS} (or always, with `force`):
 * issues a successor (same user and company), gives the old token `ctx.rotation.graceMs`
 * (default {@link ROTATION_GRACE_MS}) more — or revokes it at once when that is 0 — and returns
 * the new token. A token already rotated returns its successor again. Returns undefined when no
 * rotation is due. A token already rotated answers the newest token of its chain, so a call that
 * was in flight during a rotation never hands back an older token than the one in use.
 * @see GW-05
 */
export function rotateIfDue(ctx: GatewayContext, session: Session, force = false): string | undefined {
  const now = ctx.clock.now();
  const row = ctx.db.token.findFirst({ where: { token: { equals: session.token } } });
  if (!row) return undefined;
  if (row.successor) return newestSuccessor(ctx, row.successor);
  if (!force && now - row.issuedAt <= ROTATE_AFTER_MS) return undefined;
  const next = issueSession(ctx, session.username, session.companyId);
  const graceMs = ctx.rotation?.graceMs ?? ROTATION_GRACE_MS;
  ctx.db.token.update({
    where: { token: { equals: row.token } },
    data: graceMs > 0 ? { successor: next, expiresAt: now + graceMs } : { successor: next, revoked: true },
  });
  return next;
}

/** The last token of a rotation chain starting at `token`. */
function newestSuccessor(ctx: GatewayContext, token: string): string {
  let current = token;
  for (let hops = 0; hops < 10_000; hops++) {
    const next = ctx.db.token.findFirst({ where: { token: { equals: current } } })?.successor;
    if (!next) break;
    current = next;
  }
  return current;
}

/** Revokes a token (logout). */
export function revoke(ctx: GatewayContext, token: string): void {
  ctx.db.token.update({ where: { token: { equals: token } }, data: { revoked: true } });
}
