/**
 * Compile-time proof that the shell's loader data ({@link ShellData}) satisfies each feature's
 * declared view of it: a feature reads only the slice it declares in its own types and never
 * imports the shell. `npm run typecheck` fails here when the shell's data stops giving a
 * feature what its view promises (a renamed or removed field).
 */
import type { BridgeShellView } from "~/features/bridge";
import type { MicroAppsShellView } from "~/features/micro-apps";
import type { ShellUserView } from "~/utils/shell-data";
import type { ShellData } from "./shell.server";

/** `true` when `Data` is assignable to `View`, else `false` (which {@link Check} rejects). */
type Satisfies<Data, View> = [Data] extends [View] ? true : false;
type Check<T extends true> = T;

/** Each feature's view, checked against the shell's data. */
export type ShellViewChecks = [
  Check<Satisfies<ShellData, BridgeShellView>>,
  Check<Satisfies<ShellData, MicroAppsShellView>>,
  Check<Satisfies<ShellData, ShellUserView>>,
];
