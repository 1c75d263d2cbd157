/** CPU time of a process from Linux /proc/<pid>/stat (user + system, the process itself only). */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

/**
 * utime + stime of a /proc/<pid>/stat line, in clock ticks. The command name (field 2) is in
 * parentheses and may itself hold spaces and parentheses, so fields are counted after the last `)`.
 * @throws when the text is not a stat line
 */
export function parseCpuTicks(stat: string): number {
  const close = stat.lastIndexOf(")");
  const fields = close < 0 ? [] : stat.slice(close + 1).trim().split(/\s+/);
  // fields[0] is field 3 (state); utime is field 14 and stime field 15.
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isInteger(utime) || !Number.isInteger(stime) || utime < 0 || stime < 0) {
    throw new Error(`not a /proc/<pid>/stat line: ${stat.slice(0, 120)}`);
  }
  return utime + stime;
}

let ticksPerSecond: number | undefined;

/** Clock ticks per second (`getconf CLK_TCK`; 100 when that cannot be asked). */
function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    const r = spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" });
    const n = Number(r.stdout?.trim());
    ticksPerSecond = r.status === 0 && Number.isInteger(n) && n > 0 ? n : 100;
  }
  return ticksPerSecond;
}

/**
 * CPU time (user + system) the process has used so far, in ms, at the clock-tick resolution
 * (10 ms at 100 Hz).
 * @throws when /proc/<pid>/stat cannot be read (process gone, not Linux)
 */
export function cpuMs(pid: number): number {
  return (parseCpuTicks(readFileSync(`/proc/${pid}/stat`, "utf8")) * 1000) / clockTicks();
}

/**
 * How a process counts as idle: at most `idleMs` CPU ms in each of `windows` windows of
 * `windowMs` in a row (one quiet window can be a busy process starved by the machine's load),
 * checked for up to `maxMs`.
 */
const IDLE = { idleMs: 10, windowMs: 300, windows: 2, maxMs: 15_000 };

/**
 * Waits until every process of `pids` is idle (at most one clock tick of CPU in each of two
 * 300 ms windows in a row), so a CPU reading does not carry work still under way; gives up
 * after `maxMs` (default 15 s).
 * @returns whether they went idle
 * @throws when a pid cannot be read
 */
export async function waitIdle(pids: readonly number[], maxMs = IDLE.maxMs): Promise<boolean> {
  const deadline = Date.now() + maxMs;
  let before = pids.map(cpuMs);
  let quiet = 0;
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, IDLE.windowMs));
    const now = pids.map(cpuMs);
    quiet = now.every((ms, i) => ms - before[i] <= IDLE.idleMs) ? quiet + 1 : 0;
    if (quiet >= IDLE.windows) return true;
    before = now;
  }
  return false;
}

/**
 * Runs `work` and returns its result with the CPU ms each of `pids` used for it: read once the
 * processes are idle before `work` starts and again once they are idle after it ends, so work
 * left over from earlier is not counted and work `work` left in flight is.
 * @throws what `work` throws, or when a pid cannot be read
 */
export async function withCpu<T>(pids: readonly number[], work: () => Promise<T>): Promise<{ result: T; cpuMs: number[] }> {
  await waitIdle(pids);
  const before = pids.map(cpuMs);
  const result = await work();
  await waitIdle(pids);
  return { result, cpuMs: pids.map((pid, i) => cpuMs(pid) - before[i]) };
}
