/**
 * The slice of the shell's loader data a micro-app pane reads. The shell's `ShellData` satisfies
 * it, checked at compile time in app/shell/views.ts; the feature never imports the shell.
 * @see MICRO-02
 */
import type { MicroAppsConfig } from "./registry.server";

export interface MicroAppsShellView {
  /** The user handed to the micro-app in its props. */
  user: { userName: string; displayName: string; company: string };
  /** The shell's system, handed to the micro-app in its props. */
  system: { serviceId: number; systemCode: string };
  /** The system's micro-apps and the pool's size (MICRO-02); absent or null: none. */
  microApps?: Pick<MicroAppsConfig, "apps" | "poolSize"> | null;
}
