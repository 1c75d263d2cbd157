/**
 * The system switcher: lists the subscribed systems; choosing one applies the switcher checks
 * (ENTRY-07..12): a warning for stopped, abandoned or deploying systems, a new window for
 * embedded 2, else the system's entry route.
 */
import { Badge, Menu, Portal, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { HeaderTrigger } from "./HeaderTrigger";
import { notify } from "~/components/ui/notify";
import { switcherDecision } from "~/features/access";
import type { ShellSystem } from "../shell.server";
import { withBase } from "~/utils/base-path";

export default function SystemSwitcher({ systems, current, defaultOpen }: { systems: ShellSystem[]; current: { systemCode: string; systemName: string; serviceId: number }; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  function choose(system: ShellSystem) {
    const decision = switcherDecision({ ...system, serviceId: Number(system.serviceId), status: Number(system.status), serviceDeploy: Number(system.serviceDeploy), embedded: Number(system.embedded), packageId: system.packageId === null || system.packageId === undefined ? null : Number(system.packageId) });
    if (decision.kind === "warn") notify({ type: "warning", title: t(decision.messageKey) }).catch(() => undefined);
    else if (decision.kind === "open-window") window.open(decision.url, "_blank", "noopener,noreferrer");
    // A document load: the new system's shell has its own CSP frame-src.
    else window.location.assign(withBase(decision.to));
  }
  return (
    <Menu.Root positioning={{ placement: "bottom-start" }} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <HeaderTrigger aria-label={t("shell.switchSystem")}>{current.systemName}</HeaderTrigger>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="240px">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{t("shell.systems")}</Menu.ItemGroupLabel>
              {systems.map((s) => (
                <Menu.Item key={s.serviceId} value={String(s.serviceId)} onSelect={() => choose(s)} data-system={s.systemCode}>
                  <Text flex="1">{s.systemName}</Text>
                  {s.serviceId === current.serviceId && <Badge size="xs" colorPalette="blue">●</Badge>}
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
