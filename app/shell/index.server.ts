export { shellLoader } from "./shell.server";
