export { menuStatusAction } from "./menu-status.server";
export { menuTreeLoader, menuVersion } from "./tree-route.server";
