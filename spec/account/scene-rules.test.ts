/** Custom-scene validators and list rules: properties over arbitrary forms and selections. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_SCENE_KEY, MAX_SCENES, MAX_SCENE_MENUS, MAX_SCENE_NAME_CHARS, addSceneDecision, charCount, deleteSceneDecision,
  isMenuCheckDisabled, toggleMenu, validateSceneForm,
} from "~/features/account";
import { toScene } from "~/features/account";

const ids = fc.uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 40 });
const visibleName = fc.string({ minLength: 1, maxLength: 60, unit: "grapheme" }).filter((s) => s.trim().length > 0);

describe("scene form validators", () => {
  it("[MENU-33] an empty or blank name fails with the placeholder as its message", () => {
    fc.assert(fc.property(fc.stringMatching(/^\s*$/), ids, (name, menuIds) => {
      const errors = validateSceneForm({ customMenuName: name, menuIds, remark: "" });
      expect(errors.find((e) => e.field === "customMenuName")?.messageKey).toBe("scene.namePlaceholder");
    }));
  });

  it("[MENU-34] a name is valid exactly when it has 1..30 characters after trimming", () => {
    fc.assert(fc.property(visibleName, (name) => {
      const nameError = validateSceneForm({ customMenuName: name, menuIds: [1], remark: "" }).find((e) => e.field === "customMenuName");
      expect(nameError === undefined).toBe(charCount(name.trim()) <= MAX_SCENE_NAME_CHARS);
    }));
  });

  it("[MENU-35][MENU-36] menuIds is valid exactly when it holds 1..15 menus", () => {
    fc.assert(fc.property(ids, (menuIds) => {
      const menuError = validateSceneForm({ customMenuName: "Daily", menuIds, remark: "" }).find((e) => e.field === "menuIds");
      expect(menuError === undefined).toBe(menuIds.length >= 1 && menuIds.length <= MAX_SCENE_MENUS);
      if (menuIds.length === 0) expect(menuError?.messageKey).toBe("scene.menusRequired");
    }));
  });

  it("[MENU-38][MENU-39] the remark never makes a form invalid, and each invalid field gives exactly one message", () => {
    fc.assert(fc.property(fc.string(), ids, fc.string({ maxLength: 5000 }), (name, menuIds, remark) => {
      const errors = validateSceneForm({ customMenuName: name, menuIds, remark });
      expect(errors).toEqual(validateSceneForm({ customMenuName: name, menuIds, remark: "" }));
      expect(new Set(errors.map((e) => e.field)).size).toBe(errors.length);
    }));
  });
});

describe("menu checkboxes", () => {
  it("[MENU-36][MENU-37] toggling never exceeds 15; at 15 exactly the unchecked boxes are disabled", () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 80 }), (clicks) => {
      let selected: readonly number[] = [];
      for (const id of clicks) {
        const before = selected;
        selected = toggleMenu(selected, id);
        expect(selected.length).toBeLessThanOrEqual(MAX_SCENE_MENUS);
        if (!before.includes(id) && before.length < MAX_SCENE_MENUS) expect(selected).toContain(id);
        if (before.includes(id)) expect(selected).not.toContain(id);
      }
      for (let id = 1; id <= 30; id++) {
        expect(isMenuCheckDisabled(selected, id)).toBe(selected.length >= MAX_SCENE_MENUS && !selected.includes(id));
      }
    }));
  });
});

describe("scene list rules", () => {
  it("[MENU-41][DEMO-02] adding shows the demo tip to demo users, the limit warning at 30 scenes, else the form", () => {
    fc.assert(fc.property(fc.nat(100), fc.boolean(), (count, isDemo) => {
      const expected = isDemo ? "demo" : count >= MAX_SCENES ? "limit" : "open";
      expect(addSceneDecision(count, isDemo)).toBe(expected);
    }));
  });

  it("[MENU-42][MENU-43][MENU-44] the default scene offers no delete, the active one warns, others ask to confirm", () => {
    const key = fc.oneof(fc.constant(DEFAULT_SCENE_KEY), fc.integer({ min: 1, max: 99 }).map((n) => `c_${n}`));
    fc.assert(fc.property(key, fc.boolean(), fc.option(key), (sceneKey, closable, activeKey) => {
      const decision = deleteSceneDecision({ key: sceneKey, closable }, activeKey, false);
      if (sceneKey === DEFAULT_SCENE_KEY || !closable) expect(decision).toBe("forbidden");
      else if (sceneKey === activeKey) expect(decision).toBe("active");
      else expect(decision).toBe("confirm");
    }));
  });

  it("[MENU-31][MENU-44] a wire group reads id or groupId, menus from groupMenuBindDTOS; c_default is never closable", () => {
    expect(toScene({ id: 7, customMenuName: "A", groupMenuBindDTOS: [{ menuId: 3 }, { menuId: 4 }] })).toMatchObject({ groupId: 7, key: "c_7", menuIds: [3, 4], closable: true });
    expect(toScene({ groupId: 9001, key: DEFAULT_SCENE_KEY, customMenuName: "ERP quick start", closable: true })).toMatchObject({ key: DEFAULT_SCENE_KEY, closable: false, menuIds: [] });
  });
});
