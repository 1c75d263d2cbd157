/**
 * The custom-menu form modal (820 px wide): scene name (required, ≤ 30 characters, the
 * placeholder is its message), menus (required, ≤ 15; at 15 every unchecked box is disabled;
 * the footer shows the count), remark (free). On save each invalid field gives its own warning
 * and nothing is sent; otherwise it adds, or edits when the scene has a groupId. A refusal of the
 * gateway shows its message and keeps what was typed.
 * @see MENU-30 @see MENU-32..MENU-40
 */
import { Box, Button, Dialog, Flex, Input, Portal, SimpleGrid, Text, chakra } from "@chakra-ui/react";
import { NativeCheck } from "./NativeCheck";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "~/components/ui/notify";
import { menuLabel } from "~/features/menus";
import type { MenuNode } from "~/gateway/schemas";
import { MAX_SCENE_MENUS, MAX_SCENE_NAME_CHARS, isMenuCheckDisabled, toggleMenu, validateSceneForm } from "../model/scene-rules";
import type { Scene } from "../model/scenes";
import { routeErrorText, tryRoute } from "~/utils/route-client";

/** Most checkboxes rendered at once; a search narrows the rest. */
export const MAX_RENDERED_CHOICES = 240;

/** One top-level group and its leaves. */
export interface MenuChoiceGroup {
  group: MenuNode;
  leaves: MenuNode[];
}

/**
 * The add / edit form of a custom scene.
 * @param groups the menus to choose from, per top-level group (from the whole tree)
 * @param loading the whole tree is still loading: the list says so instead of "no match"
 */
export function SceneFormModal({ scene, groups, loading = false, onClose, onSaved }: { scene: Scene | null; groups: MenuChoiceGroup[]; loading?: boolean; onClose: () => void; onSaved: () => void }) {
  const { t, i18n } = useTranslation("account");
  const lng = i18n.language;
  const [name, setName] = useState(scene?.customMenuName ?? "");
  const [remark, setRemark] = useState(scene?.remark ?? "");
  const [selected, setSelected] = useState<readonly number[]>(scene?.menuIds ?? []);
  const [query, setQuery] = useState("");
  const [busy, setBusy] = useState(false);
  const { shown, hidden } = useMemo(() => {
    const q = query.trim().toLowerCase();
    let budget = MAX_RENDERED_CHOICES;
    let hiddenCount = 0;
    const out: MenuChoiceGroup[] = [];
    for (const g of groups) {
      const matches = q ? g.leaves.filter((l) => menuLabel(l, lng).toLowerCase().includes(q)) : g.leaves;
      const take = matches.slice(0, Math.max(0, budget));
      budget -= take.length;
      hiddenCount += matches.length - take.length;
      if (take.length) out.push({ group: g.group, leaves: take });
    }
    return { shown: out, hidden: hiddenCount };
  }, [groups, query, lng]);

  async function save() {
    const form = { customMenuName: name, menuIds: [...selected], remark };
    const errors = validateSceneForm(form);
    if (errors.length) {
      for (const e of errors) void notify({ type: "warning", title: t(e.messageKey) });
      return;
    }
    setBusy(true);
    const answer = await tryRoute("/api/account/scenes", {
      form: {
        intent: "save",
        ...(scene ? { groupId: String(scene.groupId) } : {}),
        customMenuName: name.trim(),
        menuIds: selected.map(String),
        remark,
      },
    });
    setBusy(false);
    if (!answer.ok) return void notify({ type: "warning", title: routeErrorText(t, answer.error) });
    void notify({ type: "success", title: t("success") });
    onSaved();
  }

  const count = selected.length;
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && !busy && onClose()} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="820px" w="820px" data-scene-form="">
            <Dialog.Header>
              <Dialog.Title>{scene ? t("scene.editTitle") : t("scene.addTitle")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Flex gap="4" mb="4">
                <chakra.label flex="1" fontSize="sm">
                  <Flex justify="space-between" mb="1">
                    <Text fontWeight="medium">{t("scene.name")} <chakra.span color="red.600" aria-hidden>*</chakra.span></Text>
                    <Text color={[...name.trim()].length > MAX_SCENE_NAME_CHARS ? "red.600" : "fg.muted"} fontSize="xs">{[...name.trim()].length}/{MAX_SCENE_NAME_CHARS}</Text>
                  </Flex>
                  <Input size="sm" required value={name} placeholder={t("scene.namePlaceholder")} maxLength={MAX_SCENE_NAME_CHARS * 2} onChange={(e) => setName(e.currentTarget.value)} />
                </chakra.label>
                <chakra.label flex="1" fontSize="sm">
                  <Text fontWeight="medium" mb="1">{t("scene.remark")}</Text>
                  <Input size="sm" value={remark} placeholder={t("scene.remarkPlaceholder")} maxLength={500} onChange={(e) => setRemark(e.currentTarget.value)} />
                </chakra.label>
              </Flex>
              <Flex align="center" justify="space-between" mb="2" gap="3">
                <Text fontWeight="medium" fontSize="sm">{t("scene.menus")}</Text>
                <Input size="xs" maxW="240px" type="search" aria-label={t("scene.searchMenus")} placeholder={t("scene.searchMenus")} value={query} onChange={(e) => setQuery(e.currentTarget.value)} />
              </Flex>
              {count >= MAX_SCENE_MENUS && <Text fontSize="xs" color="orange.700" mb="2">{t("scene.menusLimitHint")}</Text>}
              <Box borderWidth="1px" borderRadius="md" p="3" maxH="46vh" overflowY="auto">
                {loading && <Text fontSize="sm" color="fg.muted" mb="2" data-menus-loading="">{t("nav:loadingMenus")}</Text>}
                {shown.length === 0 && !loading && <Text fontSize="sm" color="fg.muted">{t("scene.noMatch")}</Text>}
                {shown.map(({ group, leaves }) => (
                  <Box key={String(group.menuId)} mb="3" role="group" aria-label={menuLabel(group, lng)}>
                    <Text fontSize="xs" fontWeight="semibold" color="fg.muted" mb="1">{menuLabel(group, lng)}</Text>
                    <SimpleGrid columns={3} gapX="3" gapY="1">
                      {leaves.map((leaf) => {
                        const id = Number(leaf.menuId);
                        const label = menuLabel(leaf, lng);
                        return (
                          <NativeCheck key={id} label={label} checked={selected.includes(id)} disabled={isMenuCheckDisabled(selected, id)} onChange={() => setSelected((s) => toggleMenu(s, id))} data-menu-choice={id} />
                        );
                      })}
                    </SimpleGrid>
                  </Box>
                ))}
                {hidden > 0 && <Text fontSize="xs" color="fg.muted">{t("scene.moreMatches", { count: hidden })}</Text>}
              </Box>
            </Dialog.Body>
            <Dialog.Footer justifyContent="space-between">
              <Text fontSize="sm" color={count >= MAX_SCENE_MENUS ? "orange.700" : "fg.muted"} data-scene-count={count} aria-live="polite">
                {t("scene.selected", { count, max: MAX_SCENE_MENUS })}
              </Text>
              <Flex gap="2">
                <Button variant="outline" size="sm" onClick={onClose} disabled={busy}>{t("scene.cancel")}</Button>
                <Button colorPalette="blue" size="sm" loading={busy} onClick={() => void save()}>{t("scene.save")}</Button>
              </Flex>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
