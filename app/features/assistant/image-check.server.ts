/**
 * What an uploaded screenshot really is: its content decides, never the type it declares.
 * `file-type` recognises the format by its signature; only JPEG and PNG are accepted, and only
 * as one whole, well-formed file with nothing after its end:
 * - PNG: the signature, then chunks (length, type, data, CRC-32 checked) from IHDR to IEND,
 *   and the file ends exactly at IEND's CRC;
 * - JPEG: SOI, then marker segments and entropy-coded scans up to EOI, and the file ends
 *   exactly at EOI.
 * So an SVG or an HTML page declared `image/png`, a JPEG-looking file that is HTML, and a
 * polyglot (a real PNG or JPEG with a page appended after its end) are refused.
 * @module features/assistant/image-check
 * @see AI-64
 */
import { crc32 } from "node:zlib";
import { fileTypeFromBuffer } from "file-type";

/** An accepted image: its type as the host is told it, and the file name it is sent under. */
export interface CheckedImage {
  mime: "image/jpeg" | "image/png";
  fileName: "screenshot.jpg" | "screenshot.png";
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const u32 = (b: Uint8Array, i: number) => ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;

/** True when `b` is a PNG stream that ends exactly at its IEND chunk, every CRC right. */
export function isWholePng(b: Uint8Array): boolean {
  if (b.length < 8 + 25 + 12 || !PNG_SIGNATURE.every((x, i) => b[i] === x)) return false;
  let at = 8;
  let first = true;
  while (at + 12 <= b.length) {
    const length = u32(b, at);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > b.length) return false;
    const type = String.fromCharCode(...b.subarray(at + 4, at + 8));
    if (!/^[A-Za-z]{4}$/.test(type) || (first && (type !== "IHDR" || length !== 13))) return false;
    if (crc32(b.subarray(at + 4, at + 8 + length)) !== u32(b, at + 8 + length)) return false;
    if (type === "IEND") return length === 0 && end === b.length;
    first = false;
    at = end;
  }
  return false;
}

/** True when `b` is a JPEG stream from SOI to an EOI that is its last two bytes. */
export function isWholeJpeg(b: Uint8Array): boolean {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return false;
  let at = 2;
  let scanned = false;
  while (at < b.length) {
    if (b[at] !== 0xff) return false;
    // Fill bytes before a marker.
    while (b[at] === 0xff && b[at + 1] === 0xff) at += 1;
    const marker = b[at + 1];
    if (marker === undefined) return false;
    at += 2;
    if (marker === 0xd9) return scanned && at === b.length;
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (marker === 0xd8 || marker === 0x00 || at + 2 > b.length) return false;
    const length = (b[at]! << 8) | b[at + 1]!;
    if (length < 2 || at + length > b.length) return false;
    at += length;
    if (marker !== 0xda) continue;
    // A scan's entropy-coded data runs to the next marker that is not a stuffed 0x00 or a restart.
    scanned = true;
    while (at < b.length) {
      if (b[at] === 0xff) {
        const next = b[at + 1];
        if (next === undefined) return false;
        if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) {
          at += 2;
          continue;
        }
        if (next !== 0xff) break;
      }
      at += 1;
    }
  }
  return false;
}

/**
 * The image `bytes` hold, or null when they are not one whole JPEG or PNG (see module doc).
 * Never throws.
 */
export async function checkImage(bytes: Uint8Array): Promise<CheckedImage | null> {
  let kind: string | undefined;
  try {
    kind = (await fileTypeFromBuffer(bytes))?.mime;
  } catch {
    return null;
  }
  if (kind === "image/png" && isWholePng(bytes)) return { mime: "image/png", fileName: "screenshot.png" };
  if (kind === "image/jpeg" && isWholeJpeg(bytes)) return { mime: "image/jpeg", fileName: "screenshot.jpg" };
  return null;
}
