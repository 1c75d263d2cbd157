/**
 * The slice of the shell's loader data the bridge reads. The shell's `ShellData` satisfies it,
 * checked at compile time in app/shell/views.ts; the bridge never imports the shell.
 * @see BRIDGE-03 @see BRIDGE-05
 */
export interface BridgeShellView {
  /** Who is logged in: handed to the apps (`getUserInfo`, the micro-app props). */
  user: { userName: string; displayName: string; company: string };
  /** The shell's system (the token's system; `navigatorErp` from within ERP). */
  system: { serviceId: number; systemCode: string };
  /** The subscribed systems (`navigatorErp` finds ERP's serviceId). */
  systems: readonly { serviceId: number; systemCode: string }[];
  /** Origins the shell may frame: a bridge dialog opens only on one of them. */
  frameOrigins: readonly string[];
  /**
   * This document's capability for the token hand-out and the one origin handed the token
   * (the system's); absent or null: no hand-out.
   */
  bridge?: { capability: string; origin: string | null } | null;
  /** The menu's home leaf (`openMenu` builds the leaf's address with it); null: no menu. */
  menu: { homeMenuId: number | null } | null;
}
