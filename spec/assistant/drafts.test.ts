// @vitest-environment happy-dom
/**
 * The composer's drafts (issue 9): one per chat, kept for the page and in the tab's storage,
 * per user (another user in the same tab never sees them); a change notifies no subscriber.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDrafts, DRAFTS_KEY } from "~/features/assistant/store/drafts";
import { createStore } from "~/features/assistant/store/store";

afterEach(() => sessionStorage.clear());

describe("assistant drafts", () => {
  it("keeps one draft per chat, and a cleared or emptied draft is gone", () => {
    const d = createDrafts("owner@A");
    d.set("s:s-1", "如何提高");
    d.set("a:7", "agent question");
    expect(d.get("s:s-1")).toBe("如何提高");
    expect(d.get("a:7")).toBe("agent question");
    expect(d.get("s:s-2")).toBe("");
    d.clear("s:s-1");
    expect(d.get("s:s-1")).toBe("");
    d.set("a:7", "");
    expect(d.get("a:7")).toBe("");
    expect(JSON.parse(sessionStorage.getItem(DRAFTS_KEY)!)).toEqual({ owner: "owner@A", drafts: {} });
  });

  it("a new page of the same user (a reload) gets the drafts back", () => {
    createDrafts("owner@A").set("s:s-1", "line 1\nline 2");
    expect(createDrafts("owner@A").get("s:s-1")).toBe("line 1\nline 2");
    expect(createStore("owner@A").drafts.get("s:s-1")).toBe("line 1\nline 2");
  });

  it("another user, or the same user name in another company, never sees the drafts", () => {
    createDrafts("owner@A").set("s:s-1", "secret plan");
    expect(createDrafts("leftie@A").get("s:s-1")).toBe("");
    expect(createDrafts("owner@B").get("s:s-1")).toBe("");
    const other = createStore("leftie@A");
    expect(other.drafts.get("s:s-1")).toBe("");
    other.drafts.set("s:s-9", "mine");
    expect(sessionStorage.getItem(DRAFTS_KEY)).not.toContain("secret plan");
  });

  it("stored drafts without an owner, unreadable or of the wrong shape are ignored", () => {
    sessionStorage.setItem(DRAFTS_KEY, JSON.stringify({ drafts: { "s:s-1": "x" } }));
    expect(createDrafts("owner@A").get("s:s-1")).toBe("");
    sessionStorage.setItem(DRAFTS_KEY, "{not json");
    expect(createDrafts("owner@A").get("s:s-1")).toBe("");
    sessionStorage.setItem(DRAFTS_KEY, JSON.stringify({ owner: "owner@A", drafts: { "s:s-1": 5, "s:s-2": "ok" } }));
    const d = createDrafts("owner@A");
    expect(d.get("s:s-1")).toBe("");
    expect(d.get("s:s-2")).toBe("ok");
  });

  it("writing a draft notifies none of the store's subscribers (the chat does not re-render)", () => {
    const store = createStore("owner@A");
    const fn = vi.fn();
    store.subscribe(fn);
    for (const text of ["a", "ab", "abc"]) store.drafts.set("s:s-1", text);
    store.drafts.clear("s:s-1");
    expect(fn).not.toHaveBeenCalled();
    expect(store.drafts.get("s:s-1")).toBe("");
  });

  it("storage that refuses writes keeps the drafts for the page", () => {
    const d = createDrafts("owner@A");
    const spy = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    try {
      d.set("s:s-1", "kept");
      expect(d.get("s:s-1")).toBe("kept");
    } finally {
      spy.mockRestore();
    }
  });
});
