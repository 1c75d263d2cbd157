/**
 * An indeterminate loading line along the top of a pane (a frame loading, MICRO-04): Chakra's
 * progress look (its `position` keyframes, served in /chakra.css) without Zag's progress machine,
 * which only tracks a value an indeterminate line does not have (issue 10, `shell_js_gzip_bytes`).
 * WAI-ARIA: a `progressbar` without `aria-valuenow` is indeterminate.
 */
import { Box } from "@chakra-ui/react";

/** Props: the accessible name (in the user's language). Height 4 px, full width of the positioned parent. */
export function LoadingLine({ label }: { label: string }) {
  return (
    <Box role="progressbar" aria-label={label} aria-busy="true" position="absolute" top="0" insetX="0" h="1" overflow="hidden" bg="blue.100" data-loading-line="">
      <Box
        position="absolute"
        h="100%"
        minW="50%"
        animation="position 1s ease infinite normal none running"
        backgroundImage="linear-gradient(to right, transparent 0%, var(--chakra-colors-blue-500) 50%, transparent 100%)"
        css={{ "--animate-from-x": "-40%", "--animate-to-x": "100%" }}
      />
    </Box>
  );
}
