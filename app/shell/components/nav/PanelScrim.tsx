/**
 * The clear layer under an open menu panel (a header group's or a sider item's): it covers the
 * page beside the panel, so a press outside the panel closes it (a panel opened by click or
 * keyboard has no pointer to leave it), and the page's controls are not half covered by the
 * panel's links meanwhile (WCAG 2.2 target size: a control under a panel is wholly out of reach
 * until the panel closes). Not seen, not in the accessibility tree.
 */
import { memo } from "react";

/** Props of {@link PanelScrim}: where it lies (CSS, relative to the panel's positioned parent) and what closes. */
export interface PanelScrimProps {
  /** `top` (the header: under the bar) or `side` (the sider: right of it). */
  place: "top" | "side";
  onClose(): void;
}

export const PanelScrim = memo(function PanelScrim({ place, onClose }: PanelScrimProps) {
  return <div className={`nav-scrim nav-scrim-${place}`} aria-hidden="true" data-nav-scrim="" onPointerDown={onClose} />;
});
