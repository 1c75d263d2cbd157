import { describe, expect, it, vi } from "vitest";
import { createLogoutOnce } from "~/gateway/client.server";

const tick = () => new Promise((r) => setTimeout(r, 5));

describe("createLogoutOnce", () => {
  it("ten concurrent requests with the same dead token trigger one gateway logout", async () => {
    const guard = createLogoutOnce();
    const logout = vi.fn(tick);
    const ran = await Promise.all(Array.from({ length: 10 }, () => guard.run("dead-token", logout)));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(ran.filter(Boolean)).toHaveLength(1);
  });

  it("different tokens each log out once", async () => {
    const guard = createLogoutOnce();
    const logout = vi.fn(tick);
    await Promise.all(["a", "b", "a", "b", "c"].map((t) => guard.run(t, logout)));
    expect(logout).toHaveBeenCalledTimes(3);
  });

  it("joiners wait for the running logout; a failing logout never rejects", async () => {
    const guard = createLogoutOnce();
    const order: string[] = [];
    const first = guard.run("t", async () => {
      await tick();
      order.push("logout done");
      throw new Error("gateway down");
    });
    const second = guard.run("t", () => order.push("second ran")).then(() => order.push("second resolved"));
    await expect(first).resolves.toBe(true);
    await second;
    expect(order).toEqual(["logout done", "second resolved"]);
  });

  it("entries expire after ttlMs and the map stays within maxEntries", async () => {
    let now = 0;
    const guard = createLogoutOnce({ ttlMs: 1_000, maxEntries: 3, now: () => now });
    const logout = vi.fn();
    await guard.run("t", logout);
    now = 500;
    await guard.run("t", logout);
    expect(logout).toHaveBeenCalledTimes(1);
    now = 1_500;
    await guard.run("t", logout);
    expect(logout).toHaveBeenCalledTimes(2);
    for (const t of ["a", "b", "c", "d", "e"]) await guard.run(t, logout);
    expect(guard.size).toBeLessThanOrEqual(3);
  });
});
