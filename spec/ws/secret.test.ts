import { afterEach, describe, expect, it, vi } from "vitest";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  vi.resetModules();
});

describe("one session secret per process", () => {
  it("the secret generated for server/ is the one a second copy of the app's env module reads", async () => {
    delete process.env.SESSION_SECRET;
    process.env.NODE_ENV = "test";
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const { shareSessionSecret } = await import("../../server/ws");
    shareSessionSecret();
    const generated = process.env.SESSION_SECRET;
    expect(generated).toMatch(/^[0-9a-f]{64}$/);
    vi.resetModules(); // the Remix build: a separate module graph
    const { serverEnv } = await import("../../app/utils/env.server");
    expect(serverEnv().SESSION_SECRETS).toEqual([generated]);
  });

  it("keeps env.server's rule: production against a real gateway without a secret throws", async () => {
    delete process.env.SESSION_SECRET;
    process.env.NODE_ENV = "production";
    process.env.GATEWAY_URL = "https://gateway.example";
    delete process.env.PORTAL_EMBEDDED_GATEWAY;
    const { shareSessionSecret } = await import("../../server/ws");
    expect(() => shareSessionSecret()).toThrow(/SESSION_SECRET is required/);
    expect(process.env.SESSION_SECRET).toBeUndefined();
  });
});
