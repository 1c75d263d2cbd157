/**
 * The mock assistant host (ASSISTANT_URL; embedded in the mock gateway by default): its HTTP
 * handlers (./http) and its `/unite` socket (./socket) over the gateway's one state.
 * @module mock-gateway/assistant
 */
import type { RequestHandler } from "msw";
import type { GatewayLanguage } from "../../app/gateway/schemas";
import type { GatewayContext } from "../core/context";
import { assistantHttpHandlers } from "./http";
import { onAssistantFrame, type AssistantConn } from "./socket";

/** The assistant host of one gateway. */
export interface AssistantHost {
  handlers: RequestHandler[];
  /**
   * Opens a socket session for `username` in `language` (its upgrade's Accept-Language; zh_CN by
   * default): `frame` handles each text frame received, `close` stops the answers still playing.
   */
  open(username: string, send: (text: string) => void, language?: GatewayLanguage): { frame(text: string): void; close(): void };
}

/** Creates the assistant host of a gateway context. */
export function createAssistantHost(ctx: GatewayContext): AssistantHost {
  return {
    handlers: assistantHttpHandlers(ctx),
    open(username, send, language = "zh_CN") {
      const conn: AssistantConn = { username, language, send, playing: new Set() };
      return {
        frame: (text) => onAssistantFrame(ctx, conn, text),
        close() {
          for (const cancel of conn.playing) cancel();
          conn.playing.clear();
        },
      };
    },
  };
}
