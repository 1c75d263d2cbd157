export { ShellLayout } from "./components/ShellLayout";
export type { ShellData, ShellSystem } from "./shell.server";
export { shellTitle } from "./shell-title";
