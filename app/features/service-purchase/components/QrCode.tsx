/**
 * A QR code drawn as an SVG path: the `qrcode` library encodes the text (error correction M),
 * React draws its modules, so nothing is injected as markup and no inline script or style is
 * needed under the strict CSP. `label` is its accessible name.
 * @see USER-04
 */
import { useMemo } from "react";
import QRCode from "qrcode";

/** The SVG path of the dark modules of `text`'s QR code and its size in modules (quiet zone included). */
export function qrPath(text: string, margin = 2): { d: string; size: number } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const n = modules.size;
  let d = "";
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) if (modules.get(y, x)) d += `M${x + margin} ${y + margin}h1v1h-1z`;
  }
  return { d, size: n + margin * 2 };
}

export function QrCode({ text, label, sizePx = 200, dim = false }: { text: string; label: string; sizePx?: number; dim?: boolean }) {
  const { d, size } = useMemo(() => qrPath(text), [text]);
  return (
    <svg role="img" aria-label={label} width={sizePx} height={sizePx} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" data-qr-text={text} opacity={dim ? 0.15 : 1}>
      <rect width={size} height={size} fill="#ffffff" />
      <path d={d} fill="#111111" />
    </svg>
  );
}
