/**
 * The assistant's resource routes, server side (thin routes call these):
 * - `POST /api/assistant/stream` JSON `{session_id, message, model_code, his_messages, images?, image_tickets?}`
 *   → the host's `text/event-stream`, passed on chunk by chunk (never buffered, never
 *   compressed); `images[]` keeps only URLs the upload route handed out (./image-ticket);
 * - `POST /api/assistant/image-upload` multipart `FILE` (a whole JPEG or PNG of at most 1 MiB,
 *   ./image-check) → `{ok: true, oss_url, ticket, expires_at}`;
 * - `GET /api/assistant/rejected`: what the server refused before the route, as JSON.
 * Failures answer JSON `{ok: false, status, message}` in the user's language (./api-failure):
 * 400 bad input, 401 not logged in, 403 another site, 413 too large, 415 not JSON / not a JPEG
 * or PNG, 429 the quota, 502 the host failed or answered something that is not a stream. The
 * token stays server-side.
 * @module features/assistant/routes
 * @see AI-60 @see AI-64 @see AI-65
 */
import { z } from "zod";
import { AssistantCallError, openQuestionStream, uploadImage, type AssistantCaller } from "~/gateway/assistant.server";
import { toGatewayLanguage } from "~/i18n/config";
import { requestLanguage } from "~/i18n/i18next.server";
import { assistantUrl } from "~/utils/env.server";
import { getSession, readLogin, type SessionData } from "~/utils/session.server";
import { assistantFailure, type FailureKey } from "./api-failure.server";
import { logWarning } from "./log.server";
import { checkImage, type CheckedImage } from "./image-check.server";
import { allowedImages, IMAGE_TICKET_TTL_MS, signImageTicket } from "./image-ticket.server";
import { ASSISTANT_UPLOAD_MAX_BYTES } from "./limits";

/** The question data (AISOCK-17), bounded; `images` with their tickets (AI-65). */
export const questionBodySchema = z.object({
  session_id: z.union([z.string().min(1).max(100), z.number().int()]),
  message: z.string().min(1).max(10_000),
  model_code: z.string().min(1).max(60),
  his_messages: z.array(z.object({ question: z.string().max(20_000), answer: z.string().max(50_000) })).max(50),
  images: z.array(z.unknown()).max(4).optional(),
  image_tickets: z.array(z.unknown()).max(4).optional(),
});

type Login = Pick<SessionData, "token" | "company" | "userName">;

async function loginOf(request: Request): Promise<Login | null> {
  return readLogin(await getSession(request));
}

async function callerOf(request: Request, login: Login): Promise<AssistantCaller> {
  const language = toGatewayLanguage(await requestLanguage(request));
  return { baseUrl: assistantUrl(), token: login.token, company: login.company, language, signal: request.signal };
}

/** The refusal of a failed host call: 401, the quota, else 502. */
function fromError(request: Request, err: unknown): Promise<Response> {
  const status = err instanceof AssistantCallError ? err.status : 0;
  if (status === 401) return assistantFailure(request, 401, "api.unauthorized");
  if (status === 429) return assistantFailure(request, 429, "api.quotaReached");
  return assistantFailure(request, 502, "api.hostFailed");
}

const isJson = (request: Request) => /^application\/json\s*(;|$)/i.test(request.headers.get("Content-Type") ?? "");

/** POST /api/assistant/stream. @see AI-60 @see AI-65 */
export async function questionStreamAction(request: Request): Promise<Response> {
  const login = await loginOf(request);
  if (!login) return assistantFailure(request, 401, "api.unauthorized");
  if (!isJson(request)) return assistantFailure(request, 415, "api.unsupportedType");
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return assistantFailure(request, 400, "api.badRequest");
  }
  const body = questionBodySchema.safeParse(json);
  if (!body.success) return assistantFailure(request, 400, "api.badRequest");
  const { images: asked, image_tickets, ...question } = body.data;
  const { images, dropped } = allowedImages(asked, image_tickets, login);
  if (dropped.length) logWarning({ event: "assistant.image.dropped", user: login.userName, via: "stream", dropped }, "assistant image URL not handed out by the portal, dropped");
  try {
    const stream = await openQuestionStream(await callerOf(request, login), asked === undefined ? question : { ...question, images });
    return new Response(stream, {
      headers: {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-cache, no-transform",
        "X-Accel-Buffering": "no",
      },
    });
  } catch (err) {
    return fromError(request, err);
  }
}

/** The accepted screenshot of an upload form (its bytes and what they are), or the refusal. */
async function acceptedImage(request: Request): Promise<{ bytes: Uint8Array<ArrayBuffer>; image: CheckedImage } | FailureKey> {
  if (!/^multipart\/form-data\s*;/i.test(request.headers.get("Content-Type") ?? "")) return "api.unsupportedType";
  let file: FormDataEntryValue | null;
  try {
    file = (await request.formData()).get("FILE");
  } catch {
    return "api.badRequest";
  }
  if (!file || typeof file === "string" || file.size === 0) return "upload.empty";
  if (file.size > ASSISTANT_UPLOAD_MAX_BYTES) return "upload.tooLarge";
  const bytes = new Uint8Array(await file.arrayBuffer());
  const image = await checkImage(bytes);
  return image ? { bytes, image } : "upload.unsupported";
}

const STATUS_OF: Partial<Record<FailureKey, number>> = { "api.unsupportedType": 415, "upload.tooLarge": 413, "upload.unsupported": 415 };

/**
 * POST /api/assistant/image-upload: the FILE's own size (1 MiB at most) and content (a whole
 * JPEG or PNG) decide; the host gets it with the type found. @see AI-64 @see AI-65
 */
export async function imageUploadAction(request: Request): Promise<Response> {
  const login = await loginOf(request);
  if (!login) return assistantFailure(request, 401, "api.unauthorized");
  const accepted = await acceptedImage(request);
  if (typeof accepted === "string") return assistantFailure(request, STATUS_OF[accepted] ?? 400, accepted);
  try {
    const blob = new Blob([accepted.bytes], { type: accepted.image.mime });
    const ossUrl = await uploadImage(await callerOf(request, login), blob, accepted.image.fileName);
    const now = Date.now();
    return Response.json(
      { ok: true, oss_url: ossUrl, ticket: signImageTicket(ossUrl, login, now), expires_at: now + IMAGE_TICKET_TTL_MS },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (err) {
    return fromError(request, err);
  }
}

/** What the server refused on an assistant path, as JSON (see api-failure). */
const REJECTED: Record<number, FailureKey> = { 400: "api.badRequest", 403: "api.foreignOrigin", 413: "api.tooLarge", 415: "api.unsupportedType" };

/**
 * GET /api/assistant/rejected with the server's rejection (`from` the refused route's last path
 * segment): 413 of the upload is the screenshot's own message. Without a rejection: 404.
 */
export function rejectedLoader(request: Request, rejection: { status: number } | undefined): Promise<Response> {
  if (!rejection) return assistantFailure(request, 404, "api.notFound");
  const from = new URL(request.url).searchParams.get("from");
  const key = rejection.status === 413 && from === "image-upload" ? "upload.tooLarge" : REJECTED[rejection.status] ?? "api.badRequest";
  return assistantFailure(request, rejection.status, key);
}
