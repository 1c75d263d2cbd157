/**
 * GW-17..GW-24: the gateway calls' paths, their method and the bodies the clauses name. Each
 * clause's list is written here (copied from spec-clauses.md), never read from app/gateway/paths.ts;
 * the portal's client is what sends the request, recorded by the test gateway.
 *
 * GW-20 (switchSystemCode sends `{systemCode}`) and GW-25 (a `SYSTEM_PARAMS` group query) are not
 * named: the portal makes neither call, so those parts of the clauses are not built.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { z } from "zod";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deleteCustomGroup } from "~/gateway/account.server";
import { getLastAnnouncement, recordMarketUserBehavior } from "~/gateway/announcements.server";
import { collectMenu, queryFavorites, setFavorite } from "~/gateway/favourites.server";
import * as paths from "~/gateway/paths";
import { querySystemExtListForSub } from "~/gateway/systems.server";
import { answer, client, ok, resetGateway, seen, server } from "./gateway-test-kit";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(resetGateway);
afterAll(() => server.close());

const under = (prefix: string, names: string) => names.split(" ").map((n) => `${prefix}/${n}`);

/** The paths of each clause, as spec-clauses.md lists them. */
const CLAUSE = {
  "GW-17": under("/sso/user", "login logout getUserInfoByHideCode userActionConfig chooseLanguage transformLoginByOther transformLogin register firstBindingPhoneEmailPsw checkShowHelpInfo retrievePassByPhone retrievePassByEmail sendRetrievePassEmail sendRetrievePassCore changePackageStyle selMuchTransformLogin getPersonalUserSub appStoreLogin appStoreChooseSubject appStoreLoginByToken"),
  "GW-18": ["/sso/thirdSystem/queryThirdSystemList", "/sso/dingTalk/noticeDingTalkGroupMessage", "/sso/dingTalk/dingTalkLoginAutoRegister", "/sso/subject/getUserOnlineSubCodeEncry"],
  "GW-19": under("/sso/subjectServiceSystemExt", "querySystemExtListForSub checkSelMuchJump queryRenewNotice"),
  "GW-21": under("/sso/announcementGroup", "getAnnouncementYhEjectDetail getLastAnnouncement getAnnouncementNotice"),
  "GW-22": ["/sso/promotion/recordMarketUserBehavior", "/sso/menu/addMenuStatus", "/sso/menuStatistics/recordMenuOpt"],
  "GW-23": under("/sso/role", "getMenuTreeByServiceAndRole getServiceCurrentDomainDetail selectSystemMenuPlatformCode updatePlatformCode queryECMenuTreeByPlatformCode updateSystemUpdateFlag"),
  "GW-24": under("/sso/customGroup", "queryList query add del edit bindMenuCustomMenu collectMenu addFavorites delFavorites queryFavorites"),
} as const;

/** Every path of the portal's path tables (the values the gateway modules call with). */
const tablePaths = (table: Record<string, unknown>) => Object.values(table).filter((v): v is string => typeof v === "string");

/** The clause's paths are exactly the table's, and the portal's client sends each as a POST with a JSON body. */
async function postsExactly(table: Record<string, unknown>, listed: readonly string[]): Promise<void> {
  expect([...tablePaths(table)].sort()).toEqual([...listed].sort());
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...listed), fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.oneof(fc.string(), fc.integer(), fc.boolean())), async (path, body) => {
      seen.length = 0;
      await client().call(path, body, z.unknown());
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({ method: "POST", path, body });
      expect(seen[0]!.headers.get("content-type")).toMatch(/^application\/json/);
    }),
    { numRuns: 40 },
  );
}

