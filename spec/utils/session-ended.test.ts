// @vitest-environment happy-dom
/**
 * A background request that finds the session over sends the page to the login page, unless the
 * page is already leaving for another document (whose own navigation, e.g. a reload landing on
 * /login?reason=expired, must not be cancelled); a page restored from the back-forward cache
 * navigates again.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { goToLoginAfterRequest, isLeavingPage } from "~/utils/session-ended";

afterEach(() => vi.restoreAllMocks());

/** A `pageshow` event; `persisted`: the page came back from the back-forward cache. */
function pageshow(persisted: boolean): Event {
  const e = new Event("pageshow");
  Object.defineProperty(e, "persisted", { value: persisted });
  return e;
}

describe("leaving for the login page after a request", () => {
  it("navigates while the page stays, not once it has started to unload, and again after a back-forward restore", () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    expect(isLeavingPage()).toBe(false);
    expect(goToLoginAfterRequest("/login")).toBe(true);
    expect(assign).toHaveBeenCalledWith("/login");

    window.dispatchEvent(new Event("beforeunload"));
    expect(isLeavingPage()).toBe(true);
    expect(goToLoginAfterRequest("/login")).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);

    // A pageshow that is not a restore (the first load) changes nothing.
    window.dispatchEvent(pageshow(false));
    expect(goToLoginAfterRequest("/login")).toBe(false);

    window.dispatchEvent(pageshow(true));
    expect(isLeavingPage()).toBe(false);
    expect(goToLoginAfterRequest("/login?reason=expired")).toBe(true);
    expect(assign).toHaveBeenLastCalledWith("/login?reason=expired");
  });
});
