/**
 * Managing custom scenes: each scene with its menus (links that open them), edit, and delete.
 * The default scene offers no delete (MENU-44); the active one cannot be deleted (MENU-42);
 * deleting another asks to confirm first (MENU-43, VALID-01); demo users get the demo tip.
 */
import { Badge, Box, Button, CloseButton, Dialog, Flex, Link, Portal, Text, Wrap } from "@chakra-ui/react";
import { Link as RemixLink } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notify } from "~/components/ui/notify";
import { menuLabel } from "~/features/menus";
import type { MenuNode } from "~/gateway/schemas";
import { DEFAULT_SCENE_KEY, deleteSceneDecision } from "../model/scene-rules";
import type { Scene } from "../model/scenes";
import { routeErrorText, tryRoute } from "~/utils/route-client";
import { warnDemo } from "./client-actions";

export interface ScenesDialogProps {
  scenes: Scene[];
  activeKey: string | null;
  isDemo: boolean;
  /** menuId → leaf and its shell address (null: not in this user's menu). */
  leafOf: (menuId: number) => { leaf: MenuNode; href: string | null } | null;
  onEdit: (scene: Scene) => void;
  onChanged: () => void;
  onClose: () => void;
}

export function ScenesDialog({ scenes, activeKey, isDemo, leafOf, onEdit, onChanged, onClose }: ScenesDialogProps) {
  const { t, i18n } = useTranslation("account");
  const [deleting, setDeleting] = useState<Scene | null>(null);
  const [busy, setBusy] = useState(false);

  function askDelete(scene: Scene) {
    const decision = deleteSceneDecision(scene, activeKey, isDemo);
    if (decision === "demo") return warnDemo(t);
    if (decision === "active") return void notify({ type: "warning", title: t("scene.currentNoDel") });
    if (decision === "confirm") setDeleting(scene);
  }
  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    const answer = await tryRoute("/api/account/scenes", { form: { intent: "delete", groupId: String(deleting.groupId) } });
    setBusy(false);
    setDeleting(null);
    if (!answer.ok) return void notify({ type: "warning", title: routeErrorText(t, answer.error) });
    void notify({ type: "success", title: t("success") });
    onChanged();
  }
  return (
    <>
      <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="lg" scrollBehavior="inside">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-scenes-dialog="">
              <Dialog.Header>
                <Dialog.Title>{t("scene.manage")}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {scenes.length === 0 && <Text color="fg.muted" fontSize="sm">{t("scene.empty")}</Text>}
                {scenes.map((scene) => (
                  <Box key={scene.key} borderBottomWidth="1px" py="3" data-scene={scene.key}>
                    <Flex align="center" gap="2">
                      <Text fontWeight="medium">{scene.customMenuName}</Text>
                      {scene.key === DEFAULT_SCENE_KEY && <Badge size="xs">{t("scene.default")}</Badge>}
                      {scene.key === activeKey && <Badge size="xs" colorPalette="blue">{t("scene.active")}</Badge>}
                      <Text fontSize="xs" color="fg.muted">{t("scene.menuCount", { count: scene.menuIds.length })}</Text>
                      <Box flex="1" />
                      <Button size="xs" variant="ghost" onClick={() => (isDemo ? warnDemo(t) : onEdit(scene))} aria-label={t("scene.edit", { name: scene.customMenuName })}>
                        {t("scene.editTitle")}
                      </Button>
                      {scene.closable && (
                        <Button size="xs" variant="ghost" colorPalette="red" onClick={() => askDelete(scene)} aria-label={t("scene.delete", { name: scene.customMenuName })}>
                          {t("scene.deleteConfirm")}
                        </Button>
                      )}
                    </Flex>
                    {scene.remark && <Text fontSize="xs" color="fg.muted">{scene.remark}</Text>}
                    <Wrap mt="1" gap="1.5">
                      {scene.menuIds.map((id) => {
                        const hit = leafOf(id);
                        if (!hit) return null;
                        const label = menuLabel(hit.leaf, i18n.language);
                        return hit.href ? (
                          <Link key={id} asChild fontSize="xs" px="2" py="0.5" bg="gray.100" borderRadius="sm" color="fg" _hover={{ bg: "blue.50", textDecoration: "none" }}>
                            <RemixLink to={hit.href} onClick={onClose}>{label}</RemixLink>
                          </Link>
                        ) : (
                          <Text key={id} fontSize="xs" px="2" py="0.5" bg="gray.100" borderRadius="sm">{label}</Text>
                        );
                      })}
                    </Wrap>
                  </Box>
                ))}
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t("soon.close")} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <Dialog.Root role="alertdialog" open={deleting !== null} onOpenChange={(e) => !e.open && !busy && setDeleting(null)} size="xs">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t("scene.deleteTitle")}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{t("scene.deleteBody", { name: deleting?.customMenuName ?? "" })}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" size="sm" onClick={() => setDeleting(null)} disabled={busy}>{t("scene.cancel")}</Button>
                <Button colorPalette="red" size="sm" loading={busy} onClick={() => void confirmDelete()}>{t("scene.deleteConfirm")}</Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
