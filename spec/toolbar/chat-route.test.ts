/**
 * GET /api/toolbar/chat-link against the mock gateway: where the chat's nickName and chatId come
 * from (LAYOUT-32..34). The window itself and its query are the e2e's (toolbar-entries.spec.ts).
 */
import { describe, expect, it } from "vitest";
import { chatLinkLoader } from "~/features/toolbar/chat/chat.server";
import { loginAction } from "~/features/auth/index.server";
import { CookieJar, get, post, setupMockGateway } from "../support/portal-env";
import { SEED } from "../../mock-gateway/seed/ids";

const { gw } = setupMockGateway();

async function ownerJar(): Promise<CookieJar> {
  const res = await loginAction(post("/login", { intent: "login", userName: "owner", password: SEED.accounts.owner.password }));
  return new CookieJar().take(res as Response);
}
/** The chat window's query for `systemCode`. */
async function chatQuery(jar: CookieJar, systemCode = "ERP"): Promise<URLSearchParams> {
  const reply = (await (await chatLinkLoader(get(`/api/toolbar/chat-link?systemCode=${systemCode}`, jar))).json()) as { ok: boolean; url: string };
  expect(reply.ok).toBe(true);
  return new URL(reply.url).searchParams;
}
const ownerWhere = { username: { equals: "owner" } };
const companyA = { id: { equals: "A" } };

describe("the chat's nick name", () => {
  it("[LAYOUT-32][LAYOUT-34] is the company name, else the phone, else the nick name, then the online packages' names, both read from the subject info query with systemCode SSO_SYS_USER", async () => {
    const jar = await ownerJar();
    const signedIn = gw.log.length; // the sign-in lists the companies too
    expect((await chatQuery(jar)).get("nickName")).toBe("深圳跨境优选科技有限公司 (ERP旗舰版)");
    const subjectQueries = gw.log.slice(signedIn).filter((e) => e.path === "/sso/user/getPersonalUserSub");
    expect(subjectQueries.map((e) => e.body)).toEqual([{ systemCode: "SSO_SYS_USER" }]);
    // The company's name and package as that query answers them now.
    gw.state.company.update({ where: companyA, data: { companyName: "Acme Trading", packageName: "ERP Pro 2" } });
    expect((await chatQuery(jar)).get("nickName")).toBe("Acme Trading (ERP Pro 2)");
    // No company name: the phone.
    gw.state.company.update({ where: companyA, data: { companyName: "" } });
    expect((await chatQuery(jar)).get("nickName")).toBe("13800000001 (ERP Pro 2)");
    // No phone either: the nick name.
    gw.state.user.update({ where: ownerWhere, data: { phone: "", nickName: "Lixin" } });
    expect((await chatQuery(jar)).get("nickName")).toBe("Lixin (ERP Pro 2)");
    // A company name again wins over both.
    gw.state.company.update({ where: companyA, data: { companyName: "Acme Trading" } });
    expect((await chatQuery(jar)).get("nickName")).toBe("Acme Trading (ERP Pro 2)");
  });
});

describe("the chat's chatId", () => {
  it("[LAYOUT-33] ERP, listing, Amazon operation, M2B, WMS and TMS each have their own chatId (ECS_CUSTOMER_CONFIG); another system uses ERP's", async () => {
    const jar = await ownerJar();
    const own: Array<[string, string]> = [
      ["ERP", "chat-erp-001"], ["LISTING", "chat-listing-001"], ["AMAZON_OPERATE", "chat-amazon-001"],
      ["M2B", "chat-m2b-001"], ["WMS", "chat-wms-001"], ["TMS", "chat-tms-001"],
    ];
    for (const [systemCode, chatId] of own) expect((await chatQuery(jar, systemCode)).get("chatId"), systemCode).toBe(chatId);
    expect(new Set(own.map(([, c]) => c)).size).toBe(6);
    expect((await chatQuery(jar, "BI")).get("chatId")).toBe("chat-erp-001");
    // A configured chat changes with its row.
    gw.state.systemParam.update({ where: { systemGroup: { equals: "ECS_CUSTOMER_CONFIG" }, systemName: { equals: "WMS" } }, data: { systemValue: "chat-wms-002" } });
    expect((await chatQuery(jar, "WMS")).get("chatId")).toBe("chat-wms-002");
  });
});
