/** Names of roles and menu groups in the user's language (the gateway's own three names). */
import type { Role } from "~/gateway/sub-accounts-schemas";

/** The role's name in `lng` (`en…` English, `ko…` Korean, else Chinese); the Chinese name when the other is empty. */
export function roleLabel(role: Pick<Role, "roleName" | "roleEnName" | "roleKrName">, lng: string): string {
  if (lng.startsWith("en")) return role.roleEnName || role.roleName;
  if (lng.startsWith("ko")) return role.roleKrName || role.roleName;
  return role.roleName;
}

/** The menu group's name in `lng`, as {@link roleLabel}. */
export function menuLabelOf(menu: Role["menuList"][number], lng: string): string {
  if (lng.startsWith("en")) return menu.menuEnName || menu.menuName;
  if (lng.startsWith("ko")) return menu.menuKrName || menu.menuName;
  return menu.menuName;
}

/** The menu groups the roles `roleIds` entitle together, named in `lng`, in the roles' order without repeats. */
export function entitledMenus(roles: readonly Role[], roleIds: readonly number[], lng: string): string[] {
  const seen = new Map<string, string>();
  for (const role of roles) {
    if (!roleIds.includes(role.roleId)) continue;
    for (const m of role.menuList) if (!seen.has(m.groupCode)) seen.set(m.groupCode, menuLabelOf(m, lng));
  }
  return [...seen.values()];
}
