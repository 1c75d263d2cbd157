// @vitest-environment happy-dom
/** The assistant's tab cache (AI-15's) is per user: another user in the same tab starts empty. */
import { afterEach, describe, expect, it } from "vitest";
import { createStore } from "~/features/assistant/store/store";
import type { AiSession } from "~/features/assistant/model/types";

const session = (id: string) => ({ session_id: id, session_name: `s${id}` }) as unknown as AiSession;

afterEach(() => sessionStorage.clear());

describe("assistant tab cache", () => {
  it("a new store of the same user starts with the cached sessions", () => {
    createStore("owner@A").set({ sessions: [session("1"), session("2")] });
    expect(createStore("owner@A").get().sessions).toEqual([session("1"), session("2")]);
  });

  it("a store of another user, or of the same user name in another company, starts empty", () => {
    createStore("owner@A").set({ sessions: [session("1")] });
    expect(createStore("leftie@A").get().sessions).toEqual([]);
    expect(createStore("owner@B").get().sessions).toEqual([]);
  });

  it("a cache without an owner or unreadable starts empty", () => {
    sessionStorage.setItem("portal.assistant.cache", JSON.stringify({ sessions: [session("1")] }));
    expect(createStore("owner@A").get().sessions).toEqual([]);
    sessionStorage.setItem("portal.assistant.cache", "{not json");
    expect(createStore("owner@A").get().sessions).toEqual([]);
  });
});
