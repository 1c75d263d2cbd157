import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { writesUserState } from "~/gateway/session.server";

describe("read cache: which requests drop the user's cached reads", () => {
  it("GET and HEAD never do; tracking and logging posts never do; every other write does", () => {
    const kept = ["/api/menu-opt", "/pre/api/menu-opt", "/api/bridge/rejections", "/api/notices/behavior"];
    for (const path of kept) expect(writesUserState(new Request(`http://portal.test${path}`, { method: "POST" }))).toBe(false);
    fc.assert(
      fc.property(
        fc.constantFrom("GET", "HEAD", "POST", "PUT", "DELETE", "PATCH"),
        fc.constantFrom("/api/account/package-style", "/api/account/scenes", "/api/menus/status", "/api/language", "/api/favourites", "/pre/api/account/scenes"),
        (method, path) => {
          const request = new Request(`http://portal.test${path}`, { method });
          expect(writesUserState(request)).toBe(method !== "GET" && method !== "HEAD");
        },
      ),
    );
  });
});
