/**
 * The mock assistant host's screenshot uploads:
 * - `POST /api/v1/agent/image-upload` (multipart `FILE`, a JPEG, PNG or WebP image up to 2 MiB,
 *   recognised by its first bytes, not by the type it declares) →
 *   `{code: 0, message: "success", data: {oss_url}}` (a `status` fault answers that status instead);
 * - `GET /api/v1/agent/images/{name}` serves it back with its recognised type,
 *   `X-Content-Type-Options: nosniff` (a browser never reads it as anything else) and a CSP that
 *   lets nothing in it run.
 * @module mock-gateway/assistant/uploads
 */
import { HttpResponse, http, type RequestHandler } from "msw";
import type { GatewayContext } from "../core/context";
import { authenticate } from "../core/tokens";
import { uploadsOf } from "./settings";

/** Largest image accepted, bytes. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

const fail = (status: number, message: string) => HttpResponse.json({ code: status, message }, { status });

/** The image type of `bytes` by its signature, or null. */
export function imageTypeOf(bytes: Uint8Array): "jpeg" | "png" | "webp" | null {
  const at = (i: number, sig: number[]) => sig.every((b, k) => bytes[i + k] === b);
  if (at(0, [0xff, 0xd8, 0xff])) return "jpeg";
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return "webp";
  return null;
}

/** The upload handlers of one gateway. */
export function uploadHandlers(ctx: GatewayContext): RequestHandler[] {
  return [
    http.post("*/api/v1/agent/image-upload", async ({ request }) => {
      // A `status` fault (POST /__mock/fault {match: "image-upload", kind: "status"}) fails the upload.
      const fault = ctx.faults.take("/api/v1/agent/image-upload");
      if (fault?.kind === "status") return fail(Number(fault.value ?? 500), fault.msg ?? "internal error");
      if (!authenticate(ctx, request)) return fail(401, "unauthorized");
      let file: FormDataEntryValue | null = null;
      try {
        file = (await request.formData()).get("FILE");
      } catch {
        return fail(400, "bad request");
      }
      if (!file || typeof file === "string") return fail(400, "FILE is required");
      if (file.size > MAX_IMAGE_BYTES) return fail(400, "image too large");
      const bytes = new Uint8Array(await file.arrayBuffer());
      const kind = imageTypeOf(bytes);
      if (!kind) return fail(400, "not an image");
      const store = uploadsOf(ctx);
      const name = `shot-${store.size + 1}-${ctx.clock.now()}.${kind === "jpeg" ? "jpg" : kind}`;
      store.set(name, { bytes, type: `image/${kind}` });
      if (store.size > 50) store.delete(store.keys().next().value!);
      ctx.log.push({ at: ctx.clock.now(), method: "POST", path: "/api/v1/agent/image-upload", body: { name, size: file.size, type: file.type }, status: 200 });
      return HttpResponse.json({ code: 0, message: "success", data: { oss_url: `${ctx.publicUrl}/api/v1/agent/images/${name}` } });
    }),
    http.get("*/api/v1/agent/images/:name", ({ params }) => {
      const image = uploadsOf(ctx).get(String(params.name));
      if (!image) return new HttpResponse(null, { status: 404, headers: { "x-content-type-options": "nosniff" } });
      return new HttpResponse(image.bytes, {
        headers: {
          "content-type": image.type,
          "x-content-type-options": "nosniff",
          "content-security-policy": "default-src 'none'; sandbox",
          "cache-control": "private, max-age=3600",
        },
      });
    }),
  ];
}
