import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { HttpResponse } from "msw";
import fc from "fast-check";
import { z } from "zod";
import {
  chooseLanguage,
  getPersonalUserSub,
  getUserConfig,
  getUserInfo,
  login,
  logout,
  selectSubject,
  transformLoginByOther,
} from "~/gateway/user.server";
import { querySystemExtListForSub } from "~/gateway/systems.server";
import { getMenuTree, recordMenuOpt } from "~/gateway/menus.server";
import * as paths from "~/gateway/paths";
import { GatewayError } from "~/gateway/errors";
import { answer, client, ok, rejection, resetGateway, seen, server } from "./gateway-test-kit";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(resetGateway);
afterAll(() => server.close());

const loginData = { token: "new-token", userId: 7, chooseLanguage: "zh_CN" };
const userInfo = { userId: "7", userName: "seller", subjectCodeEncrypt: "enc-co" };
const system = { serviceId: 3, systemCode: "ERP", systemName: "ERP", status: 4, serviceDeploy: 1, embedded: 1 };

describe("user calls", () => {
  it("[AUTH-01] login posts /sso/user/login with systemCode SSO_SYS_USER", async () => {
    answer(() => ok(loginData));
    const data = await login(client({ token: undefined }), { userName: "seller", password: "Q2lwaGVy" });
    expect(data.token).toBe("new-token");
    expect(seen[0]).toMatchObject({
      method: "POST",
      path: "/sso/user/login",
      body: { userName: "seller", password: "Q2lwaGVy", systemCode: "SSO_SYS_USER" },
    });
  });

  it("a login reply without a token is malformed, not a crash", async () => {
    answer(() => ok({ userId: 1 }));
    const err = await rejection(login(client(), { userName: "u", password: "p" }));
    expect(err).toMatchObject({ kind: "malformed", path: "/sso/user/login" });
  });

  it("logout posts /sso/user/logout", async () => {
    await logout(client());
    expect(seen[0]).toMatchObject({ method: "POST", path: "/sso/user/logout", body: {} });
  });

  it("user info, config and language use their /sso/user paths", async () => {
    answer((_req, path) =>
      path.endsWith("getUserInfoByHideCode") ? ok(userInfo) : path.endsWith("userActionConfig") ? ok({ packageStyle: "2" }) : ok(),
    );
    const c = client();
    expect((await getUserInfo(c)).userId).toBe(7);
    expect((await getUserConfig(c)).packageStyle).toBe(2);
    await chooseLanguage(c, "ko_KR");
    expect(seen.map((s) => s.path)).toEqual([
      "/sso/user/getUserInfoByHideCode",
      "/sso/user/userActionConfig",
      "/sso/user/chooseLanguage",
    ]);
    expect(seen[2].body).toEqual({ language: "ko_KR" });
  });

  it("getPersonalUserSub lists subjects and selMuchTransformLogin enters one", async () => {
    answer((_req, path) =>
      path.endsWith("getPersonalUserSub")
        ? ok([{ subjectCodeEncrypt: "a", companyName: "A" }, { subjectCodeEncrypt: "b", companyName: "B" }])
        : ok(loginData),
    );
    const c = client();
    const subjects = await getPersonalUserSub(c);
    expect(subjects.map((s) => s.companyName)).toEqual(["A", "B"]);
    expect((await selectSubject(c, "b")).token).toBe("new-token");
    expect(seen[1]).toMatchObject({ path: "/sso/user/selMuchTransformLogin", body: { subjectCodeEncrypt: "b" } });
  });

  it("a null subject list is read as empty", async () => {
    answer(() => ok(null));
    expect(await getPersonalUserSub(client())).toEqual([]);
  });

  it("auto-login posts transformLoginByOther with the query token (the gateway call only; ROUTE-35 whole: spec/auth/flows.test.ts, e2e/auth.spec.ts)", async () => {
    answer(() => ok(loginData));
    const data = await transformLoginByOther(client({ token: undefined }), "query-token");
    expect(data.token).toBe("new-token");
    expect(seen[0]).toMatchObject({ path: "/sso/user/transformLoginByOther", body: { token: "query-token" } });
  });
});

describe("systems and menus", () => {
  it("querySystemExtListForSub sends serviceCode ERP+ and fromFrontPage", async () => {
    answer(() => ok([system]));
    const systems = await querySystemExtListForSub(client());
    expect(systems[0]).toMatchObject({ serviceId: 3, systemCode: "ERP" });
    expect(seen[0]).toMatchObject({
      method: "POST",
      path: "/sso/subjectServiceSystemExt/querySystemExtListForSub",
      body: { serviceCode: "ERP+", fromFrontPage: true },
    });
  });

  it("getMenuTree posts /sso/role/getMenuTreeByServiceAndRole {serviceId, systemCode}", async () => {
    answer(() => ok({ childMenus: [{ menuId: "1", menuName: "首页", childMenus: [] }], homeMenuId: 1 }));
    const tree = await getMenuTree(client(), { serviceId: 3, systemCode: "ERP" });
    expect(tree.childMenus[0].menuId).toBe(1);
    expect(seen[0]).toMatchObject({ path: "/sso/role/getMenuTreeByServiceAndRole", body: { serviceId: 3, systemCode: "ERP" } });
  });

  it("recordMenuOpt posts /sso/menuStatistics/recordMenuOpt {menuId, serviceId, systemCode}", async () => {
    await recordMenuOpt(client(), { menuId: 11, serviceId: 3, systemCode: "ERP" });
    expect(seen[0]).toMatchObject({
      method: "POST",
      path: "/sso/menuStatistics/recordMenuOpt",
      body: { menuId: 11, serviceId: 3, systemCode: "ERP" },
    });
  });
});

