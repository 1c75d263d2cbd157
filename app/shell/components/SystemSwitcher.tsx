/**
 * The system switcher (LAYOUT-11): the subscribed systems (named in the user's language), then the menu view — the common menu,
 * the custom scenes, add a custom scene and manage them. Choosing a system applies the switcher
 * checks (ENTRY-07..12): a warning for stopped, abandoned or deploying systems, a new window for
 * embedded 2, else the system's entry route. Adding a scene shows the demo tip to demo users
 * (DEMO-02) and the 30-scene warning at the limit (MENU-41) instead of the form.
 */
import { Badge, Menu, Portal, Text } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { HeaderTrigger } from "./HeaderTrigger";
import { notify } from "~/components/ui/notify";
import { switcherDecision } from "~/features/access";
import { findMenuById, leavesOf, useMenuTree } from "~/features/menus";
import type { MenuNode } from "~/gateway/schemas";
import { leafHref } from "~/features/tabs";
import { SceneFormModal, ScenesDialog, addSceneDecision, systemBadge, useScenes, warnDemo, type Scene } from "~/features/account";
import type { ShellSystem } from "../shell.server";
import { withBase } from "~/utils/base-path";
import { useSystemName } from "~/i18n/system-name";

const COMMON = "__common";
const NO_MENUS: readonly MenuNode[] = [];

export default function SystemSwitcher({ systems, current, homeMenuId, isDemo, defaultOpen }: {
  systems: ShellSystem[];
  current: { systemCode: string; systemName: string; serviceId: number };
  homeMenuId: number | null;
  isDemo: boolean;
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation("account");
  const systemName = useSystemName();
  const base = `/entry/${current.serviceId}/${current.systemCode}`;
  const { scenes, error, activeKey, reload, select } = useScenes(current.serviceId);
  const [form, setForm] = useState<{ scene: Scene | null } | null>(null);
  const [managing, setManaging] = useState(false);
  // The whole tree (a document may carry only its groups: the tree then loads after hydration).
  const { tree: menuTree, loading } = useMenuTree();
  const tree = form || managing ? menuTree : NO_MENUS;
  const groups = useMemo(() => tree.map((group) => ({ group, leaves: leavesOf(group.childMenus ?? []) })).filter((g) => g.leaves.length > 0), [tree]);

  function choose(system: ShellSystem) {
    const decision = switcherDecision({ ...system, serviceId: Number(system.serviceId), status: Number(system.status), serviceDeploy: Number(system.serviceDeploy), embedded: Number(system.embedded), packageId: system.packageId === null || system.packageId === undefined ? null : Number(system.packageId) });
    if (decision.kind === "warn") notify({ type: "warning", title: t(`common:${decision.messageKey}`) }).catch(() => undefined);
    else if (decision.kind === "open-window") window.open(decision.url, "_blank", "noopener,noreferrer");
    // A document load: the new system's shell has its own CSP frame-src.
    else window.location.assign(withBase(decision.to));
  }
  async function addScene() {
    const list = scenes ?? (await reload());
    if (!list) return void notify({ type: "warning", title: t("failed") });
    const decision = addSceneDecision(list.length, isDemo);
    if (decision === "demo") return warnDemo(t);
    if (decision === "limit") return void notify({ type: "warning", title: t("scene.maxcustomscene") });
    setForm({ scene: null });
  }
  function chooseView(value: string) {
    if (value === COMMON) return select(null);
    const scene = scenes?.find((s) => s.key === value);
    if (scene) select(scene);
  }
  const leafOf = (menuId: number) => {
    const leaf = findMenuById(tree, menuId);
    return leaf ? { leaf, href: leafHref(base, leaf, homeMenuId) } : null;
  };
  return (
    <>
      <Menu.Root positioning={{ placement: "bottom-start" }} defaultOpen={defaultOpen}>
        <Menu.Trigger asChild>
          <HeaderTrigger aria-label={t("nav:shell.switchSystem")}>{systemName(current)}</HeaderTrigger>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="260px" maxH="70vh" overflowY="auto">
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>{t("nav:shell.systems")}</Menu.ItemGroupLabel>
                {systems.map((s) => {
                  const badge = systemBadge(s);
                  return (
                    <Menu.Item key={s.serviceId} value={String(s.serviceId)} onSelect={() => choose(s)} data-system={s.systemCode}>
                      <Text flex="1">{systemName(s)}</Text>
                      {s.serviceId === current.serviceId ? (
                        <Badge size="xs" colorPalette="blue">{t("welcome.current")}</Badge>
                      ) : badge !== "active" && (
                        <Badge size="xs" variant="plain" color="fg.muted">{t(`welcome.status.${badge}`)}</Badge>
                      )}
                    </Menu.Item>
                  );
                })}
              </Menu.ItemGroup>
              <Menu.Separator />
              <Menu.RadioItemGroup value={activeKey ?? COMMON} onValueChange={(e) => chooseView(e.value)}>
                <Menu.ItemGroupLabel>{t("scene.menuView")}</Menu.ItemGroupLabel>
                <Menu.RadioItem value={COMMON} data-scene={COMMON}>
                  <Menu.ItemIndicator />
                  {t("scene.common")}
                </Menu.RadioItem>
                {scenes?.map((s) => (
                  <Menu.RadioItem key={s.key} value={s.key} data-scene={s.key}>
                    <Menu.ItemIndicator />
                    <Text flex="1" truncate maxW="200px" title={s.customMenuName}>{s.customMenuName}</Text>
                    <Text fontSize="xs" color="fg.muted">{s.menuIds.length}</Text>
                  </Menu.RadioItem>
                ))}
                {!scenes && <Text px="2" py="1" fontSize="xs" color="fg.muted">{error ? t("failed") : t("scene.loading")}</Text>}
              </Menu.RadioItemGroup>
              <Menu.Separator />
              <Menu.Item value="add-scene" onSelect={() => void addScene()} data-scene-action="add">{t("scene.add")}</Menu.Item>
              <Menu.Item value="manage-scenes" onSelect={() => setManaging(true)} data-scene-action="manage">{t("scene.manage")}</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {managing && scenes && (
        <ScenesDialog scenes={scenes} activeKey={activeKey} isDemo={isDemo} leafOf={leafOf} onClose={() => setManaging(false)} onChanged={() => void reload()}
          onEdit={(scene) => { setManaging(false); setForm({ scene }); }} />
      )}
      {form && <SceneFormModal scene={form.scene} groups={groups} loading={loading} onClose={() => setForm(null)} onSaved={() => { setForm(null); void reload(); }} />}
    </>
  );
}
