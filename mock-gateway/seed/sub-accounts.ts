/**
 * Roles and sub-accounts of permissions management (issue 28): four roles in company A (and two
 * in the demo company D), company A's existing non-owner members as sub-accounts, and nine staff
 * accounts (`staff01`…`staff09`, password `Staff2026ab`, one disabled) so the list has two pages.
 * @module mock-gateway/seed/sub-accounts
 */
import type { MockDb } from "../model/db";
import { ERP_GROUPS } from "./erp-menu-names";
import { DAY, gatewayTime } from "./time";

/** Every ERP group code. */
const ALL = ERP_GROUPS.map((g) => g.code);

/** The ERP group codes a set of roles does not entitle (the membership's hiddenGroups). */
export function hiddenGroupsOf(db: MockDb, roleIds: readonly number[]): string[] {
  const granted = new Set(roleIds.flatMap((roleId) => db.role.findFirst({ where: { roleId: { equals: roleId } } })?.groupCodes ?? []));
  return ALL.filter((code) => !granted.has(code));
}

/** Password of the seeded staff accounts. */
export const STAFF_PASSWORD = "Staff2026ab";

const ROLES: Array<[number, string, string, string, string, string[]]> = [
  [1, "A", "管理员", "Administrator", "관리자", ALL],
  [2, "A", "运营主管", "Operations lead", "운영 책임자", ALL.filter((c) => c !== "finance")],
  [3, "A", "订单专员", "Order clerk", "주문 담당자", ["workbench", "order", "message"]],
  [4, "A", "财务", "Finance", "재무", ["workbench", "finance", "analytics"]],
  [11, "D", "管理员", "Administrator", "관리자", ALL],
  [12, "D", "订单专员", "Order clerk", "주문 담당자", ["workbench", "order", "message"]],
];

const STAFF: Array<[string, string, number[], number]> = [
  ["staff01", "孙晓雯", [3], 1], ["staff02", "周子涵", [4], 1], ["staff03", "吴一凡", [3, 4], 1],
  ["staff04", "郑可欣", [2], 1], ["staff05", "冯嘉怡", [3], 2], ["staff06", "陈浩然", [4], 1],
  ["staff07", "杨思远", [3], 1], ["staff08", "黄诗琪", [2], 1], ["staff09", "林梓萱", [3], 1],
];

/** Seeds the roles and sub-accounts (after {@link seedAccounts}: reuses A's members). */
export function seedSubAccounts(db: MockDb, now: number): void {
  for (const [roleId, companyId, roleName, roleEnName, roleKrName, groupCodes] of ROLES) {
    db.role.create({ roleId, companyId, roleName, roleEnName, roleKrName, groupCodes });
  }
  const members: Array<[string, number[]]> = [["leftie", [1]], ["korean", [2]], ["multi", [1]]];
  members.forEach(([username, roleIds], i) => {
    db.subAccount.create({ id: `${username}@A`, username, companyId: "A", roleIds, status: 1, createTime: gatewayTime(now - (40 - i) * DAY) });
  });
  STAFF.forEach(([username, realName, roleIds, status], i) => {
    const userId = 100_101 + i;
    db.user.create({
      username, userId, userCode: `U${userId}`, password: STAFF_PASSWORD, realName, nickName: realName,
      phone: `1370000${String(i + 1).padStart(4, "0")}`, email: `${username}@seller.example`, headImgUrl: "",
      packageStyle: 2, saveMenuStatus: 1, listingShow: 1, menuScoreSwitch: 1, chooseLanguage: "zh_CN",
      classification: "NORMAL", isDemo: false, historicalStatus: 2, guideStatus: 2, guideSchedule: "1111",
      buildStationStatus: 1, subjectMode: 1, quotaUsed: 0, quotaTotal: 10, showUpdateFlag: 2,
    });
    db.membership.create({ id: `${username}@A`, username, companyId: "A", isOwner: false, isDefault: true, hiddenGroups: hiddenGroupsOf(db, roleIds) });
    db.subAccount.create({ id: `${username}@A`, username, companyId: "A", roleIds, status, createTime: gatewayTime(now - (30 - i) * DAY) });
  });
}
