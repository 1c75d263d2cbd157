/**
 * Limits shared by the assistant's routes and the portal server.
 * @module features/assistant/limits
 */

/**
 * Largest screenshot the portal accepts, bytes: the FILE itself, 1 MiB = 1,048,576 bytes (a
 * JPEG at quality 0.8 of a large screen at scale 1.5 stays well under it). A file of exactly
 * this size is accepted, one byte more is refused with 413.
 * @see AI-64
 */
export const ASSISTANT_UPLOAD_MAX_BYTES = 1024 * 1024;

/**
 * Room for the multipart envelope around the FILE (boundaries, part headers and a file name;
 * a browser's is under 300 bytes), bytes.
 */
export const MULTIPART_ENVELOPE_BYTES = 16 * 1024;

/**
 * Largest request body of the upload route, bytes: the file's limit plus its envelope, so the
 * limit the server enforces before reading is the file's, not the whole body's. @see AI-64
 */
export const ASSISTANT_UPLOAD_BODY_MAX_BYTES = ASSISTANT_UPLOAD_MAX_BYTES + MULTIPART_ENVELOPE_BYTES;
