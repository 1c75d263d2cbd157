/**
 * The user centre's gateway calls against a stand-in gateway: the path and body each posts, and
 * a reply of the wrong shape refused as malformed rather than reaching a page. The `/api/user-centre`
 * loaders refuse bad parameters with 400 before any gateway call.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GatewayError } from "~/gateway/errors";
import { queryBannerList, queryDocumentDetail, queryDocumentList, queryPageBindDocument, queryRenewNotice, queryThirdAppSimple } from "~/gateway/user-centre.server";
import { helpBoundLoader, helpLoader } from "~/features/user-centre/index.server";
import { answer, client, ok, rejection, resetGateway, seen, server } from "../gateway/gateway-test-kit";

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(resetGateway);
afterAll(() => server.close());

describe("user centre calls", () => {
  it("queryPageBindDocument posts {menuId}; a page without a document is null", async () => {
    answer(() => ok({ platformType: 1, documentId: "201" }));
    expect(await queryPageBindDocument(client(), 10201)).toMatchObject({ documentId: 201 });
    expect(seen[0]).toMatchObject({ path: "/sso/pageDocumentRelation/queryPageBindDocument", body: { menuId: 10201 } });
    answer(() => ok(null));
    expect(await queryPageBindDocument(client(), 5)).toBeNull();
  });

  it("the help documents: list by keyword, one document by id", async () => {
    answer(() => ok([{ groupId: 1, groupName: "快速入门", documents: [{ documentId: 101, documentTitle: "AI", updateTime: null }] }]));
    expect(await queryDocumentList(client(), "AI")).toHaveLength(1);
    expect(seen[0]).toMatchObject({ path: "/sso/helpDocument/queryDocumentList", body: { keyword: "AI" } });
    answer(() => ok({ documentId: 101, documentTitle: "AI", documentContent: "<p>x</p>" }));
    expect((await queryDocumentDetail(client(), 101)).documentContent).toBe("<p>x</p>");
    expect(seen[1]).toMatchObject({ path: "/sso/helpDocument/queryDocumentDetail", body: { documentId: 101 } });
  });

  it("renewal notices, apps and banners post {} to their paths", async () => {
    answer(() => ok([]));
    await queryRenewNotice(client());
    await queryThirdAppSimple(client());
    await queryBannerList(client());
    expect(seen.map((s) => [s.path, s.body])).toEqual([
      ["/sso/subjectServiceSystemExt/queryRenewNotice", {}],
      ["/openApi/apiAppInfo/queryThirdAppSimple", {}],
      ["/openApi/banner/queryList", {}],
    ]);
  });

  it("a reply of the wrong shape or an over-long field is refused as malformed", async () => {
    for (const [call, data] of [
      [() => queryPageBindDocument(client(), 1), { documentId: "x" }],
      [() => queryDocumentDetail(client(), 1), { documentId: 1, documentTitle: "t".repeat(257), documentContent: "" }],
      [() => queryThirdAppSimple(client()), [{ appId: null, appName: "a" }]],
      [() => queryRenewNotice(client()), "oops"],
    ] as const) {
      answer(() => ok(data as never));
      const err = await rejection(call());
      expect(err).toBeInstanceOf(GatewayError);
      expect((err as GatewayError).kind).toBe("malformed");
    }
  });
});

describe("/api/user-centre parameters", () => {
  const get = (path: string) => new Request(`http://portal.test${path}`);

  it("refuses a malformed docId or menuId and a keyword past 50 characters with 400, before the gateway", async () => {
    for (const res of [
      await helpLoader(get("/api/user-centre/help?docId=abc")),
      await helpLoader(get("/api/user-centre/help?docId=0")),
      await helpLoader(get(`/api/user-centre/help?keyword=${"x".repeat(51)}`)),
      await helpBoundLoader(get("/api/user-centre/help-bound?menuId=-1")),
      await helpBoundLoader(get("/api/user-centre/help-bound")),
    ]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ ok: false, error: "userCentre:errors.badInput" });
    }
    expect(seen).toHaveLength(0);
  });
});
