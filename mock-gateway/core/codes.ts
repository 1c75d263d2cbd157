/**
 * Verification codes of the mock gateway, kept as a real gateway would (AUTH-17): 6 digits from a
 * CSPRNG, single use, valid 10 minutes, bound to the flow and identifier they were sent for,
 * dead after 5 wrong entries; a new send replaces the live code. Sends are throttled per flow and
 * identifier (one per 60 s, 10 per hour). A code is "delivered" only to the mock's outbox, which
 * is the request log (`GET /__mock/log`, entries with method `SMS` or `MAIL`) — nowhere else.
 * Unknown identifiers get the same treatment (a code is made and stored, just not delivered), so
 * the replies and the work done do not reveal whether an account exists (AUTH-16).
 * Times are mock-clock ms.
 * @module mock-gateway/core/codes
 */
import { randomInt, timingSafeEqual } from "node:crypto";
import type { GatewayContext } from "./context";
import type { MockDb } from "../model/db";

/** How long a code is valid (ms): 10 minutes. */
export const CODE_TTL_MS = 10 * 60_000;
/** Wrong entries after which a code is dead. */
export const MAX_CODE_FAILURES = 5;
/** Minimum time between two sends to one identifier of one flow (ms): 60 s. */
export const RESEND_AFTER_MS = 60_000;
/** Sends to one identifier of one flow per hour. */
export const SENDS_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

/** The flows a code belongs to. */
export type CodeFlow = "retrieve-phone" | "retrieve-email" | "register-phone" | "register-email" | "bind-phone" | "bind-email";

/** The outcome of a send: sent, throttled for `retryAfterS` seconds, or failed (control hook). */
export type SendOutcome = { kind: "sent" } | { kind: "throttled"; retryAfterS: number } | { kind: "failed" };

/** The outcome of checking an entered code. `left` = wrong entries still allowed. */
export type CheckOutcome = { kind: "ok" } | { kind: "wrong"; left: number } | { kind: "expired" } | { kind: "locked" };

/** Sends the control API made fail (`POST /__mock/codes/fail-sends`), per db (a reset clears them). */
const failingSends = new WeakMap<MockDb, number>();

const keyOf = (flow: CodeFlow, identifier: string) => `${flow}:${identifier.trim().toLowerCase()}`;

/** Makes the next `times` sends of any flow fail (0 clears). */
export function failNextSends(ctx: GatewayContext, times: number): void {
  failingSends.set(ctx.db, Math.max(0, Math.floor(times)));
}

/**
 * Makes the live codes of `identifier` (all identifiers when empty) expired now.
 * @returns how many codes were expired
 */
export function expireCodes(ctx: GatewayContext, identifier?: string): number {
  const wanted = identifier?.trim().toLowerCase();
  const rows = ctx.db.verificationCode.findMany({}).filter((r) => !wanted || r.identifier === wanted);
  for (const row of rows) {
    ctx.db.verificationCode.update({ where: { id: { equals: row.id } }, data: { issuedAt: ctx.clock.now() - CODE_TTL_MS - 1 } });
  }
  return rows.length;
}

/**
 * Sends a new code for `flow` to `identifier`, unless throttled or made to fail. The code is
 * stored either way; it reaches the outbox (the log) only when `deliver` is true (the
 * identifier belongs to an account, or the flow registers a new one).
 */
export function sendCode(ctx: GatewayContext, flow: CodeFlow, identifier: string, deliver: boolean): SendOutcome {
  const now = ctx.clock.now();
  const id = keyOf(flow, identifier);
  const sends = ctx.db.codeSend.findFirst({ where: { id: { equals: id } } });
  if (sends && now - sends.lastSentAt < RESEND_AFTER_MS) {
    return { kind: "throttled", retryAfterS: Math.ceil((RESEND_AFTER_MS - (now - sends.lastSentAt)) / 1000) };
  }
  const inHour = sends && now - sends.hourStart < HOUR_MS;
  if (inHour && sends.sendsInHour >= SENDS_PER_HOUR) {
    return { kind: "throttled", retryAfterS: Math.ceil((HOUR_MS - (now - sends.hourStart)) / 1000) };
  }
  const failing = failingSends.get(ctx.db) ?? 0;
  if (failing > 0) {
    failingSends.set(ctx.db, failing - 1);
    return { kind: "failed" };
  }
  const counts = { lastSentAt: now, hourStart: inHour ? sends.hourStart : now, sendsInHour: inHour ? sends.sendsInHour + 1 : 1 };
  if (sends) ctx.db.codeSend.update({ where: { id: { equals: id } }, data: counts });
  else ctx.db.codeSend.create({ id, ...counts });
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const row = { flow, identifier: identifier.trim().toLowerCase(), code, issuedAt: now, failures: 0, used: false };
  if (ctx.db.verificationCode.findFirst({ where: { id: { equals: id } } })) ctx.db.verificationCode.update({ where: { id: { equals: id } }, data: row });
  else ctx.db.verificationCode.create({ id, ...row });
  if (deliver) {
    const method = flow.endsWith("email") ? "MAIL" : "SMS";
    ctx.log.push({ at: now, method, path: `/outbox/${flow}`, body: { to: identifier.trim(), flow, code }, status: 0 });
  }
  return { kind: "sent" };
}

function sameCode(a: string, b: string): boolean {
  const x = Buffer.from(a.padEnd(6, " ").slice(0, 16));
  const y = Buffer.from(b.padEnd(6, " ").slice(0, 16));
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Checks an entered code for `flow` and `identifier`. A right code is used up at once (`ok`
 * only once); a wrong one counts toward {@link MAX_CODE_FAILURES}; no code, a used one or an old
 * one is `expired`; after 5 wrong entries every entry, right or wrong, is `locked`.
 */
export function checkCode(ctx: GatewayContext, flow: CodeFlow, identifier: string, entered: string, consume = true): CheckOutcome {
  const id = keyOf(flow, identifier);
  const row = ctx.db.verificationCode.findFirst({ where: { id: { equals: id } } });
  if (!row || row.used || ctx.clock.now() - row.issuedAt > CODE_TTL_MS) return { kind: "expired" };
  if (row.failures >= MAX_CODE_FAILURES) return { kind: "locked" };
  if (sameCode(row.code, entered)) {
    if (consume) spendCode(ctx, flow, identifier);
    return { kind: "ok" };
  }
  const failures = row.failures + 1;
  ctx.db.verificationCode.update({ where: { id: { equals: id } }, data: { failures } });
  return failures >= MAX_CODE_FAILURES ? { kind: "locked" } : { kind: "wrong", left: MAX_CODE_FAILURES - failures };
}

/**
 * Marks the code of `flow` sent to `identifier` used (single use, AUTH-17): for a call that
 * checked several codes with `consume` false and uses them only once all of them passed.
 */
export function spendCode(ctx: GatewayContext, flow: CodeFlow, identifier: string): void {
  ctx.db.verificationCode.update({ where: { id: { equals: keyOf(flow, identifier) } }, data: { used: true } });
}
