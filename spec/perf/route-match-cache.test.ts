/** Route matching once per path (server/route-match-cache.ts): the same answers as @remix-run/router's. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { memoizedMatchRoutes, remixRouterExports, type MatchableRoute, type MatchRoutes } from "../../server/route-match-cache";

/** The portal's route table, shaped as Remix's flat routes build it (ids, paths, index routes). */
function portalRoutes(): MatchableRoute[] {
  const r = (id: string, path?: string, index?: boolean, children?: MatchableRoute[]): MatchableRoute => ({ id: `routes/${id}`, path, index, children });
  return [
    {
      id: "root",
      path: "",
      children: [
        r("_index", undefined, true),
        r("$", "*"),
        r("401", "401"),
        r("401_.$systemCode", "401/:systemCode"),
        r("404", "404"),
        r("500", "500"),
        r("login", "login"),
        r("logout", "logout"),
        r("oauth.login", "oauth/login"),
        r("oauth.center", "oauth/center"),
        r("check-token", "check-token"),
        r("transfer", "transfer"),
        r("api.menus.tree", "api/menus/tree"),
        r("api.notices.list", "api/notices/list"),
        r("chakra[.]css", "chakra.css"),
        r("entry.$serviceId._index", "entry/:serviceId", true),
        r("entry.$serviceId.$systemCode", "entry/:serviceId/:systemCode", undefined, [
          r("entry.$serviceId.$systemCode._index", undefined, true),
          r("entry.$serviceId.$systemCode.$appName", ":appName"),
        ]),
        r("entry.$serviceId.$systemCode_.402", "entry/:serviceId/:systemCode/402"),
        r("entry.$serviceId.$systemCode_.404", "entry/:serviceId/:systemCode/404"),
      ],
    },
  ];
}

/** Deep copies: React Router and Remix build equal route objects per request. */
const copy = (routes: MatchableRoute[]): MatchableRoute[] => routes.map((x) => ({ ...x, children: x.children ? copy(x.children) : undefined }));

/** The original, from the instance Remix loads (read before any install). */
const original: MatchRoutes = remixRouterExports().matchRoutes;
const segment = fc.oneof(
  fc.constantFrom("entry", "1001", "ERP", "WMS", "login", "oauth", "center", "api", "menus", "tree", "402", "404", "401", "chakra.css", "x%20y", "%E4%B8%AD", "APP_1"),
  fc.stringMatching(/^[\w.~-]{1,8}$/),
);
const pathArb = fc.tuple(fc.array(segment, { maxLength: 5 }), fc.boolean()).map(([s, slash]) => `/${s.join("/")}${slash && s.length ? "/" : ""}`);

describe("route match cache", () => {
  it("answers every path as matchRoutes does, with the caller's own route objects, asked again or not", () => {
    const memo = memoizedMatchRoutes(original, 50);
    fc.assert(
      fc.property(pathArb, fc.constantFrom("/", "/pre/"), fc.boolean(), (path, basename, asObject) => {
        const routes = copy(portalRoutes());
        const location = asObject ? { pathname: basename === "/" ? path : `/pre${path}` } : basename === "/" ? path : `/pre${path}`;
        const expected = original(routes, location, basename);
        for (let i = 0; i < 2; i++) {
          const got = memo(routes, location, basename);
          expect(got).toEqual(expected);
          got?.forEach((m, j) => expect(m.route).toBe(expected![j]!.route));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("hands out fresh match and params objects: a caller's change never reaches the next call", () => {
    const memo = memoizedMatchRoutes(original);
    const first = memo(copy(portalRoutes()), "/entry/1001/ERP/APP_1")!;
    expect(first.at(-1)!.params).toEqual({ serviceId: "1001", systemCode: "ERP", appName: "APP_1" });
    first.at(-1)!.params.serviceId = "9999";
    first.at(-1)!.pathname = "/changed";
    const second = memo(copy(portalRoutes()), "/entry/1001/ERP/APP_1")!;
    expect(second.at(-1)!.params.serviceId).toBe("1001");
    expect(second.at(-1)!.pathname).toBe("/entry/1001/ERP/APP_1");
  });

  it("a tree whose routes have no ids, and a location with a query, go to matchRoutes itself", () => {
    let calls = 0;
    const counting: MatchRoutes = (routes, location, basename) => {
      calls++;
      return original(routes, location, basename);
    };
    const memo = memoizedMatchRoutes(counting);
    const noIds: MatchableRoute[] = [{ path: "login" }, { path: "*" }];
    memo(noIds, "/login");
    memo(noIds, "/login");
    expect(calls).toBe(2);
    const routes = portalRoutes();
    expect(memo(routes, "/login?x=1")).toEqual(original(routes, "/login?x=1"));
    expect(memo(routes, "/login?x=1")).toEqual(original(routes, "/login?x=1"));
    expect(calls).toBe(4);
    memo(routes, "/login");
    memo(routes, "/login");
    expect(calls).toBe(5);
  });
});
