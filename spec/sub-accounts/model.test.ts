/**
 * Permissions management's pure rules (app/features/sub-accounts/model.ts): the list query read
 * from an address, the page count, and the add form's checks (AUTH-04's 8 and 16 written out).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contactKind, draftErrors, pageCount, readQuery, type SubAccountDraft } from "../../app/features/sub-accounts/model";
import { entitledMenus, roleLabel } from "../../app/features/sub-accounts/components/labels";

const params = (o: Record<string, string>) => new URLSearchParams(o);
const valid: SubAccountDraft = { userName: "clerk_01", realName: "Clerk", contact: "clerk@seller.example", password: "Clerk2026ab", roleIds: [3] };

describe("readQuery", () => {
  it("any input gives a page ≥ 1, a size of 10, 20 or 50 and a trimmed word of at most 50 characters", () => {
    fc.assert(fc.property(fc.string(), fc.string(), fc.string({ maxLength: 120 }), (pageNum, pageSize, keyword) => {
      const q = readQuery(params({ pageNum, pageSize, keyword }));
      expect(Number.isSafeInteger(q.pageNum) && q.pageNum >= 1).toBe(true);
      expect([10, 20, 50]).toContain(q.pageSize);
      expect([...q.keyword].length).toBeLessThanOrEqual(50);
      expect(q.keyword).toBe(q.keyword.trim());
      expect(keyword.trim().startsWith(q.keyword)).toBe(true);
    }));
  });

  it("keeps a valid page and size; falls back to page 1 and 10 rows otherwise", () => {
    expect(readQuery(params({ pageNum: "3", pageSize: "20", keyword: "  staff " }))).toEqual({ pageNum: 3, pageSize: 20, keyword: "staff" });
    expect(readQuery(params({ pageNum: "0", pageSize: "15" }))).toEqual({ pageNum: 1, pageSize: 10, keyword: "" });
    expect(readQuery(params({ pageNum: "2.5", pageSize: "50" }))).toEqual({ pageNum: 1, pageSize: 50, keyword: "" });
    expect(readQuery(params({}))).toEqual({ pageNum: 1, pageSize: 10, keyword: "" });
  });
});

describe("pageCount", () => {
  it("is the smallest count of pages that holds every row, and at least 1", () => {
    fc.assert(fc.property(fc.nat(10_000), fc.constantFrom(10, 20, 50), (total, size) => {
      const pages = pageCount(total, size);
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages * size).toBeGreaterThanOrEqual(total);
      if (total > 0) expect((pages - 1) * size).toBeLessThan(total);
    }));
    expect(pageCount(12, 10)).toBe(2);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(0, 10)).toBe(1);
  });
});

describe("draftErrors", () => {
  it("a complete draft has no problem", () => {
    expect(draftErrors(valid)).toEqual({});
    expect(draftErrors({ ...valid, contact: "13900001111" })).toEqual({});
  });

  it("each empty field has its own message", () => {
    expect(draftErrors({ userName: " ", realName: "", contact: "", password: "", roleIds: [] })).toEqual({
      userName: "userNameRequired", realName: "realNameRequired", contact: "contactRequired", password: "passwordRequired", roleIds: "rolesRequired",
    });
  });

  it("the password follows AUTH-04: 8 to 16 characters with upper, lower case and a digit", () => {
    expect(draftErrors({ ...valid, password: "Abcdef1" }).password).toBe("passwordRule"); // 7
    expect(draftErrors({ ...valid, password: "Abcdefg1" }).password).toBeUndefined(); // 8
    expect(draftErrors({ ...valid, password: "Abcdefghijklmn12" }).password).toBeUndefined(); // 16
    expect(draftErrors({ ...valid, password: "Abcdefghijklmn123" }).password).toBe("passwordRule"); // 17
    expect(draftErrors({ ...valid, password: "abcdefg1" }).password).toBe("passwordRule");
    expect(draftErrors({ ...valid, password: "ABCDEFG1" }).password).toBe("passwordRule");
    expect(draftErrors({ ...valid, password: "Abcdefgh" }).password).toBe("passwordRule");
    // The server gets the password encrypted: it skips the check.
    expect(draftErrors({ ...valid, password: "" }, false)).toEqual({});
  });

  it("the account name takes 4 to 20 letters, digits, _ . -", () => {
    expect(draftErrors({ ...valid, userName: "abc" }).userName).toBe("userNameRule");
    expect(draftErrors({ ...valid, userName: "abcd" }).userName).toBeUndefined();
    expect(draftErrors({ ...valid, userName: "a".repeat(20) }).userName).toBeUndefined();
    expect(draftErrors({ ...valid, userName: "a".repeat(21) }).userName).toBe("userNameRule");
    expect(draftErrors({ ...valid, userName: "ab cd" }).userName).toBe("userNameRule");
  });

  it("the name has at most 40 characters; the contact is an 11-digit mobile number or an e-mail", () => {
    expect(draftErrors({ ...valid, realName: "名".repeat(40) }).realName).toBeUndefined();
    expect(draftErrors({ ...valid, realName: "名".repeat(41) }).realName).toBe("realNameTooLong");
    expect(contactKind("13900001111")).toBe("phone");
    expect(contactKind("1390000111")).toBeNull();
    expect(contactKind("23900001111")).toBeNull();
    expect(contactKind("a@b.cd")).toBe("email");
    expect(contactKind("a@b")).toBeNull();
    expect(draftErrors({ ...valid, contact: "1380000" }).contact).toBe("contactInvalid");
  });

  it("never throws, and a draft with no problem is one the server accepts too", () => {
    const draft = fc.record({ userName: fc.string(), realName: fc.string(), contact: fc.string(), password: fc.string(), roleIds: fc.array(fc.nat()) });
    fc.assert(fc.property(draft, (d) => {
      const e = draftErrors(d);
      if (Object.keys(e).length === 0) expect(draftErrors(d, false)).toEqual({});
      for (const key of Object.values(e)) expect(typeof key).toBe("string");
    }));
  });
});

describe("role and menu names", () => {
  const roles = [
    { roleId: 3, roleName: "订单专员", roleEnName: "Order clerk", roleKrName: "", menuList: [
      { groupCode: "workbench", menuName: "工作台", menuEnName: "Workbench", menuKrName: "워크벤치" },
      { groupCode: "order", menuName: "订单管理", menuEnName: "Orders", menuKrName: "주문 관리" },
    ] },
    { roleId: 4, roleName: "财务", roleEnName: "Finance", roleKrName: "재무", menuList: [
      { groupCode: "workbench", menuName: "工作台", menuEnName: "Workbench", menuKrName: "워크벤치" },
      { groupCode: "finance", menuName: "财务管理", menuEnName: "Finance", menuKrName: "재무 관리" },
    ] },
  ];
  it("are in the user's language, Chinese when the other is missing; shared menus once", () => {
    expect(roleLabel(roles[0]!, "en-US")).toBe("Order clerk");
    expect(roleLabel(roles[0]!, "ko-KR")).toBe("订单专员");
    expect(roleLabel(roles[1]!, "ko-KR")).toBe("재무");
    expect(entitledMenus(roles, [3, 4], "zh-CN")).toEqual(["工作台", "订单管理", "财务管理"]);
    expect(entitledMenus(roles, [4], "en-US")).toEqual(["Workbench", "Finance"]);
    expect(entitledMenus(roles, [], "en-US")).toEqual([]);
  });
});
