import { describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { cpuMs, parseCpuTicks, waitIdle, withCpu } from "../../bench/lib/proc";

/** A stat line with the given command name, utime and stime (other fields as Linux writes them). */
const statLine = (comm: string, utime: number, stime: number) =>
  `4242 (${comm}) S 1 4242 4242 0 -1 4194560 5939 0 0 0 ${utime} ${stime} 0 0 20 0 11 0 197448 1161236480 19421 18446744073709551615 1 1 0 0 0 0 0 16781312 134235650 0 0 0 17 1 0 0 0 0 0`;

describe("bench /proc/<pid>/stat parsing", () => {
  it("adds utime (field 14) and stime (field 15)", () => {
    expect(parseCpuTicks(statLine("node", 1234, 56))).toBe(1290);
  });

  it("counts fields after the last parenthesis, so a command name with spaces and ) is fine", () => {
    expect(parseCpuTicks(statLine("node (x) 1 2 3", 7, 8))).toBe(15);
    expect(parseCpuTicks(statLine(") )", 0, 3))).toBe(3);
  });

  it("throws on text that is not a stat line", () => {
    expect(() => parseCpuTicks("")).toThrow(/not a \/proc/);
    expect(() => parseCpuTicks("12 (node) S 1 2")).toThrow(/not a \/proc/);
  });

  it("reads this process's CPU time, which grows while it works", () => {
    const before = cpuMs(process.pid);
    const end = Date.now() + 120;
    let x = 0;
    while (Date.now() < end) x += Math.sqrt(x + 1);
    expect(x).toBeGreaterThan(0);
    expect(cpuMs(process.pid)).toBeGreaterThan(before);
  });
});

describe("bench waitIdle", () => {
  it("sees a sleeping process as idle at once", async () => {
    const child = spawn("sleep", ["10"], { stdio: "ignore" });
    try {
      const started = Date.now();
      expect(await waitIdle([child.pid!])).toBe(true);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      child.kill();
    }
  });

  it("withCpu counts work the process still does after `work` returned", async () => {
    // A child that burns 300 ms of CPU (its own, however busy the machine) on SIGUSR2, idle otherwise.
    const script = `process.on("SIGUSR2", () => { const s = process.cpuUsage(); let u;
      do { u = process.cpuUsage(s); } while (u.user + u.system < 300000); });
      console.log("ready"); setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "ignore"] });
    try {
      await new Promise((resolve) => child.stdout!.once("data", resolve));
      const { result, cpuMs: [used] } = await withCpu([child.pid!], async () => child.kill("SIGUSR2"));
      expect(result).toBe(true);
      expect(used).toBeGreaterThanOrEqual(200);
    } finally {
      child.kill();
    }
  });
});
