import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

/**
 * Vitest runs without the Remix plugin (DESIGN.md §4). Under `npm test` (SPEC_REPORT=1) it also
 * writes `reports/vitest.json`, which `npm run spec:report` reads; a single file run by hand
 * leaves the last full run's results alone.
 */
const forReport = process.env.SPEC_REPORT === "1";
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["spec/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["spec/setup.ts"],
    pool: "threads",
    testTimeout: 20_000,
    reporters: forReport ? ["default", "json"] : ["default"],
    ...(forReport ? { outputFile: { json: "reports/vitest.json" } } : {}),
  },
});
