/**
 * Remix options, kept here (DESIGN.md §4) and imported by vite.config.ts.
 * @type {import('@remix-run/dev').VitePluginConfig}
 */
export default {
  // PORTAL_BUILD_DIR lets a bench or a second checkout build without touching ./build.
  buildDirectory: process.env.PORTAL_BUILD_DIR ?? "build",
  ignoredRouteFiles: ["**/.*", "**/*.test.*"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
    unstable_optimizeDeps: true,
  },
};
