/** Public API of the notices feature (so far: the notice socket transport). */
export type { SocketClient, SocketMessage, SocketState } from "./socket-client";
export { useNoticeSocket, noticeSocket } from "./use-notice-socket";
