/** Public API of the notices feature (so far: the notice socket transport). */
export {
  createSocketClient,
  parseSocketMessage,
  portalSocketUrl,
  SESSION_ENDED_CODE,
  type SocketClient,
  type SocketClientOptions,
  type SocketMessage,
  type SocketState,
} from "./socket-client";
export { useNoticeSocket, noticeSocket, holdNoticeSocket } from "./use-notice-socket";
