export { ShellLayout } from "./components/ShellLayout";
export type { ShellData, ShellSystem } from "./shell.server";
export { shellTitle } from "./shell-title";
/** The compile-time proof that ShellData satisfies each feature's view of it. */
export type { ShellViewChecks } from "./views";
