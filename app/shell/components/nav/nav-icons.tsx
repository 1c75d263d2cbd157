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

/** Glyphs of the icon font's `gb-icon-*` names the menus use; an unknown name gets the standard default. */
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
  shop: "M4 4h16l1 5H3zM5 9v11h14V9M10 20v-5h4v5",
};

/**
 * The standard icon set, by name (an Ant-style name such as `SettingOutlined` or `setting-outlined`
 * reads as `setting`); an unknown name gets the standard default (the grid).
 */
const STANDARD: Record<string, string> = {
  home: "M3 12l9-9 9 9M5 10v10h5v-6h4v6h5V10",
  setting: "M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9 7 7M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1",
  user: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0",
  team: "M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20a7 7 0 0 1 14 0M16 5a3 3 0 0 1 0 6M18 14a6 6 0 0 1 4 6",
  bell: "M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zM10 21h4",
  mail: "M3 5h18v14H3zM3 5l9 8 9-8",
  file: "M6 3h8l4 4v14H6zM14 3v4h4",
  shop: "M3 9l2-5h14l2 5M4 9v11h16V9M3 9h18M9 20v-6h6v6",
  star: "M12 3l2.8 5.9 6.2.8-4.5 4.3 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.7l6.2-.8z",
  cloud: "M7 18a5 5 0 0 1-.5-10A6 6 0 0 1 18 9a4.5 4.5 0 0 1 0 9z",
  dashboard: "M3 13a9 9 0 0 1 18 0M12 13l4-4M3 17h18",
  question: "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.7M12 17h.01",
};

/** True for a url icon: `http(s)://…` or protocol-relative `//…` (MENU-06's first branch). */
function isUrlIcon(icon: string): boolean {
  return /^(https?:)?\/\//i.test(icon);
}

/** The standard set's key of a name: lower case, without `-`/`_` and an `outlined` suffix. */
function standardKey(name: string): string {
  return name.toLowerCase().replace(/[-_\s]/g, "").replace(/(outlined|filled|twotone)$/, "");
}

/**
 * A menu's icon by MENU-06's rule, 16 px: a url renders as an `<img>`; `gb-icon-{name}` as that
 * glyph of the icon font (`data-icon-set="glyph"`); any other value as the standard icon of
 * that name (`data-icon-set="standard"`, the grid when the set has no such name). No icon: the
 * standard default.
 * @param icon the node's `menuIcon`, or its `icon` when menuIcon is empty (see {@link NodeIcon})
 * @see MENU-06
 */
function MenuIcon({ icon }: { icon?: string | null }) {
  const value = icon?.trim() ?? "";
  if (value && isUrlIcon(value)) return <img src={value} alt="" width={16} height={16} data-icon-set="image" />;
  const glyph = value.startsWith("gb-icon-") ? GLYPHS[value.slice("gb-icon-".length)] : undefined;
  if (glyph) return <svg {...base} data-icon={value} data-icon-set="glyph"><path d={glyph} /></svg>;
  const standard = value.startsWith("gb-icon-") ? undefined : STANDARD[standardKey(value)];
  if (!standard) return <GridIcon data-icon={value || undefined} data-icon-set="standard" />;
  return <svg {...base} data-icon={value} data-icon-set="standard"><path d={standard} /></svg>;
}

/**
 * A menu node's icon: its `menuIcon`, or its `icon` when menuIcon is absent or empty (MENU-06
 * reads either), drawn by {@link MenuIcon}.
 * @see MENU-06
 */
export function NodeIcon({ node }: { node: { menuIcon?: string | null; icon?: string | null } }) {
  return <MenuIcon icon={node.menuIcon?.trim() ? node.menuIcon : node.icon} />;
}
