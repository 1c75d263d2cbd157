/**
 * The notification list's filters (ROUTE-23): the message classifications of
 * `queryClassification` (names in the user's language) and the read state, each a group of
 * toggle buttons ("All" first). A classification list that cannot load leaves the type filter
 * out; the read-state filter stays.
 */
import { Button, Flex, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { ClassificationItem, NoticeFilter } from "../client-api";
import { classificationName } from "../model";

interface Choice<T> {
  value: T;
  label: string;
}

function ToggleGroup<T>({ label, choices, value, onChange, attr }: { label: string; choices: Choice<T>[]; value: T; onChange(v: T): void; attr: string }) {
  return (
    <Flex role="group" aria-label={label} align="center" gap="1" wrap="wrap" {...{ [`data-filter-${attr}`]: "" }}>
      <Text as="span" fontSize="xs" color="fg.muted" me="1" aria-hidden>{label}</Text>
      {choices.map((c) => {
        const on = c.value === value;
        return (
          <Button key={String(c.value)} size="2xs" variant={on ? "subtle" : "ghost"} colorPalette={on ? "blue" : "gray"} fontWeight={on ? "semibold" : "normal"} aria-pressed={on} onClick={() => onChange(c.value)}>
            {c.label}
          </Button>
        );
      })}
    </Flex>
  );
}

/** Props: the classifications (null: not loaded), the filter, and its change. */
export function NotificationFilters({ classifications, filter, onChange }: { classifications: ClassificationItem[] | null; filter: NoticeFilter; onChange(f: NoticeFilter): void }) {
  const { t, i18n } = useTranslation("notices");
  const all = t("notifications.all");
  return (
    <Flex as="section" aria-label={t("notifications.filters")} gap="4" wrap="wrap" align="center" data-notification-filters="">
      {classifications && classifications.length > 0 && (
        <ToggleGroup
          attr="type"
          label={t("notifications.type")}
          value={filter.msgType}
          choices={[{ value: null, label: all }, ...classifications.map((c) => ({ value: c.messageType, label: classificationName(c, i18n.language) }))]}
          onChange={(msgType) => onChange({ ...filter, msgType })}
        />
      )}
      <ToggleGroup
        attr="state"
        label={t("notifications.state")}
        value={filter.hasRead}
        choices={[{ value: null, label: all }, { value: 2 as const, label: t("notifications.unread") }, { value: 1 as const, label: t("notifications.read") }]}
        onChange={(hasRead) => onChange({ ...filter, hasRead })}
      />
    </Flex>
  );
}
