/**
 * Which image URLs may go to the assistant host in `images[]`: only those the portal's upload
 * route handed out. With each oss_url it relays, the upload route hands out a ticket, an
 * HMAC-SHA-256 (key derived from the session secret with HKDF) over the URL, the user, the
 * company and an expiry 30 minutes on. The browser sends the ticket back beside the URL
 * (`image_tickets[i]` for `images[i]`); the portal (the stream route, the socket proxy's
 * `message` frames) keeps a URL only when its ticket is right, still valid and this user's,
 * and never sends the tickets upstream. Anything else (`javascript:`, `file:`, an internal
 * address, another user's upload) is dropped and logged. Stateless: any portal instance with
 * the same SESSION_SECRET verifies it; a rotated-out secret still verifies until it is removed.
 * Relative imports only (the portal server's bundle includes this file, through ./socket-frames).
 * @module features/assistant/image-ticket
 * @see AI-65 @see AISOCK-19
 */
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { serverEnv } from "../../utils/env.server";

/** How long a ticket holds, ms (an attached screenshot waits for the seller's next message). */
export const IMAGE_TICKET_TTL_MS = 30 * 60_000;

/** Whose upload it is. */
export interface ImageOwner {
  userName: string;
  company: string;
}

const keys = new Map<string, Buffer>();

function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "seller-portal", "assistant-image-ticket v1", 32));
    if (keys.size < 16) keys.set(secret, key);
  }
  return key;
}

const mac = (secret: string, url: string, owner: ImageOwner, expires: number) =>
  createHmac("sha256", keyOf(secret)).update(JSON.stringify([url, owner.userName, owner.company, expires])).digest("base64url");

/** A ticket for `url` (uploaded by `owner`), valid {@link IMAGE_TICKET_TTL_MS} from `now` (ms). */
export function signImageTicket(url: string, owner: ImageOwner, now = Date.now(), secrets: readonly string[] = serverEnv().SESSION_SECRETS): string {
  const expires = Math.floor((now + IMAGE_TICKET_TTL_MS) / 1000);
  return `${expires}.${mac(secrets[0]!, url, owner, expires)}`;
}

/** When the ticket expires (ms since the epoch), or null when it is not one. Says nothing of its validity. */
export function ticketExpiry(ticket: string): number | null {
  const m = /^(\d{1,12})\.[A-Za-z0-9_-]{43}$/.exec(ticket);
  return m ? Number(m[1]) * 1000 : null;
}

/** True when `ticket` is `owner`'s for `url` and not expired at `now` (ms). */
export function verifyImageTicket(url: string, ticket: unknown, owner: ImageOwner, now = Date.now(), secrets: readonly string[] = serverEnv().SESSION_SECRETS): boolean {
  if (typeof ticket !== "string") return false;
  const expiry = ticketExpiry(ticket);
  if (expiry === null || expiry <= now) return false;
  const given = Buffer.from(ticket.slice(ticket.indexOf(".") + 1));
  return secrets.some((secret) => {
    const want = Buffer.from(mac(secret, url, owner, expiry / 1000));
    return want.length === given.length && timingSafeEqual(want, given);
  });
}

/** Why an image URL was dropped (logged; the URL itself is never logged whole). */
export interface DroppedImage {
  reason: "not a string" | "not http(s)" | "no valid ticket";
  /** The URL's scheme and host, when it has them. */
  origin: string;
}

/** The origin part of a URL for the log ("" when it is not a URL). */
function originForLog(url: unknown): string {
  if (typeof url !== "string") return "";
  try {
    const u = new URL(url);
    return u.protocol === "http:" || u.protocol === "https:" ? u.origin : u.protocol;
  } catch {
    return "";
  }
}

/**
 * The image URLs of `images` that the portal handed out to `owner` (their tickets in `tickets`,
 * same order), and what was dropped. Never throws; anything that is not an array is no images.
 */
export function allowedImages(images: unknown, tickets: unknown, owner: ImageOwner, now = Date.now(), secrets?: readonly string[]): { images: string[]; dropped: DroppedImage[] } {
  const list = Array.isArray(images) ? images : [];
  const marks = Array.isArray(tickets) ? tickets : [];
  const kept: string[] = [];
  const dropped: DroppedImage[] = [];
  list.forEach((url, i) => {
    const origin = originForLog(url);
    if (typeof url !== "string") return void dropped.push({ reason: "not a string", origin });
    if (!/^https?:\/\//i.test(url)) return void dropped.push({ reason: "not http(s)", origin });
    if (!verifyImageTicket(url, marks[i], owner, now, secrets)) return void dropped.push({ reason: "no valid ticket", origin });
    kept.push(url);
  });
  return { images: kept, dropped };
}
