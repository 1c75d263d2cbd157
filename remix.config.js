/**
 * Remix options, kept here (DESIGN.md §4) and imported by vite.config.ts.
 * @type {import('@remix-run/dev').VitePluginConfig}
 */
export default {
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
