/**
 * Who the lite guide is for (GUIDE-01..03): the pure rule (app/features/lite-guide/model.ts)
 * against a plain model, and the server's answer in the development environment, where the
 * guide never shows whatever LITE_LIMIT_USER_IDS says.
 */
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { isGuideUser } from "~/features/lite-guide/model";
import { liteGuideLoader } from "~/features/lite-guide/index.server";
import { loginAction } from "~/features/auth/index.server";
import { resetServerEnv } from "~/utils/env.server";
import { CookieJar, get, post, setupMockGateway } from "../support/portal-env";
import { SEED } from "../../mock-gateway/seed/ids";

const { gw } = setupMockGateway();
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are inspected loosely in tests
const body = async (res: Response) => (await res.json()) as any;
const reads = () => gw.log.filter((e) => e.path === "/sso/subjectService/queryLiteGuideInfo").length;
const polls = () => gw.log.filter((e) => e.path === "/onboarding/progress").length;

async function liteJar(): Promise<CookieJar> {
  const res = await loginAction(post("/login", { intent: "login", userName: "lite", password: SEED.accounts.lite.password }));
  return new CookieJar().take(res as Response);
}
function setLimit(value: string) {
  gw.state.systemParam.update({ where: { systemName: { equals: "LITE_LIMIT_USER_IDS" } }, data: { systemValue: value } });
}

afterEach(() => {
  process.env.NODE_ENV = "test";
  resetServerEnv();
});

const id = fc.integer({ min: 1, max: 999_999 });

describe("the guide's users", () => {
  it("outside development: listed ids (comma-separated, blanks ignored) or -1; never a substring", () => {
    fc.assert(fc.property(id, fc.array(id, { maxLength: 6 }), fc.boolean(), (userId, others, withMinusOne) => {
      const listed = others.includes(userId);
      const value = [...others.map(String), ...(withMinusOne ? ["-1"] : [])].map((s) => ` ${s} `).join(",");
      expect(isGuideUser(userId, value, false)).toBe(listed || withMinusOne);
      expect(isGuideUser(String(userId), value, false)).toBe(listed || withMinusOne);
    }));
    expect(isGuideUser(100005, "1000050,00100005", false)).toBe(false);
    expect(isGuideUser(100005, null, false)).toBe(false);
  });

  it("[GUIDE-03] in the development environment the guide never shows: not for a listed id, not with -1; the server reads no guide and polls nothing", async () => {
    fc.assert(fc.property(id, fc.array(fc.oneof(id.map(String), fc.constant("-1")), { maxLength: 6 }), (userId, list) => {
      expect(isGuideUser(userId, [...list, String(userId), "-1"].join(","), true)).toBe(false);
      expect(isGuideUser(userId, list.join(","), true)).toBe(false);
    }));
    const jar = await liteJar();
    // Outside development, lite (listed) gets the guide: the same request is what changes below.
    expect((await body(await liteGuideLoader(get("/api/lite-guide", jar)))).guide).toMatchObject({ guideStatus: 1 });
    expect(reads()).toBe(1);
    process.env.NODE_ENV = "development";
    resetServerEnv();
    for (const limit of [String(SEED.accounts.lite.userId), "-1", `100001,${SEED.accounts.lite.userId}`]) {
      setLimit(limit);
      expect(await body(await liteGuideLoader(get("/api/lite-guide", jar)))).toEqual({ ok: true, guide: null });
      expect(await body(await liteGuideLoader(get("/api/lite-guide?poll=progress", jar)))).toEqual({ ok: true, progress: null });
    }
    expect(reads()).toBe(1);
    expect(polls()).toBe(0);
  });
});
