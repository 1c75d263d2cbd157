import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

/** Vitest runs without the Remix plugin (DESIGN.md §4). */
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["spec/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["spec/setup.ts"],
    pool: "threads",
    testTimeout: 20_000,
  },
});
