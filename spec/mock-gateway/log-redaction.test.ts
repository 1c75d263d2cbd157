import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { REDACTED, redact } from "../../mock-gateway/core/log";
import { BASE, login, setupGateway } from "./helpers";

const gw = setupGateway();
beforeEach(() => gw.reset());
const served = async () => JSON.stringify(await (await fetch(`${BASE}/__mock/log`)).json());
const post = (path: string, body: string, token?: string) =>
  fetch(`${BASE}${path}`, { method: "POST", headers: { "content-type": "application/json", ...(token ? { authorization: token } : {}) }, body });

const SECRET_KEYS = ["password", "newPassword", "token", "autoLoginToken", "Authorization", "clientSecret", "cookie"];
/** A secret value: long enough that it cannot occur in the log by chance. */
const secret = fc.string({ unit: fc.constantFrom(..."ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"), minLength: 16, maxLength: 24 }).map((s) => `S3CR3T${s}`);

describe("request log redaction", () => {
  it("an auto-login token in a transformLogin body is redacted in /__mock/log", async () => {
    const token = gw.mintAutoLoginToken("owner");
    expect((await post("/sso/user/transformLogin", JSON.stringify({ token }))).status).toBe(200);
    expect(gw.log.find((e) => e.path === "/sso/user/transformLogin")?.body).toEqual({ token: REDACTED });
    expect(await served()).not.toContain(token);
  });

  it("tokens and passwords in a body that is not JSON are redacted too", async () => {
    const session = await login(gw, "owner");
    const auto = gw.mintAutoLoginToken("owner");
    await post("/sso/user/userActionConfig", `password=hunter2&next=/entry?token=${auto}&x={"token": "${session}"`, session);
    const log = await served();
    for (const leaked of ["hunter2", auto, session]) expect(log).not.toContain(leaked);
  });

  it("a socket frame's token and Authorization are redacted", async () => {
    const session = await login(gw, "owner");
    const conn = { username: "owner", kind: "notice" as const, send: () => {}, close: () => {} };
    gw.sockets.received(conn, JSON.stringify({ type: "auth", token: session, headers: { Authorization: `Bearer ${session}` }, note: `ws://x/sso/ecSocket/${session}` }));
    const frame = gw.log.find((e) => e.method === "WS");
    expect(frame?.body).toEqual({ type: "auth", token: REDACTED, headers: { Authorization: REDACTED }, note: `ws://x/sso/ecSocket/${REDACTED}` });
    expect(await served()).not.toContain(session);
  });

  it("redact leaves no value of a secret-named field and no mock token anywhere (fast-check)", () => {
    const plain = fc.jsonValue({ maxDepth: 2 });
    const planted = fc.letrec<{ node: unknown }>((tie) => ({
      node: fc.oneof(
        { depthSize: "small" },
        plain,
        fc.tuple(fc.constantFrom(...SECRET_KEYS), secret, fc.dictionary(fc.string({ maxLength: 6 }), tie("node"), { maxKeys: 3 }))
          .map(([k, v, rest]) => ({ ...rest, [k]: v })),
        fc.array(tie("node"), { maxLength: 3 }),
        fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom("mk.", "al."), secret).map(([pre, kind, v]) => `${pre} ${kind}${v}`),
      ),
    })).node;
    fc.assert(fc.property(planted, (value) => {
      expect(JSON.stringify(redact(value)) ?? "").not.toMatch(/S3CR3T/);
    }), { numRuns: 300 });
  });
});
