/** The portal's reading of getUserInfoByHideCode's data: business constants of the user info. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { userInfoSchema } from "~/gateway/schemas";

const base = { userId: 7, userName: "owner", subjectCodeEncrypt: "enc-A" };

describe("user info", () => {
  it("[CONST-02] historicalStatus takes only the values 1 or 2: 1 and 2 are kept, anything else is read as unknown, and the user info still loads", () => {
    expect(userInfoSchema.parse({ ...base, historicalStatus: 1 }).historicalStatus).toBe(1);
    expect(userInfoSchema.parse({ ...base, historicalStatus: 2 }).historicalStatus).toBe(2);
    expect(userInfoSchema.parse({ ...base, historicalStatus: "2" }).historicalStatus).toBe(2);
    for (const other of [0, 3, -1, 1.5, "x", true, {}]) {
      const info = userInfoSchema.parse({ ...base, historicalStatus: other });
      expect(info.historicalStatus).toBeNull();
      expect(info.userName).toBe("owner");
    }
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double(), fc.string(), fc.boolean(), fc.constant(null)), (raw) => {
        const info = userInfoSchema.parse({ ...base, historicalStatus: raw });
        expect([1, 2, null]).toContain(info.historicalStatus);
        if (raw === 1 || raw === 2) expect(info.historicalStatus).toBe(raw);
      }),
    );
  });
});
