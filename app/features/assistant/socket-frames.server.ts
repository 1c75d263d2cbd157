/**
 * The assistant socket's frames on their way upstream (the portal's socket proxy,
 * server/ws/kinds.ts): a `message` frame (the screenshot analysis, AISOCK-19) goes as
 * `{session_id, message, images[]}`, where `images[]` keeps only the URLs the portal's upload
 * route handed out to this user, each proven by its ticket (`image_tickets[i]`, never sent
 * upstream); anything else is dropped and logged. Other methods' data pass unchanged.
 * Relative imports only (the portal server's bundle includes this file).
 * @module features/assistant/socket-frames
 * @see AI-65 @see AISOCK-19
 */
import { logWarning } from "./log.server";
import { allowedImages, type ImageOwner } from "./image-ticket.server";

/** The data of a frame of `method` as it goes upstream (see module doc). Never throws. */
export function upstreamFrameData(method: string, data: unknown, owner: ImageOwner, now = Date.now()): unknown {
  if (method !== "message" || typeof data !== "object" || data === null || Array.isArray(data)) return data;
  const { images: asked, image_tickets, ...rest } = data as Record<string, unknown>;
  const { images, dropped } = allowedImages(asked, image_tickets, owner, now);
  if (dropped.length) logWarning({ event: "assistant.image.dropped", user: owner.userName, via: "socket", dropped }, "assistant image URL not handed out by the portal, dropped");
  return { ...rest, images };
}
