/**
 * Images for the upload suites: real PNG streams built here (any size, to the byte) and a JPEG
 * that Chromium's encoder wrote (16×8, quality 0.8), plus the hostile files the audit sent.
 */
import { crc32, deflateSync } from "node:zlib";

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};

/** One PNG chunk: length, type, data, CRC-32 of type and data. */
export function pngChunk(type: string, data: Uint8Array = new Uint8Array()): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), Buffer.from(data)]);
  return Buffer.concat([u32(data.length), body, u32(crc32(body))]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A valid 2×2 RGB PNG of exactly `size` bytes (its natural size is 76 bytes; a padded one is at least 88): a private
 * ancillary chunk (`prVt`) pads it before IEND.
 */
export function pngOfSize(size?: number): Buffer {
  const ihdr = pngChunk("IHDR", Buffer.concat([u32(2), u32(2), Buffer.from([8, 2, 0, 0, 0])]));
  const raw = Buffer.from([0, 255, 0, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  const idat = pngChunk("IDAT", deflateSync(raw));
  const iend = pngChunk("IEND");
  const natural = SIGNATURE.length + ihdr.length + idat.length + iend.length;
  if (size === undefined || size === natural) return Buffer.concat([SIGNATURE, ihdr, idat, iend]);
  if (size < natural + 12) throw new Error(`a PNG of ${size} bytes cannot be built`);
  const pad = pngChunk("prVt", Buffer.alloc(size - natural - 12, 0x61));
  return Buffer.concat([SIGNATURE, ihdr, idat, pad, iend]);
}

/** A 16×8 baseline JPEG written by Chromium's encoder (quality 0.8). */
export const JPEG = Buffer.from(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAgEAAAAwkBAAAAAAAAAAAAAAAAFjMHEhQlMUFiY4GC/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABwRAAAHAQEAAAAAAAAAAAAAAAABERITISNxkf/aAAwDAQACEQMRAD8AqZuTpiddcMtk+n5ry4NIJ0uJWyJWxcU9U7YAC2HSRx8WvAZlzY0upY//2Q==",
  "base64",
);

/** An SVG that runs script when a browser opens it. */
export const SVG_WITH_SCRIPT = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>');
/** An HTML page. */
export const HTML_PAGE = Buffer.from("<!doctype html><html><body><script>fetch('/api/bridge/token',{method:'POST'})</script></body></html>");
/** A real PNG with an HTML page after its end (a PNG+HTML polyglot). */
export const PNG_HTML_POLYGLOT = Buffer.concat([pngOfSize(), HTML_PAGE]);
/** A real JPEG with an HTML page after its end. */
export const JPEG_HTML_POLYGLOT = Buffer.concat([JPEG, HTML_PAGE]);

/** A multipart form with `bytes` as the field `FILE` (declared `type`, named `name`). */
export function uploadForm(bytes: Uint8Array, type: string, name = "screenshot.jpg", field = "FILE"): FormData {
  const form = new FormData();
  form.append(field, new File([new Uint8Array(bytes)], name, { type }));
  return form;
}
