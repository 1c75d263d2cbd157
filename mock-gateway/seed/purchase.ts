/**
 * The packages of the user centre's service pages (issue 28, FIXTURE.md "User centre and
 * services"): each company-A system's base package (WMS's, 41, expired), two ERP upgrade
 * packages (12 unlocks three of the not-bought leaves, 13 the other two) and a free TMS trial
 * package that `queryEjectFreePackage` offers. The payment behaviour row: paid 5 mock seconds
 * after the QR code is shown.
 * @module mock-gateway/seed/purchase
 */
import type { MockDb } from "../model/db";
import { SEED } from "./ids";
import { DAY, gatewayTime } from "./time";

/** Mock ms after the QR code is shown at which an order pays itself (FIXTURE.md). */
export const AUTO_PAY_MS = 5_000;

const S = SEED.serviceIds;
const M = SEED.menus.notBought;

type Row = [packageId: number, serviceId: number, type: 1 | 2 | 3, names: [string, string, string], priceFen: number, months: number, menuIds: number[], owned: boolean, expiresInDays: number | null];

const ROWS: Row[] = [
  [11, S.erpA, 1, ["ERP旗舰版", "ERP Flagship", "ERP 플래그십"], 298_800, 12, [], true, 20],
  [12, S.erpA, 2, ["订单与仓储增值包", "Orders & warehouse add-on", "주문·창고 추가 패키지"], 99_900, 12, [M[0], M[1], M[2]], false, null],
  [13, S.erpA, 2, ["财务与报表增值包", "Finance & reports add-on", "재무·보고서 추가 패키지"], 69_900, 12, [M[3], M[4]], false, null],
  [21, S.amazonA, 1, ["亚马逊运营专业版", "Amazon Operation Pro", "아마존 운영 프로"], 199_900, 12, [], true, 120],
  [31, S.biA, 1, ["BI 数据分析版", "BI Analytics", "BI 분석"], 159_900, 12, [], true, -5],
  [41, S.wmsA, 1, ["海外仓 WMS 基础版", "Overseas WMS Basic", "해외 창고 WMS 베이직"], 129_900, 12, [], true, -12],
  [61, S.listingA, 1, ["刊登系统标准版", "Listing Standard", "리스팅 스탠다드"], 89_900, 12, [], true, 300],
  [81, S.tmsA, 1, ["物流 TMS 标准版", "Logistics TMS Standard", "물류 TMS 스탠다드"], 109_900, 12, [], true, 90],
  [82, S.tmsA, 3, ["物流 TMS 免费体验包", "Logistics TMS free trial", "물류 TMS 무료 체험"], 0, 1, [], false, null],
];

/** Seeds the packages and the payment behaviour. */
export function seedPurchase(db: MockDb, now: number): void {
  for (const [packageId, serviceId, packageType, [zh, en, ko], priceFen, periodMonths, menuIds, owned, days] of ROWS) {
    db.servicePackage.create({
      packageId, serviceId, packageType, packageName: zh, packageEnName: en, packageKrName: ko, priceFen, periodMonths, menuIds,
      ownerCompanyId: owned ? "A" : "",
      expireTime: days === null ? "" : gatewayTime(now + days * DAY),
    });
  }
  db.purchaseSetting.create({ id: 1, autoPayMs: AUTO_PAY_MS, failNext: 0 });
}
