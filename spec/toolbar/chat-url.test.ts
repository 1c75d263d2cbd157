/** The customer-service chat window's address, its nick name and chatId, and the tour's stops. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildChatUrl, chatIdFor, chatNickName, isChatUrl, type ChatQuery } from "~/features/toolbar/chat/chat-url";
import { TOUR_STOPS, presentStops } from "~/features/toolbar/tour/steps";

const KEYS = ["accountId", "AgentId", "nickName", "chatId", "visitorId"] as const;
const nonBlank = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== "");
const queryArb: fc.Arbitrary<ChatQuery> = fc.record({ accountId: nonBlank, AgentId: nonBlank, nickName: nonBlank, chatId: nonBlank, visitorId: nonBlank });
const baseArb = fc.webUrl({ validSchemes: ["http", "https"], withQueryParameters: true, withFragments: true }).filter((u) => {
  const url = new URL(u);
  return !url.username && !url.password;
});

describe("chat URL", () => {
  it("only produces http(s) URLs on the configured origin, every parameter encoded and read back exactly", () => {
    fc.assert(fc.property(baseArb, queryArb, (base, query) => {
      const href = buildChatUrl(base, query);
      expect(href).not.toBeNull();
      const url = new URL(href!);
      expect(url.origin).toBe(new URL(base).origin);
      expect(["http:", "https:"]).toContain(url.protocol);
      expect(isChatUrl(href!, base)).toBe(true);
      for (const k of KEYS) expect(url.searchParams.getAll(k)).toEqual([query[k]]);
      // Nothing a parameter holds can end the query or start a fragment.
      expect(url.hash).toBe("");
    }));
  });

  it("keeps the base's own other parameters and replaces a same-named one", () => {
    const href = buildChatUrl("https://chat.example.com/im/?lang=zh&chatId=old", { accountId: "7", AgentId: "a", nickName: "Acme & Co (Pro)", chatId: "new", visitorId: "u#1" })!;
    const url = new URL(href);
    expect(url.searchParams.get("lang")).toBe("zh");
    expect(url.searchParams.getAll("chatId")).toEqual(["new"]);
    expect(url.searchParams.get("nickName")).toBe("Acme & Co (Pro)");
    expect(url.searchParams.get("visitorId")).toBe("u#1");
    expect(href).not.toContain("u#1");
  });

  it("refuses a base that is not an absolute http(s) URL, carries credentials, or any empty parameter", () => {
    const q: ChatQuery = { accountId: "1", AgentId: "a", nickName: "n", chatId: "c", visitorId: "v" };
    for (const base of ["javascript:alert(1)//", "data:text/html,x", "ftp://chat.example.com/", "/apps/chat/", "//evil.example/", "https://user:pw@chat.example.com/", "not a url", ""]) {
      expect(buildChatUrl(base, q)).toBeNull();
    }
    for (const k of KEYS) expect(buildChatUrl("https://chat.example.com/", { ...q, [k]: "  " })).toBeNull();
  });

  it("isChatUrl accepts only the configured origin, scheme and port included", () => {
    const base = "https://chat.example.com/im/";
    expect(isChatUrl("https://chat.example.com/other?x=1", base)).toBe(true);
    for (const href of ["http://chat.example.com/im/", "https://chat.example.com:8443/im/", "https://evil.example/im/", "https://chat.example.com.evil.example/", "javascript:alert(1)", "https://u:p@chat.example.com/im/"]) {
      expect(isChatUrl(href, base)).toBe(false);
    }
    fc.assert(fc.property(fc.webUrl(), baseArb, (href, b) => {
      if (isChatUrl(href, b)) expect(new URL(href).origin).toBe(new URL(b).origin);
    }));
  });
});

describe("chat nick name and chatId", () => {
  it("is the company, else the phone, else the nick name, then the packages", () => {
    expect(chatNickName({ companyName: "Acme", phone: "13800000000", nickName: "Jo" }, ["ERP Pro", "Ads"])).toBe("Acme (ERP Pro, Ads)");
    expect(chatNickName({ companyName: " ", phone: "13800000000", nickName: "Jo" }, ["ERP Pro"])).toBe("13800000000 (ERP Pro)");
    expect(chatNickName({ companyName: null, phone: "", nickName: "Jo" }, [])).toBe("Jo");
    expect(chatNickName({}, ["ERP Pro", " "])).toBe("ERP Pro");
    expect(chatNickName({}, [])).toBe("");
  });

  it("takes the current system's chatId for ERP, listing, Amazon operation, M2B, WMS and TMS, else ERP's", () => {
    const rows = new Map([["ERP", "e"], ["LISTING", "l"], ["AMAZON_OPERATE", "a"], ["M2B", "m"], ["WMS", "w"], ["TMS", "t"], ["BI", "b"]]);
    expect(["ERP", "LISTING", "AMAZON_OPERATE", "M2B", "WMS", "TMS"].map((s) => chatIdFor(s, rows))).toEqual(["e", "l", "a", "m", "w", "t"]);
    expect(chatIdFor("BI", rows)).toBe("e");
    expect(chatIdFor("WMS", new Map([["ERP", "e"]]))).toBe("e");
    expect(chatIdFor("WMS", new Map())).toBeNull();
  });
});

describe("tour stops", () => {
  it("keeps, in order, only the stops whose element is present and laid out", () => {
    const box = (w: number) => ({ getBoundingClientRect: () => ({ width: w, height: w }) }) as unknown as Element;
    fc.assert(fc.property(fc.array(fc.constantFrom("missing", "hidden", "shown"), { minLength: TOUR_STOPS.length, maxLength: TOUR_STOPS.length }), (states) => {
      const bySelector = new Map(TOUR_STOPS.map((s, i) => [s.selector, states[i]!]));
      const got = presentStops((sel) => (bySelector.get(sel) === "missing" ? null : box(bySelector.get(sel) === "shown" ? 10 : 0)));
      expect(got.map((g) => g.stop.key)).toEqual(TOUR_STOPS.filter((_, i) => states[i] === "shown").map((s) => s.key));
    }));
  });
});
