import { afterEach, describe, expect, it } from "vitest";
import { resetServerEnv, serverEnv } from "~/utils/env.server";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetServerEnv();
});

describe("server environment", () => {
  it("a malformed GATEWAY_URL stops the start with a message naming the variable", () => {
    process.env.GATEWAY_URL = "not a url";
    expect(() => serverEnv()).toThrow(/GATEWAY_URL/);
  });

  it("production against a real gateway requires SESSION_SECRET; the embedded demo generates one", () => {
    process.env.NODE_ENV = "production";
    process.env.GATEWAY_URL = "https://gateway.example.com";
    delete process.env.SESSION_SECRET;
    delete process.env.PORTAL_EMBEDDED_GATEWAY;
    expect(() => serverEnv()).toThrow(/SESSION_SECRET/);
    resetServerEnv();
    process.env.PORTAL_EMBEDDED_GATEWAY = "1";
    expect(serverEnv().SESSION_SECRETS).toHaveLength(1);
  });

  it("SESSION_SECRET may list several secrets for rotation; short ones are refused", () => {
    process.env.SESSION_SECRET = "new-secret-0123456789,old-secret-0123456789";
    expect(serverEnv().SESSION_SECRETS).toEqual(["new-secret-0123456789", "old-secret-0123456789"]);
    resetServerEnv();
    process.env.SESSION_SECRET = "short";
    expect(() => serverEnv()).toThrow(/SESSION_SECRET/);
  });

  it("PORTAL_ENV_PREFIX accepts a path segment only", () => {
    process.env.PORTAL_ENV_PREFIX = "pre";
    expect(serverEnv().PORTAL_ENV_PREFIX).toBe("pre");
    resetServerEnv();
    process.env.PORTAL_ENV_PREFIX = "../evil";
    expect(() => serverEnv()).toThrow(/PORTAL_ENV_PREFIX/);
  });
});
