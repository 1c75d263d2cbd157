/**
 * The Chakra UI v3 provider with the portal's system (theme), wrapped in the emotion cache.
 */
import { CacheProvider, type EmotionCache } from "@emotion/react";
import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { portalSystem } from "./system";

export function UiProvider({ cache, children }: { cache: EmotionCache; children: ReactNode }) {
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={portalSystem()}>{children}</ChakraProvider>
    </CacheProvider>
  );
}
