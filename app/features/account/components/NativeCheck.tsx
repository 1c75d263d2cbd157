/**
 * A labelled native checkbox: light enough for a few hundred in one list, keyboard and screen
 * readers as browsers make them. `wrap` lets a long label wrap instead of truncating (with a
 * tooltip of the full text when truncated).
 */
import { chakra } from "@chakra-ui/react";

export function NativeCheck({ label, checked, disabled, onChange, wrap, ...rest }: { label: string; checked: boolean; disabled?: boolean; onChange: () => void; wrap?: boolean; "data-menu-choice"?: number }) {
  return (
    <chakra.label display="flex" alignItems="center" gap="2" minW="0" fontSize="sm" py="0.5" cursor={disabled ? "not-allowed" : "pointer"} color={disabled ? "fg.subtle" : "fg"} title={wrap ? undefined : label} {...rest}>
      <chakra.input type="checkbox" checked={checked} disabled={disabled} onChange={onChange} boxSize="3.5" flexShrink={0} m="0" css={{ accentColor: "var(--chakra-colors-blue-600)" }} />
      <chakra.span truncate={!wrap}>{label}</chakra.span>
    </chakra.label>
  );
}
