/**
 * Public API of the notices feature: the shell's notice centre (mount once), the header's
 * bell, announcement ticker and live button, and the guide's subscription to msgType 7.
 */
export type { SocketClient, SocketMessage, SocketState } from "./socket-client";
/** The portal socket transport, for the other socket kinds (the export feature's download socket). */
export { createSocketClient, portalSocketUrl } from "./socket-client";
export { useNoticeSocket, noticeSocket } from "./use-notice-socket";
export { NoticeCenter } from "./components/NoticeCenter";
export { NoticeBell } from "./components/NoticeBell";
export { AnnouncementTicker } from "./components/AnnouncementTicker";
export { noticePagesOffered } from "./model/notice-menu";
export { LiveButton } from "./components/LiveButton";
export { onGuideInfo } from "./guide";
export { noticesPages } from "./pages";
