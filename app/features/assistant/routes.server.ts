/**
 * The assistant's resource routes, server side (thin routes call these):
 * - `POST /api/assistant/stream` JSON `{session_id, message, model_code, his_messages, images?}`
 *   → the host's `text/event-stream`, passed on chunk by chunk (never buffered, never compressed);
 * - `POST /api/assistant/image-upload` multipart `FILE` (a JPEG/PNG up to 1 MiB) →
 *   `{ok: true, oss_url}`.
 * Failures answer JSON `{ok: false, status, message}`: 401 not logged in, 400 bad input, 429 the
 * quota, 502 the host failed. The token stays server-side.
 * @module features/assistant/routes
 * @see AI-60 @see AI-64 @see AI-65
 */
import { z } from "zod";
import { AssistantCallError, openQuestionStream, uploadImage, type AssistantCaller } from "~/gateway/assistant.server";
import { toGatewayLanguage } from "~/i18n/config";
import { requestLanguage } from "~/i18n/i18next.server";
import { assistantUrl } from "~/utils/env.server";
import { getSession, readLogin } from "~/utils/session.server";
import { ASSISTANT_UPLOAD_MAX_BYTES } from "./limits";

/** The question data (AISOCK-17), bounded. */
export const questionBodySchema = z.object({
  session_id: z.union([z.string().min(1).max(100), z.number().int()]),
  message: z.string().min(1).max(10_000),
  model_code: z.string().min(1).max(60),
  his_messages: z.array(z.object({ question: z.string().max(20_000), answer: z.string().max(50_000) })).max(50),
  images: z.array(z.string().url().max(2000)).max(4).optional(),
});

const failure = (status: number, message: string) => Response.json({ ok: false, status, message }, { status });

async function callerOf(request: Request): Promise<AssistantCaller | null> {
  const login = readLogin(await getSession(request));
  if (!login) return null;
  const language = toGatewayLanguage(await requestLanguage(request));
  return { baseUrl: assistantUrl(), token: login.token, company: login.company, language, signal: request.signal };
}

function fromError(err: unknown): Response {
  if (err instanceof AssistantCallError) {
    if (err.status === 401) return failure(401, "unauthorized");
    if (err.status === 429) return failure(429, err.message);
    return failure(502, err.message);
  }
  return failure(502, "assistant failed");
}

/** POST /api/assistant/stream. @see AI-60 */
export async function questionStreamAction(request: Request): Promise<Response> {
  const caller = await callerOf(request);
  if (!caller) return failure(401, "unauthorized");
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return failure(400, "bad request");
  }
  const body = questionBodySchema.safeParse(json);
  if (!body.success) return failure(400, "bad request");
  try {
    const stream = await openQuestionStream(caller, body.data);
    return new Response(stream, {
      headers: {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-cache, no-transform",
        "X-Accel-Buffering": "no",
      },
    });
  } catch (err) {
    return fromError(err);
  }
}

/** POST /api/assistant/image-upload. @see AI-64 @see AI-65 */
export async function imageUploadAction(request: Request): Promise<Response> {
  const caller = await callerOf(request);
  if (!caller) return failure(401, "unauthorized");
  let file: FormDataEntryValue | null;
  try {
    file = (await request.formData()).get("FILE");
  } catch {
    return failure(400, "bad request");
  }
  if (!file || typeof file === "string" || file.size === 0 || file.size > ASSISTANT_UPLOAD_MAX_BYTES || !/^image\/(jpeg|png)$/.test(file.type)) {
    return failure(400, "bad image");
  }
  try {
    return Response.json({ ok: true, oss_url: await uploadImage(caller, file, file.name || "screenshot.jpg") });
  } catch (err) {
    return fromError(err);
  }
}
