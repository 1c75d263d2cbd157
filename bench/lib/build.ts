/** Makes sure build/ is there and newer than the sources it is made from. */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** Newest modification time (ms) of a file or of any file under a folder; 0 when missing. */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * Runs `npm run build` when build/ is missing or older than app/ (or the build configs).
 * @returns whether a build ran
 * @throws when the build fails
 */
export function ensureBuild(root: string): boolean {
  const marker = join(root, "build", "server", "index.js");
  const builtAt = existsSync(join(root, "build", "client")) && existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const sourcesAt = Math.max(
    ...["app", "vite.config.ts", "remix.config.js", "package-lock.json"].map((p) => newestMtime(join(root, p))),
  );
  if (builtAt > 0 && builtAt >= sourcesAt) return false;
  console.log(builtAt === 0 ? "build/ missing: npm run build" : "build/ older than app/: npm run build");
  const r = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (r.status !== 0) throw new Error(`npm run build failed (exit ${r.status ?? r.signal})`);
  return true;
}
