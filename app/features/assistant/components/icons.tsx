/** The drawer's line icons (inline SVG, 16 px by default, currentColor, aria-hidden: name them where they are used). */
import type { SVGProps } from "react";

const base = { width: 16, height: 16, viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round", strokeLinejoin: "round", "aria-hidden": true } as const;

/** A push pin (a pinned session). */
export const PinIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base} {...p}><path d="M9 3h6l-1 6 4 4H6l4-4zM12 13v8" /></svg>
);

/** A robot's head (agents). */
export const AgentIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base} {...p}>
    <rect x="4" y="8" width="16" height="12" rx="3" />
    <path d="M12 4v4M9 14h.01M15 14h.01M2 13v3M22 13v3" />
  </svg>
);
