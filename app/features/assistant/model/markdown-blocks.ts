/**
 * A streamed answer's markdown cut into its top-level blocks (heading, paragraph, table, fenced
 * code, list…), so the drawer re-parses only the block that is still growing: the blocks before
 * it are final and their rendering is memoised. Block boundaries come from marked's block lexer
 * (the technique of the AI SDK's "memoized markdown" recipe); rendering stays react-markdown's.
 * @module features/assistant/model/markdown-blocks
 * @see AI-61
 */
import { Lexer } from "marked";

/** A split: the text it was made from and its blocks (`blocks.join("") === text`). */
export interface BlockSplit {
  text: string;
  blocks: string[];
}

/** A block that text after blank lines can continue: a list (bullet or ordered) or indented code. */
const CONTINUABLE = /^(?: {0,3}(?:[*+-]|\d{1,9}[.)])(?:[ \t]|$)| {4}|\t)/;

/** Line ends as the markdown parser reads them. */
const normalise = (text: string) => text.replace(/\r\n?/g, "\n");

/**
 * Splits `text` into blocks; blank lines stay with the block before them, so the blocks joined
 * give `text` back (line ends normalised to `\n`). Text with a link reference definition
 * (`[id]: url`) is one block, as a definition may serve any block. Never throws.
 */
function lexBlocks(text: string): string[] {
  if (text === "") return [];
  let tokens: Array<{ type: string; raw: string }>;
  try {
    tokens = new Lexer().blockTokens(text, []);
  } catch {
    return [text];
  }
  if (tokens.some((t) => t.type === "def") || tokens.map((t) => t.raw).join("") !== text) return [text];
  const blocks: string[] = [];
  for (const t of tokens) {
    if (t.type === "space" && blocks.length > 0) blocks[blocks.length - 1] += t.raw;
    else blocks.push(t.raw);
  }
  return blocks;
}

/**
 * The blocks of `text`. With `previous` (the split of an earlier state of the same answer, of
 * which `text` is a continuation), only the last block of `previous` (with the lists and
 * indented code right before it) and what follows it are lexed again: a streamed answer costs the size of its growing block per update, not the size
 * of the answer. A `text` that does not continue `previous` is split from scratch.
 * @param text the answer's markdown so far
 * @param previous the split of the answer's previous state
 * @returns the split; `split.blocks.join("")` is `text` with `\r\n` and `\r` as `\n`
 */
export function splitBlocks(text: string, previous?: BlockSplit): BlockSplit {
  const src = normalise(text);
  if (!previous || previous.blocks.length < 2 || !src.startsWith(previous.text)) return { text: src, blocks: lexBlocks(src) };
  // The last block may still grow; a list or an indented code block before it may still take
  // what comes after blank lines (a loose list's next item, more code): those are lexed again too.
  let keep = previous.blocks.length - 1;
  while (keep > 0 && CONTINUABLE.test(previous.blocks[keep - 1]!)) keep -= 1;
  const kept = previous.blocks.slice(0, keep);
  const offset = kept.reduce((n, b) => n + b.length, 0);
  return { text: src, blocks: [...kept, ...lexBlocks(src.slice(offset))] };
}