describe("path table", () => {
  /** The paths each clause lists, copied from spec-clauses.md (the oracle the tables must hold). */
  const under = (prefix: string, names: string) => names.split(" ").map((n) => `${prefix}/${n}`);
  const CLAUSE_PATHS: Record<string, string[]> = {
    "GW-17": under("/sso/user", "login logout getUserInfoByHideCode userActionConfig chooseLanguage transformLoginByOther transformLogin register firstBindingPhoneEmailPsw checkShowHelpInfo retrievePassByPhone retrievePassByEmail sendRetrievePassEmail sendRetrievePassCore changePackageStyle selMuchTransformLogin getPersonalUserSub appStoreLogin appStoreChooseSubject appStoreLoginByToken"),
    "GW-18": ["/sso/thirdSystem/queryThirdSystemList", "/sso/dingTalk/noticeDingTalkGroupMessage", "/sso/dingTalk/dingTalkLoginAutoRegister", "/sso/subject/getUserOnlineSubCodeEncry"],
    "GW-19": under("/sso/subjectServiceSystemExt", "querySystemExtListForSub checkSelMuchJump queryRenewNotice"),
    "GW-20": under("/sso/subjectService", "switchDemo switchSystemCode queryDeployStatusPlus openFreePackage queryEjectFreePackage querySystemServicePackageInfo authEdm queryLiteGuideInfo updateLiteGuide"),
    "GW-21": under("/sso/announcementGroup", "getAnnouncementYhEjectDetail getLastAnnouncement getAnnouncementNotice"),
    "GW-22": ["/sso/promotion/recordMarketUserBehavior", "/sso/menu/addMenuStatus", "/sso/menuStatistics/recordMenuOpt"],
    "GW-23": under("/sso/role", "getMenuTreeByServiceAndRole getServiceCurrentDomainDetail selectSystemMenuPlatformCode updatePlatformCode queryECMenuTreeByPlatformCode updateSystemUpdateFlag"),
    "GW-24": under("/sso/customGroup", "queryList query add del edit bindMenuCustomMenu collectMenu addFavorites delFavorites queryFavorites"),
    "GW-25": [...under("/sso/ThirdInterface", "platformUniteInterface getAccountStatusList buildStationStatusInterface"), "/sso/serviceInfo/noticeThirdSystemClearCache", "/sso/systemParams/querySystemParamsPage", "/openApi/banner/queryList", "/openApi/apiAppInfo/queryThirdAppSimple"],
    "GW-26": ["/sso/forward"],
  };

  it("the path tables hold every path the clauses list, each once", () => {
    const tables = [
      paths.USER_PATHS, paths.ACCOUNT_PATHS, paths.SUBJECT_SYSTEM_PATHS, paths.SUBJECT_SERVICE_PATHS,
      paths.ANNOUNCEMENT_PATHS, paths.TRACKING_PATHS, paths.MENU_PATHS, paths.CUSTOM_GROUP_PATHS, paths.MISC_PATHS,
    ];
    const all = tables.flatMap((t) => Object.values(t) as string[]);
    expect(new Set(all).size).toBe(all.length);
    for (const [clause, listed] of Object.entries(CLAUSE_PATHS)) {
      for (const p of listed) expect(all, `${clause} ${p}`).toContain(p);
    }
    // GW-22 names addMenuScoreInfo without a prefix; only its last segment is given.
    expect(all.filter((p) => p.endsWith("/addMenuScoreInfo"))).toHaveLength(1);
    // Nothing beyond the clauses' lists (addMenuScoreInfo aside).
    expect(all.length).toBe(Object.values(CLAUSE_PATHS).flat().length + 1);
  });

  it("assistant paths encode the task id", () => {
    expect(paths.ASSISTANT_PATHS.task("a/b")).toBe("/api/v1/download-center/task/a%2Fb");
    expect(paths.ASSISTANT_PATHS.retryTask(12)).toBe("/api/v1/download-center/retry-task/12");
    expect(paths.ASSISTANT_PATHS.questionStream).toBe("/api/v1/question/stream");
  });
});

describe("malformed replies through the client", () => {
  it("arbitrary 200 bodies reject only with GatewayError (malformed when not a success envelope)", async () => {
    const body = fc.oneof(fc.string(), fc.jsonValue().map((v) => JSON.stringify(v)), fc.constant(""));
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        answer(() => new HttpResponse(text, { status: 200, headers: { "Content-Type": "application/json" } }));
        try {
          await getUserConfig(client());
        } catch (err) {
          expect(err).toBeInstanceOf(GatewayError);
          const kind = (err as GatewayError).kind;
          expect(["malformed", "code", "go-home"]).toContain(kind);
          let json: unknown;
          try { json = JSON.parse(text); } catch { json = undefined; }
          const isEnvelope = z.object({ code: z.union([z.string(), z.number()]) }).safeParse(json).success;
          if (!isEnvelope) expect(kind).toBe("malformed");
          return;
        }
        // resolving is only possible for a success envelope (code '200' or '0') with valid data
        const resolved = JSON.parse(text) as { code: unknown };
        expect(resolved).toMatchObject({ data: { packageStyle: expect.anything() } });
        expect(["200", "0"]).toContain(String(resolved.code));
      }),
      { numRuns: 80 },
    );
  });
});
