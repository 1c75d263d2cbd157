/**
 * Assistant data (models, agents, prompt groups, team prompts, sessions, topic), owner's
 * download tasks in the four states and lite's guide state (FIXTURE.md "Assistant",
 * "Export centre", "Lite guide"). Field names follow assistant-export-spec §3.
 * @module mock-gateway/seed/assistant
 */
import type { MockDb } from "../model/db";
import { SEED } from "./ids";
import { HOUR, MINUTE, gatewayTime } from "./time";

/** Seeds the assistant catalogue and owner's sessions. */
export function seedAssistant(db: MockDb, now: number): void {
  db.assistantModel.create({ model_id: 1, model_name: "DeepSeek-R1", model_code: "deepseek-r1", isDefault: true });
  db.assistantModel.create({ model_id: 2, model_name: "DeepSeek-V3", model_code: "deepseek-v3", isDefault: false });
  const agents: Array<[number, string, string, boolean]> = [
    [1, "Listing copywriter", "写出高转化的 Listing 标题、五点描述和 A+ 文案", false],
    [2, "Platform policy helper", "解答亚马逊、TikTok 等平台政策问题", true],
    [3, "Ads analyst", "分析广告报表并给出调价建议", false],
  ];
  for (const [agent_id, agent_name, agent_desc, quotaExempt] of agents) {
    db.agent.create({ agent_id, agent_name, agent_desc, quotaExempt });
  }
  [1, 2].forEach((agent_id) =>
    db.userAgent.create({ user_agent_id: 100 + agent_id, username: "owner", agent_id, updated_at: gatewayTime(now - agent_id * HOUR) }),
  );
  db.promptGroup.create({ id: 1, group_name: "Listing", promptsJson: JSON.stringify([
    { title: "标题优化", content: "请优化以下商品标题，突出核心卖点：" },
    { title: "五点描述", content: "根据以下卖点写五点描述：" },
    { title: "关键词挖掘", content: "为以下商品推荐 20 个搜索关键词：" },
  ]) });
  db.promptGroup.create({ id: 2, group_name: "Customer service", promptsJson: JSON.stringify([
    { title: "差评回复", content: "请礼貌回复以下差评：" },
    { title: "物流延误致歉", content: "写一封物流延误的致歉邮件：" },
  ]) });
  const team: Array<[number, string, string, string]> = [
    [1, "owner", "周报模板", "根据本周销量数据写一份周报"],
    [2, "owner", "竞品对比", "对比以下两个竞品的优劣势"],
    [3, "leftie", "Ad review", "Review these campaign numbers and suggest bid changes"],
  ];
  for (const [team_prompt_id, owner, title, content] of team) db.teamPrompt.create({ team_prompt_id, owner, title, content });
  const sessions: Array<[string, string, string, string[], number[]]> = [
    ["s-owner-1", "如何提高广告转化率", "session", [], []],
    ["s-owner-2", "FBA 补货计划", "session", [], []],
    ["t-owner-leftie", "运营周会", "teamSession", ["owner", "leftie"], [1, 3]],
  ];
  sessions.forEach(([session_id, title, type, members, ids], i) => {
    db.aiSession.create({ session_id, username: "owner", title, type, isTopup: i === 0,
      updated_at: gatewayTime(now - (i + 1) * 30 * MINUTE), mode: "chat", members, team_prompt_ids: ids });
    db.chatMessage.create({ message_id: `${session_id}-1`, session_id, source: 1, content: title, think: "",
      created_at: gatewayTime(now - (i + 1) * 31 * MINUTE), user_name: "owner" });
    db.chatMessage.create({ message_id: `${session_id}-2`, session_id, source: 2, content: `关于「${title}」，建议如下……`,
      think: "先确认目标与数据口径。", created_at: gatewayTime(now - (i + 1) * 30 * MINUTE), user_name: "assistant" });
  });
}

/** owner's download tasks: 已完成 (two files), 处理中 (finishes 10 s after first poll), 处理失败, 未开始. */
export function seedDownloads(db: MockDb, now: number, publicUrl: string): void {
  const D = SEED.downloads;
  const rows: Array<[number, string, string, string[]]> = [
    [D.done, "订单导出-2026-03", "已完成", [`${publicUrl}/apps/files/${D.done}/orders.csv`, `${publicUrl}/apps/files/${D.done}/orders.xlsx`]],
    [D.running, "商品导出", "处理中", []],
    [D.failed, "库存导出", "处理失败", []],
    [D.notStarted, "利润报表导出", "未开始", []],
  ];
  rows.forEach(([id, name, status, fileOssUrlList], i) =>
    db.downloadTask.create({ id, username: "owner", name, status, is_del: 0, fileOssUrlList,
      createdAt: gatewayTime(now - (i + 1) * 20 * MINUTE), createdMs: now - (i + 1) * 20 * MINUTE, firstPolledAt: 0, completeAfterMs: 10_000,
      kind: "seed", fileType: "xlsx", lang: "zh_CN", total: 86, already_total: status === "已完成" ? 86 : 0, fingerprint: `seed-${id}`, filter: "", failTimes: 0,
      finishedAt: status === "已完成" ? gatewayTime(now - (i + 1) * 19 * MINUTE) : "", expiresAt: status === "已完成" ? gatewayTime(now - (i + 1) * 19 * MINUTE + 7 * 24 * 60 * MINUTE) : "" }),
  );
}

/** lite's guide: schedule 1000, listing 35 %, inventory 0 %, order 60 %, pull done after 3rd poll. */
export function seedLiteGuide(db: MockDb): void {
  db.liteGuide.create({ username: "lite", guideSchedule: "1000", sourceGuideScheduleStr: "1000", listing: 35, inventory: 0,
    order: 60, userAccount: "lite", platformUserName: "lite-shop-us", guideStatus: 1, pollCount: 0 });
}
