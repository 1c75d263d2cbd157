/**
 * Per-gateway settings of the mock assistant host, changed through `POST /__mock/assistant`
 * (mock mode only) and kept across resets.
 * @module mock-gateway/assistant/settings
 */
import type { GatewayContext } from "../core/context";

/** How answers stream. */
export interface AssistantSettings {
  /** Wait before each chunk, ms (default 40: a realistic pace; tests set 0–10). */
  chunkDelayMs: number;
  /** Characters per chunk (default 6). */
  chunkChars: number;
  /** When set, the next stream breaks (network error) after this many chunks, then it clears. */
  dropAfterChunks: number | null;
  /** Answers' content is padded to at least this many characters (default 0: as composed; the bench's 20 KB answer). */
  minContentChars: number;
  /**
   * When set, the next HTTP stream carries, after its first chunk, one `data:` line of this many
   * bytes that is not JSON (a host's garbled line, AI-62), then it clears.
   */
  badLineBytes: number | null;
  /**
   * When set, the next answer stops producing after this many chunks and waits there (until the
   * client goes away), then it clears: a stop at a known point.
   */
  holdAfterChunks: number | null;
}

const store = new WeakMap<object, AssistantSettings>();

/** The settings of a gateway (created on first use). */
export function settingsOf(ctx: GatewayContext): AssistantSettings {
  let s = store.get(ctx.sockets);
  if (!s) {
    s = { chunkDelayMs: 40, chunkChars: 6, dropAfterChunks: null, minContentChars: 0, badLineBytes: null, holdAfterChunks: null };
    store.set(ctx.sockets, s);
  }
  return s;
}

/** Uploaded images of a gateway: name → bytes and type (kept until the process ends; capped). */
const uploads = new WeakMap<object, Map<string, { bytes: Uint8Array; type: string }>>();

/** The upload store of a gateway. At most 50 images are kept (the oldest goes first). */
export function uploadsOf(ctx: GatewayContext): Map<string, { bytes: Uint8Array; type: string }> {
  let m = uploads.get(ctx.sockets);
  if (!m) {
    m = new Map();
    uploads.set(ctx.sockets, m);
  }
  return m;
}
