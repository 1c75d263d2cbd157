/**
 * Limits shared by the assistant's routes and the portal server.
 * @module features/assistant/limits
 */

/** Largest screenshot upload the portal accepts, bytes (1 MiB: a JPEG at quality 0.8). @see AI-64 */
export const ASSISTANT_UPLOAD_MAX_BYTES = 1024 * 1024;
