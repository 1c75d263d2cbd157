/**
 * The portal's Chakra system: the default config with the portal's brand colour and a calm,
 * dense admin-console scale.
 */
import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";

const config = defineConfig({
  globalCss: {
    "html, body": { minHeight: "100%", bg: "bg.subtle", color: "fg", fontSize: "14px" },
  },
  theme: {
    tokens: {
      fonts: {
        body: { value: "system-ui, -apple-system, 'Segoe UI', 'PingFang SC', 'Noto Sans CJK SC', 'Noto Sans CJK KR', 'Malgun Gothic', sans-serif" },
        heading: { value: "system-ui, -apple-system, 'Segoe UI', 'PingFang SC', 'Noto Sans CJK SC', 'Noto Sans CJK KR', 'Malgun Gothic', sans-serif" },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
