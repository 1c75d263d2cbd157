export { bridgeRejectionAction, countBridgeRejection, isBridgeRejectionReason } from "./bridge-rejections.server";
