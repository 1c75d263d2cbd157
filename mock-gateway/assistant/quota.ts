/**
 * The daily quota, counted server-side on the user row (quotaUsed / quotaTotal).
 * @module mock-gateway/assistant/quota
 */
import type { GatewayContext } from "../core/context";

/** `{daily_use_total, daily_quota}` of a user. */
export function quotaFor(ctx: GatewayContext, username: string): { daily_use_total: number; daily_quota: number } {
  const user = ctx.db.user.findFirst({ where: { username: { equals: username } } });
  return { daily_use_total: user?.quotaUsed ?? 0, daily_quota: user?.quotaTotal ?? 10 };
}

/** Uses one question of the quota; false (nothing used) when it is used up. Agent 2 is exempt. */
export function takeQuota(ctx: GatewayContext, username: string, agentId?: number): boolean {
  const agent = agentId === undefined ? null : ctx.db.agent.findFirst({ where: { agent_id: { equals: agentId } } });
  if (agent?.quotaExempt) return true;
  const q = quotaFor(ctx, username);
  if (q.daily_use_total >= q.daily_quota) return false;
  ctx.db.user.update({ where: { username: { equals: username } }, data: { quotaUsed: q.daily_use_total + 1 } });
  return true;
}
