/**
 * Server HTML rendered inert: sanitised by DOMPurify in the browser before it reaches the DOM
 * (nothing on the server render; plain text if the sanitiser cannot load). After rendering,
 * the headings (h1–h3) get ids and are reported for the heading navigation (ANN-06).
 */
import { Box, Text } from "@chakra-ui/react";
import { useEffect, useRef, useState } from "react";
import { sanitizeHtml } from "../sanitize";

/** One heading of the rendered HTML. */
export interface HtmlHeading {
  id: string;
  level: number;
  text: string;
}

/** The text of `html` without tags (the fallback; React escapes it). */
function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
}

export function SafeHtml({ html, idPrefix, onHeadings }: { html: string; idPrefix: string; onHeadings?: (headings: HtmlHeading[]) => void }) {
  const [clean, setClean] = useState<{ html: string } | { text: string } | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const report = useRef(onHeadings);
  report.current = onHeadings;
  useEffect(() => {
    let live = true;
    setClean(null);
    sanitizeHtml(html).then(
      (out) => live && setClean({ html: out }),
      () => live && setClean({ text: plainText(html) }),
    );
    return () => {
      live = false;
    };
  }, [html]);
  useEffect(() => {
    const root = ref.current;
    if (!root || !clean) return;
    const headings = [...root.querySelectorAll("h1, h2, h3")].map((el, i) => {
      el.id = `${idPrefix}-h${i}`;
      return { id: el.id, level: Number(el.tagName[1]), text: el.textContent?.trim() ?? "" };
    });
    report.current?.(headings.filter((h) => h.text !== ""));
  }, [clean, idPrefix]);
  if (clean && "text" in clean) return <Text whiteSpace="pre-wrap">{clean.text}</Text>;
  return (
    <Box
      ref={ref}
      data-safe-html=""
      fontSize="sm"
      lineHeight="tall"
      css={{
        "& h1": { fontSize: "lg", fontWeight: "semibold", mt: "3", mb: "2" },
        "& h2": { fontSize: "md", fontWeight: "semibold", mt: "3", mb: "1.5" },
        "& h3": { fontSize: "sm", fontWeight: "semibold", mt: "2", mb: "1" },
        "& p": { mb: "2" },
        "& a": { color: "blue.600", textDecoration: "underline" },
        "& ul, & ol": { ps: "5", mb: "2" },
        "& img": { maxW: "100%" },
      }}
      dangerouslySetInnerHTML={clean ? { __html: clean.html } : undefined}
    />
  );
}
