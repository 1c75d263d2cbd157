/** Custom-scene validators and list rules: properties over arbitrary forms and selections. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_SCENE_KEY, addSceneDecision, deleteSceneDecision, isMenuCheckDisabled, toggleMenu, validateSceneForm,
} from "~/features/account";
import { toScene } from "~/features/account";

const ids = fc.uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 40 });
const visibleName = fc.string({ minLength: 1, maxLength: 60, unit: "grapheme" }).filter((s) => s.trim().length > 0);
/** The spec's limits, written here (never imported from the code under test). */
const NAME_CHARS = 30; // MENU-34
const SCENE_MENUS = 15; // MENU-36, MENU-37
const SCENES = 30; // MENU-41
/** Characters as a person counts them: code points. */
const chars = (text: string) => [...text].length;
const nameError = (customMenuName: string) => validateSceneForm({ customMenuName, menuIds: [1], remark: "" }).find((e) => e.field === "customMenuName");
const menuError = (menuIds: number[]) => validateSceneForm({ customMenuName: "Daily", menuIds, remark: "" }).find((e) => e.field === "menuIds");
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe("scene form validators", () => {
  it("an empty or blank name fails with the placeholder's key as its message (MENU-33's text is shown in e2e)", () => {
    fc.assert(fc.property(fc.stringMatching(/^\s*$/), ids, (name, menuIds) => {
      const errors = validateSceneForm({ customMenuName: name, menuIds, remark: "" });
      expect(errors.find((e) => e.field === "customMenuName")?.messageKey).toBe("scene.namePlaceholder");
    }));
  });

  it("[MENU-34] a name is valid exactly when it has 1..30 characters after trimming: 30 pass, 31 fail", () => {
    expect(nameError("x".repeat(30))).toBeUndefined();
    expect(nameError("x".repeat(31))).toEqual({ field: "customMenuName", messageKey: "scene.nameTooLong" });
    expect(nameError("场".repeat(30))).toBeUndefined();
    expect(nameError("场".repeat(31))?.messageKey).toBe("scene.nameTooLong");
    expect(nameError(`  ${"😀".repeat(30)}  `)).toBeUndefined(); // an emoji counts 1, outer spaces not at all
    expect(nameError("😀".repeat(31))?.messageKey).toBe("scene.nameTooLong");
    fc.assert(fc.property(visibleName, (name) => {
      expect(nameError(name) === undefined).toBe(chars(name.trim()) <= NAME_CHARS);
    }));
  });

  it("[MENU-35][MENU-36] menuIds is valid exactly when it holds 1..15 menus: none and 16 fail, 1 and 15 pass", () => {
    expect(menuError([])).toEqual({ field: "menuIds", messageKey: "scene.menusRequired" });
    expect(menuError(range(1))).toBeUndefined();
    expect(menuError(range(15))).toBeUndefined();
    expect(menuError(range(16))).toEqual({ field: "menuIds", messageKey: "scene.menusTooMany" });
    fc.assert(fc.property(ids, (menuIds) => {
      expect(menuError(menuIds) === undefined).toBe(menuIds.length >= 1 && menuIds.length <= SCENE_MENUS);
      if (menuIds.length === 0) expect(menuError(menuIds)?.messageKey).toBe("scene.menusRequired");
    }));
  });

  it("[MENU-38] the remark never makes a form invalid, and each invalid field gives exactly one message", () => {
    fc.assert(fc.property(fc.string(), ids, fc.string({ maxLength: 5000 }), (name, menuIds, remark) => {
      const errors = validateSceneForm({ customMenuName: name, menuIds, remark });
      expect(errors).toEqual(validateSceneForm({ customMenuName: name, menuIds, remark: "" }));
      expect(new Set(errors.map((e) => e.field)).size).toBe(errors.length);
    }));
  });
});

describe("menu checkboxes", () => {
  it("[MENU-36] toggling never exceeds 15; at 15 exactly the unchecked boxes are disabled (the rule only: MENU-37's disabled checkboxes on screen are in e2e/nav-account)", () => {
    const fourteen = range(14).reduce<readonly number[]>((sel, id) => toggleMenu(sel, id), []);
    expect(isMenuCheckDisabled(fourteen, 15)).toBe(false);
    const fifteen = toggleMenu(fourteen, 15);
    expect(fifteen).toEqual(range(15));
    expect(isMenuCheckDisabled(fifteen, 16)).toBe(true);
    expect(isMenuCheckDisabled(fifteen, 1)).toBe(false);
    expect(toggleMenu(fifteen, 16)).toEqual(range(15));
    expect(toggleMenu(fifteen, 1)).toEqual(range(15).slice(1));
    fc.assert(fc.property(fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 80 }), (clicks) => {
      let selected: readonly number[] = [];
      for (const id of clicks) {
        const before = selected;
        selected = toggleMenu(selected, id);
        expect(selected.length).toBeLessThanOrEqual(SCENE_MENUS);
        if (!before.includes(id) && before.length < SCENE_MENUS) expect(selected).toContain(id);
        if (before.includes(id)) expect(selected).not.toContain(id);
      }
      for (let id = 1; id <= 30; id++) {
        expect(isMenuCheckDisabled(selected, id)).toBe(selected.length >= SCENE_MENUS && !selected.includes(id));
      }
    }));
  });
});

describe("scene list rules", () => {
  it("adding shows the demo tip to demo users, the limit warning at 30 scenes, else the form (the decision only: DEMO-02 and MENU-41 on screen in e2e)", () => {
    expect(addSceneDecision(29, false)).toBe("open");
    expect(addSceneDecision(30, false)).toBe("limit");
    fc.assert(fc.property(fc.nat(100), fc.boolean(), (count, isDemo) => {
      const expected = isDemo ? "demo" : count >= SCENES ? "limit" : "open";
      expect(addSceneDecision(count, isDemo)).toBe(expected);
    }));
  });

  it("the default scene offers no delete, the active one warns, others ask to confirm (MENU-42..44 are shown in e2e)", () => {
    const key = fc.oneof(fc.constant(DEFAULT_SCENE_KEY), fc.integer({ min: 1, max: 99 }).map((n) => `c_${n}`));
    fc.assert(fc.property(key, fc.boolean(), fc.option(key), (sceneKey, closable, activeKey) => {
      const decision = deleteSceneDecision({ key: sceneKey, closable }, activeKey, false);
      if (sceneKey === DEFAULT_SCENE_KEY || !closable) expect(decision).toBe("forbidden");
      else if (sceneKey === activeKey) expect(decision).toBe("active");
      else expect(decision).toBe("confirm");
    }));
  });

  it("[MENU-31] a wire group reads id or groupId, menus from groupMenuBindDTOS; c_default is never closable", () => {
    expect(toScene({ id: 7, customMenuName: "A", groupMenuBindDTOS: [{ menuId: 3 }, { menuId: 4 }] })).toMatchObject({ groupId: 7, key: "c_7", menuIds: [3, 4], closable: true });
    expect(toScene({ groupId: 9001, key: DEFAULT_SCENE_KEY, customMenuName: "ERP quick start", closable: true })).toMatchObject({ groupId: 9001, key: DEFAULT_SCENE_KEY, closable: false, menuIds: [] });
    expect(toScene({ groupId: 12, customMenuName: "B", groupMenuBindDTOS: [{ menuId: 5 }] })).toMatchObject({ groupId: 12, key: "c_12", menuIds: [5] });
  });
});
