/**
 * Requests the portal refuses before (or instead of) running a route (issue 5 §2): a foreign
 * origin (403), a body over the limit (413), a form that is not one (400/415), a broken
 * request line (400), a path that cannot name a page (404). The Express server marks the
 * request with a {@link Rejection} and hands Remix a plain GET of {@link REJECTED_PATH}; the
 * splat route throws the rejection so the root error boundary renders the portal's own page,
 * in the user's language, with the status.
 *
 * The thrown payload has the shape of auth's `GatewayFailure` (kind `http`, behaviour `warn`) so
 * the existing error boundary renders it with its message key, unchanged.
 */

import type { Rejection } from "../../utils/load-context";

/** What the server found wrong with a request (its type lives with the load context it travels in). */
export type { Rejection };

/** The path the server rewrites a rejected request to (matched by the splat route only). */
export const REJECTED_PATH = "/__portal/rejected";

/** The boundary payload of a rejection (structurally auth's `GatewayFailure`; no import, no cycle). */
export interface RejectionPayload {
  kind: "http";
  behaviour: "warn";
  code: null;
  serverMessage: null;
  messageKey: string;
}

/** The boundary payload of a rejection. */
export function rejectionPayload(messageKey: string): RejectionPayload {
  return { kind: "http", behaviour: "warn", code: null, serverMessage: null, messageKey };
}

/** A JSON Response (status kept) that a route throws to show the rejection page. */
export function rejectionResponse(status: number, messageKey: string): Response {
  return Response.json(rejectionPayload(messageKey), { status });
}

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * Reads a form body. Actions use it instead of `request.formData()`.
 * @throws Response 415 (`rejected.unsupportedType`) when the body is not a form (JSON, no
 *   Content-Type); 400 (`rejected.badForm`) when it cannot be parsed (a broken multipart body).
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.has(type)) throw rejectionResponse(415, "rejected.unsupportedType");
  try {
    return await request.formData();
  } catch {
    throw rejectionResponse(400, "rejected.badForm");
  }
}
