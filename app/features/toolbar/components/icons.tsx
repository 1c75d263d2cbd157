/** Line icons of the header toolbar (inline SVG, 16 px, currentColor, aria-hidden). */
import type { SVGProps } from "react";

const base = { width: 16, height: 16, viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round", strokeLinejoin: "round", "aria-hidden": true } as const;
type P = SVGProps<SVGSVGElement>;

export const GuideIcon = (p: P) => <svg {...base} {...p}><circle cx="12" cy="12" r="9" /><path d="m15.5 8.5-2 5-5 2 2-5z" /></svg>;
export const VersionIcon = (p: P) => <svg {...base} {...p}><path d="M4 7h13l-3-3M20 17H7l3 3" /></svg>;
export const SparkIcon = (p: P) => <svg {...base} {...p}><path d="M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M6 18l2.5-2.5M15.5 8.5 18 6" /></svg>;
export const GiftIcon = (p: P) => <svg {...base} {...p}><rect x="3" y="8" width="18" height="4" /><path d="M5 12v9h14v-9M12 8v13M12 8S10 3 7.5 4.5 9 8 12 8zm0 0s2-5 4.5-3.5S15 8 12 8z" /></svg>;
export const DownloadIcon = (p: P) => <svg {...base} {...p}><path d="M12 4v11m-4-4 4 4 4-4M5 20h14" /></svg>;
export const ChatIcon = (p: P) => <svg {...base} {...p}><path d="M4 5h16v11H9l-5 4z" /></svg>;
export const HelpIcon = (p: P) => <svg {...base} {...p}><circle cx="12" cy="12" r="9" /><path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" /></svg>;
export const AppsIcon = (p: P) => <svg {...base} {...p}><rect x="4" y="4" width="6" height="6" /><rect x="14" y="4" width="6" height="6" /><rect x="4" y="14" width="6" height="6" /><rect x="14" y="14" width="6" height="6" /></svg>;
export const ChecklistIcon = (p: P) => <svg {...base} {...p}><path d="m4 6 1.5 1.5L8 5M4 12l1.5 1.5L8 11M4 18l1.5 1.5L8 17M11 6h9M11 12h9M11 18h9" /></svg>;
export const WalletIcon = (p: P) => <svg {...base} {...p}><rect x="3" y="6" width="18" height="13" rx="2" /><path d="M16 12.5h2M3 10h18" /></svg>;
