import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

/**
 * Vitest runs without the Remix plugin (DESIGN.md §4). Besides the console output it writes
 * `reports/vitest.json`, which `npm run spec:report` reads.
 */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["spec/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["spec/setup.ts"],
    pool: "threads",
    testTimeout: 20_000,
    reporters: ["default", "json"],
    outputFile: { json: "reports/vitest.json" },
  },
});
