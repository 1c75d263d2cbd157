export { bridgeRejectionsAction } from "./bridge-rejections.server";
