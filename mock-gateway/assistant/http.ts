/**
 * The mock assistant host's HTTP side (ASSISTANT_URL; the mock gateway serves it too): the
 * streamed answer (./question-stream), the screenshot uploads (./uploads), and the control
 * `POST /__mock/assistant {chunkDelayMs?, chunkChars?, dropAfterChunks?, minContentChars?, badLineBytes?, holdAfterChunks?}`
 * (mock mode only) that sets the pace, breaks the next stream mid-answer, puts an unparseable
 * line of that many bytes into it, or holds it after that many chunks (a stop at a known point).
 * @module mock-gateway/assistant/http
 */
import { HttpResponse, http, type RequestHandler } from "msw";
import { z } from "zod";
import type { GatewayContext } from "../core/context";
import { questionStreamHandler } from "./question-stream";
import { settingsOf } from "./settings";
import { uploadHandlers } from "./uploads";

const controlSchema = z.object({
  chunkDelayMs: z.number().int().min(0).max(10_000).optional(),
  chunkChars: z.number().int().min(1).max(1000).optional(),
  dropAfterChunks: z.number().int().min(0).nullable().optional(),
  minContentChars: z.number().int().min(0).max(200_000).optional(),
  badLineBytes: z.number().int().min(0).max(8 * 1024 * 1024).nullable().optional(),
  holdAfterChunks: z.number().int().min(0).nullable().optional(),
});

/** The assistant host's HTTP handlers of one gateway. */
export function assistantHttpHandlers(ctx: GatewayContext): RequestHandler[] {
  return [
    questionStreamHandler(ctx),
    ...uploadHandlers(ctx),
    http.post("*/__mock/assistant", async ({ request }) => {
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        body = undefined;
      }
      const r = controlSchema.safeParse(body);
      if (!r.success) return HttpResponse.json({ error: r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") }, { status: 400 });
      const s = settingsOf(ctx);
      if (r.data.chunkDelayMs !== undefined) s.chunkDelayMs = r.data.chunkDelayMs;
      if (r.data.chunkChars !== undefined) s.chunkChars = r.data.chunkChars;
      if (r.data.dropAfterChunks !== undefined) s.dropAfterChunks = r.data.dropAfterChunks;
      if (r.data.minContentChars !== undefined) s.minContentChars = r.data.minContentChars;
      if (r.data.badLineBytes !== undefined) s.badLineBytes = r.data.badLineBytes;
      if (r.data.holdAfterChunks !== undefined) s.holdAfterChunks = r.data.holdAfterChunks;
      return HttpResponse.json({ ...s });
    }),
  ];
}
