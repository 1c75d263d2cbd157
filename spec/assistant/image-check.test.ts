/** What an uploaded screenshot really is: whole JPEG and PNG files only, by their content. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkImage, isWholeJpeg, isWholePng } from "~/features/assistant/image-check.server";
import { HTML_PAGE, JPEG, JPEG_HTML_POLYGLOT, PNG_HTML_POLYGLOT, SVG_WITH_SCRIPT, pngOfSize } from "./image-fixtures";

const bytes = fc.uint8Array({ minLength: 1, maxLength: 64 });

describe("the upload's content check", () => {
  it("a whole PNG of any size, and the JPEG, are what they are", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 120, max: 4096 }), async (size) => {
        expect(await checkImage(pngOfSize(size))).toEqual({ mime: "image/png", fileName: "screenshot.png" });
      }),
      { numRuns: 50 },
    );
    expect(await checkImage(pngOfSize(1_048_576))).toEqual({ mime: "image/png", fileName: "screenshot.png" });
    expect(await checkImage(JPEG)).toEqual({ mime: "image/jpeg", fileName: "screenshot.jpg" });
  });

  it("anything after a PNG's IEND or a JPEG's EOI is refused: the polyglots, and any bytes at all", async () => {
    expect(await checkImage(PNG_HTML_POLYGLOT)).toBeNull();
    expect(await checkImage(JPEG_HTML_POLYGLOT)).toBeNull();
    fc.assert(
      fc.property(bytes, (tail) => {
        expect(isWholePng(Buffer.concat([pngOfSize(), tail]))).toBe(false);
        expect(isWholeJpeg(Buffer.concat([JPEG, tail]))).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it("a cut file, or a PNG chunk whose bytes changed (its CRC no longer matches), is refused", () => {
    const png = pngOfSize(200);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: png.length - 1 }), fc.integer({ min: 0, max: JPEG.length - 1 }), (p, j) => {
        expect(isWholePng(png.subarray(0, p))).toBe(false);
        expect(isWholeJpeg(JPEG.subarray(0, j))).toBe(false);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 8, max: png.length - 1 }), fc.integer({ min: 1, max: 255 }), (at, flip) => {
        const changed = Buffer.from(png);
        changed[at] = changed[at]! ^ flip;
        expect(isWholePng(changed)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it("an SVG with a script, an HTML page, and random bytes are not images", async () => {
    expect(await checkImage(SVG_WITH_SCRIPT)).toBeNull();
    expect(await checkImage(HTML_PAGE)).toBeNull();
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 512 }), async (random) => {
        expect(await checkImage(random)).toBeNull();
      }),
      { numRuns: 300 },
    );
  });
});
