/**
 * Build-time switches set by vite.config.ts from `PORTAL_STOCK` (docs/performance.md): `true`
 * in a build that leaves the named patch out to measure it against the published package;
 * `false` in a normal build; undefined under vitest (the patched code runs).
 */
interface ImportMetaEnv {
  /** `PORTAL_STOCK=chakra-trim`: the browser runs Chakra as published (tools/vite-chakra-trim.ts). */
  readonly VITE_STOCK_CHAKRA_TRIM?: boolean;
  /** `PORTAL_STOCK=chakra-theme`: every recipe in Chakra's system from the start (components/ui/system.ts). */
  readonly VITE_STOCK_CHAKRA_THEME?: boolean;
  /** `PORTAL_STOCK=emotion-tags`: emotion hydrates the server's style tags itself (components/ui/emotion.tsx). */
  readonly VITE_STOCK_EMOTION_TAGS?: boolean;
}
