/**
 * Companies, accounts, memberships and subscribed systems of FIXTURE.md.
 * @module mock-gateway/seed/accounts
 */
import type { MockDb } from "../model/db";
import { SEED } from "./ids";

type Acc = keyof typeof SEED.accounts;
interface UserSpec {
  realName: string;
  phone: string;
  packageStyle: number;
  chooseLanguage: string;
  classification: string;
  isDemo?: boolean;
  guideSchedule?: string;
  guideStatus?: number;
  quotaUsed?: number;
  /** [companyId, isOwner, hiddenGroups][] — the first is the default subject. */
  member: Array<[string, boolean, string[]?]>;
}

const USERS: Record<Acc, UserSpec> = {
  owner: { realName: "陈立新", phone: "13800000001", packageStyle: 2, chooseLanguage: "zh_CN", classification: "TIKTOK", quotaUsed: 3, member: [["A", true]] },
  leftie: { realName: "Liam Zhou", phone: "13800000002", packageStyle: 1, chooseLanguage: "en_US", classification: "NORMAL", member: [["A", false]] },
  korean: { realName: "김민준", phone: "13800000003", packageStyle: 2, chooseLanguage: "ko_KR", classification: "YST_PLUS", quotaUsed: 10, member: [["A", false, ["finance"]]] },
  multi: { realName: "王多多", phone: "13800000004", packageStyle: 2, chooseLanguage: "zh_CN", classification: "NORMAL", member: [["A", false], ["C", true]] },
  lite: { realName: "李轻帆", phone: "13800000005", packageStyle: 2, chooseLanguage: "zh_CN", classification: "TIKTOK", guideSchedule: "1000", guideStatus: 1, member: [["B", true]] },
  demo: { realName: "演示账号", phone: "13800000006", packageStyle: 2, chooseLanguage: "zh_CN", classification: "NORMAL", isDemo: true, member: [["D", true]] },
  noquota: { realName: "赵无额", phone: "13800000007", packageStyle: 2, chooseLanguage: "zh_CN", classification: "NORMAL", member: [["C", true]] },
  bigco: { realName: "周远航", phone: "13800000008", packageStyle: 2, chooseLanguage: "zh_CN", classification: "NORMAL", member: [["E", true]] },
};

const EDITIONS: Record<string, [edition: string, packageName: string, packageId: number]> = {
  A: ["standard", "ERP旗舰版", 11],
  B: ["lite", "ERP轻量版", 91],
  C: ["standard", "ERP标准版", 12],
  D: ["demo", "ERP演示版", 93],
  E: ["large", "ERP集团版", 95],
};

/** Seeds companies, users, memberships and lite guide state. */
export function seedAccounts(db: MockDb): void {
  for (const c of Object.values(SEED.companies)) {
    const [edition, packageName, packageId] = EDITIONS[c.id];
    db.company.create({ ...c, edition, packageName, packageId });
  }
  for (const [name, spec] of Object.entries(USERS) as Array<[Acc, UserSpec]>) {
    const acc = SEED.accounts[name];
    db.user.create({
      username: acc.username,
      userId: acc.userId,
      userCode: `U${acc.userId}`,
      password: acc.password,
      realName: spec.realName,
      nickName: spec.realName,
      phone: spec.phone,
      email: `${acc.username}@seller.example`,
      headImgUrl: "",
      packageStyle: spec.packageStyle,
      saveMenuStatus: 1,
      listingShow: 1,
      menuScoreSwitch: 1,
      chooseLanguage: spec.chooseLanguage,
      classification: spec.classification,
      isDemo: spec.isDemo ?? false,
      historicalStatus: 2,
      guideStatus: spec.guideStatus ?? 2,
      guideSchedule: spec.guideSchedule ?? "1111",
      buildStationStatus: 1,
      subjectMode: 1,
      quotaUsed: spec.quotaUsed ?? 0,
      quotaTotal: 10,
      showUpdateFlag: 2,
    });
    spec.member.forEach(([companyId, isOwner, hidden], i) => {
      db.membership.create({
        id: `${acc.username}@${companyId}`,
        username: acc.username,
        companyId,
        isOwner,
        isDefault: i === 0,
        hiddenGroups: hidden ?? [],
      });
    });
  }
}

type Sys = [serviceId: number, company: string, code: string, name: string, status: number, deploy: number,
  embedded: number, packageId: number | null, quantity: number, unlimited: number];
const S = SEED.serviceIds;
const SYSTEMS: Sys[] = [
  [S.erpA, "A", "ERP", "ERP", 4, 4, 1, 11, 5, 0],
  [S.amazonA, "A", "AMAZON_OPERATE", "亚马逊运营", 4, 4, 1, 21, 1, 0],
  [S.biA, "A", "BI", "BI数据分析", 3, 4, 1, 31, 1, 0],
  [S.wmsA, "A", "WMS", "海外仓WMS", 3, 4, 1, 41, 1, 0],
  [S.m2bA, "A", "M2B", "M2B分销", 9, 4, 1, null, 1, 0],
  [S.listingA, "A", "LISTING", "刊登系统", 4, 4, 2, 61, 1, 0],
  [S.supplyChainA, "A", "SUPPLY_CHAIN", "供应链", 2, 4, 1, 71, 1, 0],
  [S.tmsA, "A", "TMS", "物流TMS", 4, 2, 1, 81, 1, 0],
  [S.erpC, "C", "ERP", "ERP", 4, 4, 1, 12, 0, 0],
  [S.amazonC, "C", "AMAZON_OPERATE", "亚马逊运营", 4, 4, 1, 22, 1, 0],
  [S.erpB, "B", "ERP", "ERP", 4, 4, 1, 91, 1, 0],
  [S.erpD, "D", "ERP", "ERP", 4, 4, 1, 93, 3, 0],
  [S.erpE, "E", "ERP", "ERP", 4, 4, 1, 95, 100, 1],
];

/** Seeds the subscribed systems of every company (FIXTURE.md "Systems of company A"). */
export function seedSystems(db: MockDb): void {
  for (const [serviceId, companyId, systemCode, systemName, status, serviceDeploy, embedded, packageId, q, u] of SYSTEMS) {
    db.system.create({
      serviceId,
      companyId,
      systemCode,
      systemName,
      status,
      serviceDeploy,
      embedded,
      domainPath: systemCode === "LISTING" ? "/apps/listing/" : "",
      serviceActive: serviceId === S.erpA ? "2024-03-01" : "2024-01-10",
      packageId,
      packageQuantity: q,
      unlimitedUse: u,
      useNewMenu: 1,
    });
  }
}
