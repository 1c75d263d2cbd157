import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createDb } from "../../mock-gateway/model/db";
import { seedDb } from "../../mock-gateway/seed";
import { SEED } from "../../mock-gateway/seed/ids";
import { createPrng } from "../../mock-gateway/seed/prng";

const NOW = Date.UTC(2026, 2, 18, 4, 0, 0);
const seeded = () => {
  const db = createDb();
  seedDb(db, { publicUrl: "http://gateway.test", now: NOW });
  return db;
};
const dump = (db: ReturnType<typeof createDb>) =>
  Object.fromEntries(Object.entries(db).map(([name, model]) => [name, (model as { getAll(): unknown[] }).getAll()]));

describe("seed", () => {
  const db = seeded();

  it("is deterministic: two seeds at the same clock are deep-equal", () => {
    expect(dump(seeded())).toEqual(dump(db));
  });

  it("the PRNG gives the same sequence for the same seed (property)", () => {
    fc.assert(fc.property(fc.integer(), (seed) => {
      const a = createPrng(seed);
      const b = createPrng(seed);
      const xs = Array.from({ length: 8 }, () => a.next());
      expect(Array.from({ length: 8 }, () => b.next())).toEqual(xs);
      expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    }));
  });

  it("every SEED menu id exists with the SEED names", () => {
    const ids = Object.values(SEED.menus).flatMap((v) => (typeof v === "number" ? [v] : Array.isArray(v) ? v : typeof v === "object" ? [(v as { menuId: number }).menuId] : []));
    for (const menuId of ids) expect(db.menu.findFirst({ where: { menuId: { equals: menuId } } }), `menu ${menuId}`).toBeTruthy();
    const a = db.menu.findFirst({ where: { menuId: { equals: SEED.menus.announcements.menuId } } })!;
    expect([a.menuName, a.menuEnName, a.menuKrName, a.path]).toEqual([SEED.menus.announcements.zh, SEED.menus.announcements.en, SEED.menus.announcements.ko, SEED.menus.announcements.path]);
  });

  it("owner has 3 favourites, 2 pins, the c_default scene and 'Daily orders' with 5 menus", () => {
    const owner = { username: { equals: "owner" } };
    expect(db.favorite.findMany({ where: owner })).toHaveLength(3);
    expect(db.pin.findMany({ where: owner })).toHaveLength(2);
    const scenes = db.customScene.findMany({ where: owner });
    expect(scenes.find((s) => s.key === "c_default")).toMatchObject({ customMenuName: "ERP quick start", closable: false });
    expect(scenes.find((s) => s.customMenuName === "Daily orders")?.menuIds).toHaveLength(5);
  });

  it("content: 4 announcements incl. hostile HTML, 12 notifications (5 unread), 3 classifications, lives, downloads", () => {
    expect(db.announcement.count()).toBe(4);
    expect(db.announcement.findFirst({ where: { announcementId: { equals: SEED.announcements.hostile } } })?.announcementContent).toMatch(/<script>.*onerror=/s);
    const mine = db.notification.findMany({ where: { username: { equals: "owner" } } });
    expect(mine).toHaveLength(12);
    expect(mine.filter((n) => n.hasRead === 2)).toHaveLength(5);
    expect(db.notification.findMany({ where: { username: { equals: "bigco" } } })).toHaveLength(400);
    expect(db.classification.getAll().map((c) => [c.beginTime, c.endTime, c.isNextDay])).toEqual([["22:00:00", "08:00:00", 1], ["12:00:00", "13:30:00", 0], ["", "", 0]]);
    expect(db.liveBroadcast.count()).toBe(2);
    expect(db.downloadTask.getAll().map((t) => t.status).sort()).toEqual(["处理中", "处理失败", "已完成", "未开始"].sort());
    expect(db.systemParam.findFirst({ where: { systemName: { equals: "LITE_LIMIT_USER_IDS" } } })?.systemValue).toContain(String(SEED.accounts.lite.userId));
    expect(db.user.findFirst({ where: { username: { equals: "korean" } } })).toMatchObject({ quotaUsed: 10, quotaTotal: 10 });
    expect(db.agent.count()).toBe(3);
    expect(db.liteGuide.findFirst({ where: { username: { equals: "lite" } } })).toMatchObject({ guideSchedule: "1000", listing: 35, inventory: 0, order: 60 });
  });
});
