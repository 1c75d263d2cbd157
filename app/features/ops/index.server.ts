export { bridgeRejectionsAction, countBridgeRejection, isBridgeRejectionReason } from "./bridge-rejections.server";
