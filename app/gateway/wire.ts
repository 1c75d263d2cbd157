/**
 * Wire primitives shared by the gateway's schemas (`schemas.ts`, `notice-schemas.ts`…). They
 * live apart from `schemas.ts` so that a browser module needing one of the small schemas that
 * use them (announcements, lives) does not pull every /sso schema into the shell's first-load
 * JS and build them all while its modules evaluate (issue 10, `shell_js_gzip_bytes`,
 * `shell_tbt_ms`).
 *
 * @module gateway/wire
 */
import { z } from "zod";

/** A number on the wire, sent as a JSON number or a numeric string ("4"). */
export const numeric = z.union([
  z.number(),
  z.string().regex(/^-?\d+(\.\d+)?$/).transform(Number),
]);
