/**
 * How the assistant's API routes refuse: always JSON `{ok: false, status, message}` with the
 * HTTP status, `message` in the user's language (the `lng` cookie), never the portal's HTML
 * error page (their callers are `fetch`es that read JSON). Also what the server's own refusals
 * before the route (a body over the limit, a cross-site POST) become on these paths
 * (`GET /api/assistant/rejected`, see server/remix-handler.ts).
 * @module features/assistant/api-failure
 * @see AI-64
 */
import { i18nServer } from "~/i18n/i18next.server";

/** The message keys (namespace `assistant`) of the routes' refusals. */
export type FailureKey =
  | "api.badRequest" | "api.unauthorized" | "api.foreignOrigin" | "api.tooLarge" | "api.unsupportedType"
  | "api.quotaReached" | "api.hostFailed" | "api.notFound" | "upload.tooLarge" | "upload.unsupported" | "upload.empty";

/** The JSON body of a refusal. */
export interface FailureBody {
  ok: false;
  status: number;
  message: string;
}

/** A JSON refusal with `status` and the message `key` in the request's language. Never cached. */
export async function assistantFailure(request: Request, status: number, key: FailureKey): Promise<Response> {
  const t = await i18nServer.getFixedT(request, "assistant");
  const body: FailureBody = { ok: false, status, message: t(key) };
  return Response.json(body, { status, headers: { "Cache-Control": "no-store" } });
}
