/**
 * An answer's markdown, rendered sanitised (./markdown-options), with GFM tables, block by block
 * (../model/markdown-blocks): while an answer streams, only its last block is parsed again at
 * each update; the blocks before it keep their rendering. Part of the drawer's lazy chunk.
 * @see AI-61
 */
import { Box } from "@chakra-ui/react";
import { memo, useMemo, useRef } from "react";
import ReactMarkdown from "react-markdown";
import { splitBlocks, type BlockSplit } from "../model/markdown-blocks";
import { MARKDOWN_OPTIONS } from "./markdown-options";

/** The answer's typography (one object, so the style engine sees the same input each render). */
const MARKDOWN_CSS = {
  "& p": { margin: "0.25em 0" },
  "& h1, & h2, & h3, & h4": { fontWeight: 600, margin: "0.5em 0 0.25em" },
  "& h3": { fontSize: "md" },
  "& ul, & ol": { paddingLeft: "1.5em", margin: "0.25em 0" },
  "& table": { borderCollapse: "collapse", margin: "0.5em 0", fontSize: "xs" },
  "& th, & td": { border: "1px solid", borderColor: "gray.200", padding: "4px 8px", textAlign: "left" },
  "& th": { bg: "gray.50", fontWeight: 600 },
  "& pre": { bg: "gray.900", color: "gray.50", padding: "8px 12px", borderRadius: "6px", overflowX: "auto", fontSize: "xs" },
  "& code": { fontFamily: "mono", fontSize: "0.9em" },
  "& :not(pre) > code": { bg: "gray.100", px: "1", borderRadius: "sm" },
  "& a": { color: "blue.600", textDecoration: "underline" },
  "& blockquote": { borderLeft: "3px solid", borderColor: "gray.300", paddingLeft: "8px", color: "gray.600" },
} as const;

/** One top-level block (a final block renders once). */
const Block = memo(function Block({ text }: { text: string }) {
  return <ReactMarkdown {...MARKDOWN_OPTIONS}>{text}</ReactMarkdown>;
});

/** A sample with the constructs answers use (emphasis, code, a list, a GFM table). */
const WARM_SAMPLE = "**a** `b` [c](https://example.com)\n\n- d\n- e\n\n| f | g |\n|---|---|\n| h | i |\n";

/**
 * Runs the markdown pipeline once on a small sample, outside React (react-markdown's component
 * is a plain synchronous function), so the first answer's first characters do not wait for a
 * cold parser: in a fresh page its first run took 20–30 ms, in the frame that should have
 * painted the first token (issue 9 `stream_first_token_ms`). Call it when idle. Never throws.
 */
export function warmMarkdown(): void {
  try {
    for (const block of splitBlocks(WARM_SAMPLE).blocks) ReactMarkdown({ ...MARKDOWN_OPTIONS, children: block });
  } catch {
    // a warm-up only
  }
}

/**
 * `text` rendered; with `streaming`, each render continues the previous split (the text only
 * grows while it streams); without, the whole text is split afresh.
 */
export const Markdown = memo(function Markdown({ text, streaming = false }: { text: string; streaming?: boolean }) {
  const last = useRef<BlockSplit | undefined>(undefined);
  const split = useMemo(() => splitBlocks(text, streaming ? last.current : undefined), [text, streaming]);
  last.current = split;
  return (
    <Box
      className="assistant-md"
      fontSize="sm"
      lineHeight="1.7"
      wordBreak="break-word"
      css={MARKDOWN_CSS}
    >
      {split.blocks.map((block, i) => (
        <Block key={i} text={block} />
      ))}
    </Box>
  );
});
