import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BRIDGE_TYPES, decodeBridgeMessage, decodeShellMessage } from "~/features/bridge/protocol";

/** One valid payload per type. */
const VALID: Record<(typeof BRIDGE_TYPES)[number], unknown> = {
  getData: undefined,
  getDataByKey: { key: "language" },
  getCookie: {},
  authSuccess: undefined,
  noPermissionNotice: undefined,
  notification: { type: "success", title: "保存成功" },
  navigator: { menuId: 10202 },
  closeNavigator: undefined,
  pushByAsync: { taskName: "订单导出" },
  navigatorErp: { path: "/order/list" },
  dialog: { url: "https://erp.example.com/x", title: "t" },
  destroyAllDialog: undefined,
  openPageByMenusId: { menuId: 5 },
  logout: undefined,
  windowOpen: { url: "https://example.com/" },
  getLocation: undefined,
  "download.socket": { message: { taskId: 1 } },
};

describe("bridge decoder", () => {
  it("decodes each of BRIDGE-01's 17 message types with a well-formed payload, and refuses any other type (decoding only: BRIDGE-01 whole in spec/micro/bridge-handling.test.tsx)", () => {
    // The clause's 17 types, written here.
    expect([...BRIDGE_TYPES].sort()).toEqual([
      "getData", "getDataByKey", "getCookie", "authSuccess", "noPermissionNotice", "notification", "navigator", "closeNavigator",
      "pushByAsync", "navigatorErp", "dialog", "destroyAllDialog", "openPageByMenusId", "logout", "windowOpen", "getLocation", "download.socket",
    ].sort());
    for (const type of BRIDGE_TYPES) {
      const r = decodeBridgeMessage({ type, data: VALID[type], requestId: "r1" });
      expect(r).toMatchObject({ ok: true, message: { type, requestId: "r1" } });
    }
    // Any other type is ignored (refused as unknown), near misses included.
    for (const type of ["getToken", "GetData", "getdata", "download", "download.Socket", "windowopen", ""]) {
      expect(decodeBridgeMessage({ type, data: undefined, requestId: "r1" }), type).toEqual({ ok: false, reason: "unknown-type" });
    }
  });

  it("any other type is refused as unknown-type; never throws on arbitrary input (BRIDGE-01's other side, over any input)", () => {
    fc.assert(
      fc.property(fc.string().filter((t) => !(BRIDGE_TYPES as readonly string[]).includes(t) && t.length <= 64), fc.anything(), (type, data) => {
        expect(decodeBridgeMessage({ type, data })).toEqual({ ok: false, reason: "unknown-type" });
      }),
    );
    fc.assert(
      fc.property(fc.anything({ withMap: true, withSet: true, withTypedArray: true, withNullPrototype: true }), (raw) => {
        const r = decodeBridgeMessage(raw);
        if (r.ok) expect(BRIDGE_TYPES).toContain(r.message.type);
        else expect(["not-an-object", "unknown-type", "bad-payload"]).toContain(r.reason);
      }),
    );
  });

  it("a known type with a malformed payload is refused as bad-payload", () => {
    const payloadTypes = BRIDGE_TYPES.filter((t) => !["getData", "getCookie", "authSuccess", "noPermissionNotice", "destroyAllDialog", "logout", "getLocation", "closeNavigator"].includes(t));
    fc.assert(
      fc.property(fc.constantFrom(...payloadTypes), fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.anything()), fc.record({ junk: fc.anything() })), (type, data) => {
        expect(decodeBridgeMessage({ type, data })).toEqual({ ok: false, reason: "bad-payload" });
      }),
    );
    expect(decodeBridgeMessage({ type: "windowOpen", data: { url: "javascript:alert(1)" } })).toEqual({ ok: false, reason: "bad-payload" });
    expect(decodeBridgeMessage({ type: "dialog", data: { url: "data:text/html,x" } })).toEqual({ ok: false, reason: "bad-payload" });
    const hostile = { type: "notification", get data(): unknown { throw new Error("boom"); } };
    expect(decodeBridgeMessage(hostile).ok).toBe(false);
  });
});

describe("bridge: the portal's print request (an extension, not one of BRIDGE-01's types)", () => {
  it("is decoded for the registry only, with its payload checked; the BRIDGE-01 decoder still ignores it", () => {
    expect(decodeBridgeMessage({ type: "portal:print", data: {} })).toEqual({ ok: false, reason: "unknown-type" });
    expect(decodeShellMessage({ type: "portal:print", data: { kind: "shippingLabel", ref: "SO1" }, requestId: "r1" })).toEqual({
      ok: true, message: { type: "portal:print", data: { kind: "shippingLabel", ref: "SO1" }, requestId: "r1" },
    });
    expect(decodeShellMessage({ type: "portal:print" })).toMatchObject({ ok: true, message: { data: { kind: "document" } } });
    for (const data of [{ kind: "<script>" }, { kind: "label", extra: 1 }, { ref: "x".repeat(65) }, "label"]) {
      expect(decodeShellMessage({ type: "portal:print", data })).toEqual({ ok: false, reason: "bad-payload" });
    }
    expect(decodeShellMessage({ type: "portal:other" })).toEqual({ ok: false, reason: "unknown-type" });
    expect(decodeShellMessage({ type: "getData" })).toEqual(decodeBridgeMessage({ type: "getData" }));
  });
});