/** app/ source files (`.ts`, `.tsx`), recursively. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("the gateway's calls", () => {
  it("no module calls the gateway with a written-out path: every call names a path-table entry", () => {
    const literal = /\bclient\.call\(\s*["'`]/;
    const callers = sources(join(process.cwd(), "app")).filter((f) => readFileSync(f, "utf8").includes("client.call("));
    expect(callers.length).toBeGreaterThan(10);
    expect(callers.filter((f) => literal.test(readFileSync(f, "utf8")))).toEqual([]);
  });

  it("[GW-17] login and user calls are POST /sso/user/{name} for each of the twenty names", async () => {
    expect(CLAUSE["GW-17"]).toHaveLength(20);
    await postsExactly(paths.USER_PATHS, CLAUSE["GW-17"]);
  });

  it("[GW-18] the other account calls are POST to the four paths the clause lists", async () => {
    await postsExactly(paths.ACCOUNT_PATHS, CLAUSE["GW-18"]);
  });

  it("[GW-19] subject-system calls are POST /sso/subjectServiceSystemExt/{…}; the ext list query sends serviceCode ERP+ and fromFrontPage", async () => {
    await postsExactly(paths.SUBJECT_SYSTEM_PATHS, CLAUSE["GW-19"]);
    seen.length = 0;
    await querySystemExtListForSub(client());
    expect(seen[0]).toMatchObject({ method: "POST", path: "/sso/subjectServiceSystemExt/querySystemExtListForSub", body: { serviceCode: "ERP+", fromFrontPage: true } });
  });

  it("[GW-21] announcement calls are POST /sso/announcementGroup/{…}, plus the announcement query by systemCode", async () => {
    await postsExactly(paths.ANNOUNCEMENT_PATHS, CLAUSE["GW-21"]);
    seen.length = 0;
    await getLastAnnouncement(client(), "ERP");
    expect(seen[0]).toMatchObject({ method: "POST", path: "/sso/announcementGroup/getLastAnnouncement" });
    expect((seen[0]!.body as Record<string, unknown>).ejectSystemCode).toBe("ERP");
  });

  it("[GW-22] tracking calls are POST: recordMarketUserBehavior {uniqueId, behaviorType, subType, bizId, behaviorScene}, addMenuStatus, recordMenuOpt and addMenuScoreInfo", async () => {
    const table = tablePaths(paths.TRACKING_PATHS);
    // addMenuScoreInfo is named without a prefix: the table holds exactly one path ending in it.
    const score = table.filter((p) => p.endsWith("/addMenuScoreInfo"));
    expect(score).toHaveLength(1);
    await postsExactly(paths.TRACKING_PATHS, [...CLAUSE["GW-22"], score[0]!]);
    seen.length = 0;
    const log = { uniqueId: "u-1", behaviorType: "OPEN", subType: 3, bizId: 42, behaviorScene: "popup" } as const;
    await recordMarketUserBehavior(client(), log);
    expect(seen[0]).toMatchObject({ method: "POST", path: "/sso/promotion/recordMarketUserBehavior" });
    expect(seen[0]!.body).toEqual(log);
  });

  it("[GW-23] menu calls are POST /sso/role/{…} for the six names", async () => {
    await postsExactly(paths.MENU_PATHS, CLAUSE["GW-23"]);
  });

  it("[GW-24] custom-group calls are POST /sso/customGroup/{…}; del {groupId}, collectMenu {menuId, optType}, add/delFavorites {menuId}, queryFavorites paging false and reads dataList menuIds", async () => {
    await postsExactly(paths.CUSTOM_GROUP_PATHS, CLAUSE["GW-24"]);
    seen.length = 0;
    const c = client();
    await deleteCustomGroup(c, 9);
    await collectMenu(c, 31, 1);
    await setFavorite(c, 32, true);
    await setFavorite(c, 33, false);
    expect(seen.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: "POST", path: "/sso/customGroup/del", body: { groupId: 9 } },
      { method: "POST", path: "/sso/customGroup/collectMenu", body: { menuId: 31, optType: 1 } },
      { method: "POST", path: "/sso/customGroup/addFavorites", body: { menuId: 32 } },
      { method: "POST", path: "/sso/customGroup/delFavorites", body: { menuId: 33 } },
    ]);
    seen.length = 0;
    answer(() => ok({ dataList: [{ menuId: 5 }, { menuId: "6" }] }));
    expect(await queryFavorites(c)).toEqual([5, 6]);
    expect(seen[0]).toMatchObject({ method: "POST", path: "/sso/customGroup/queryFavorites", body: { paging: false } });
  });
});
