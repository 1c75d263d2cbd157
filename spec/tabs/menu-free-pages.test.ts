/** Which portal pages open by their address without a menu leaf (issue 8; the rest: ENTRY-06). */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { menuFreePage } from "~/utils/sso-pages";
import { ssoPages } from "~/shell/sso-pages";

describe("portal pages that need no menu", () => {
  it("a live broadcast's details is one, with its query, whatever the case or trailing slash", () => {
    for (const path of ["/company/helper/live-roadcast/details?liveId=6002", "/company/helper/live-roadcast/details", "/Company/Helper/Live-Roadcast/Details/?liveId=1"]) {
      expect(menuFreePage(path)).toEqual({ path: "/company/helper/live-roadcast/details", titleKey: "notices:live.details" });
    }
  });

  it("the initialization guide is one (ROUTE-29), titled by the toolbar's guide page", () => {
    for (const path of ["/guide", "/Guide/", "/guide?from=toolbar"]) expect(menuFreePage(path)).toEqual({ path: "/guide", titleKey: "account:initGuide.title" });
    for (const path of ["/guides", "/guide/more", "guide"]) expect(menuFreePage(path), path).toBeNull();
  });

  it("no other page is: the list, the notices' pages, near misses and unknown paths still need their menu", () => {
    for (const path of [
      "/company/helper/live-roadcast",
      "/company/notice/notification?id=3",
      "/company/notice/announcement",
      "/company/helper/live-roadcast/details-x",
      "/company/helper/live-roadcast/details/more",
      "company/helper/live-roadcast/details",
      "/constructor",
      "/__proto__",
      "",
    ]) expect(menuFreePage(path), path).toBeNull();
    fc.assert(fc.property(fc.string(), (path) => {
      const page = menuFreePage(path);
      // Whatever the input: null, or one of the two menu-free pages, which the registry renders.
      expect(page === null || (["/company/helper/live-roadcast/details", "/guide"].includes(page.path) && page.path in ssoPages)).toBe(true);
    }));
  });
});
