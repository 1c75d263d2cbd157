export { shellLoader } from "./shell.server";
export { allMenusLoader } from "./all-menus.server";
