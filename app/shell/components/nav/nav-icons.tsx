/**
 * Line icons of the navigation (inline SVG, 16 px, currentColor, aria-hidden) and the menu icon
 * rule: a URL renders as an image, `gb-icon-*` as a glyph of that name, any other value as the
 * standard glyph (MENU-06).
 * @see MENU-06
 */
import type { SVGProps } from "react";

const base = { width: 16, height: 16, viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round", strokeLinejoin: "round", "aria-hidden": true } as const;
type P = SVGProps<SVGSVGElement>;

export const GridIcon = (p: P) => (
  <svg {...base} {...p}><rect x="3" y="3" width="7" height="7" rx="1" /><rect x="14" y="3" width="7" height="7" rx="1" /><rect x="3" y="14" width="7" height="7" rx="1" /><rect x="14" y="14" width="7" height="7" rx="1" /></svg>
);
export const HistoryIcon = (p: P) => (
  <svg {...base} {...p}><path d="M3 12a9 9 0 1 0 3-6.7L3 8" /><path d="M3 3v5h5" /><path d="M12 7v5l3 2" /></svg>
);
export const PinIcon = (p: P) => (
  <svg {...base} {...p}><path d="M9 4h6l-1 6 3 3v2H7v-2l3-3z" /><path d="M12 15v6" /></svg>
);
export const CollapseIcon = (p: P) => (
  <svg {...base} {...p}><path d="M11 17l-5-5 5-5" /><path d="M18 17l-5-5 5-5" /></svg>
);
export const ExpandIcon = (p: P) => (
  <svg {...base} {...p}><path d="M13 17l5-5-5-5" /><path d="M6 17l5-5-5-5" /></svg>
);
export const MoreIcon = (p: P) => (
  <svg {...base} {...p}><circle cx="5" cy="12" r="1" /><circle cx="12" cy="12" r="1" /><circle cx="19" cy="12" r="1" /></svg>
);
export const SearchIcon = (p: P) => (
  <svg {...base} {...p}><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" /></svg>
);

/** Glyphs of the `gb-icon-*` names the menus use; unknown names get the standard glyph. */
const GLYPHS: Record<string, string> = {
  home: "M3 10.5 12 3l9 7.5M5 9.5V21h14V9.5",
  order: "M6 3h12v18H6zM9 8h6M9 12h6M9 16h4",
  goods: "M3 7l9-4 9 4-9 4zM3 7v10l9 4 9-4V7",
  purchase: "M3 4h3l2 11h11l2-8H7M9 20a1 1 0 1 0 0 .1M18 20a1 1 0 1 0 0 .1",
  warehouse: "M3 9l9-5 9 5v11H3zM7 20v-7h10v7",
  ads: "M3 11v2l13 5V6zM16 9a3 3 0 0 1 0 6",
  finance: "M12 3v18M17 7H9.5a2.5 2.5 0 0 0 0 5h5a2.5 2.5 0 0 1 0 5H7",
  chart: "M4 20V10M10 20V4M16 20v-7M3 20h18",
  service: "M4 13v-2a8 8 0 0 1 16 0v2M4 13h3v5H4zM17 13h3v5h-3z",
  lock: "M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4",
};

/** A menu's icon by MENU-06's rule (16 px). `icon` is `menuIcon ?? icon` of the node. */
export function MenuIcon({ icon }: { icon?: string | null }) {
  if (icon && /^(https?:)?\/\//i.test(icon)) return <img src={icon} alt="" width={16} height={16} />;
  const name = icon?.startsWith("gb-icon-") ? icon.slice("gb-icon-".length) : "";
  const d = GLYPHS[name];
  if (!d) return <GridIcon data-icon={icon ?? undefined} />;
  return (
    <svg {...base} data-icon={icon ?? undefined}>
      <path d={d} />
    </svg>
  );
}
