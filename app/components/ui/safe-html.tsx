/**
 * An announcement's HTML, already sanitised by the portal's server (`sanitize.server.ts`: every
 * announcement reaching the page went through it), rendered as it is, on the server render too.
 * The page does not parse or sanitise it again: parsing the gateway's raw HTML in the browser
 * reported a CSP violation per event-handler attribute (issue 24). After rendering, the headings
 * (h1–h3) get ids and are reported for the heading navigation (ANN-06).
 */
import { Box } from "@chakra-ui/react";
import { useEffect, useRef } from "react";

/** One heading of the rendered HTML. */
export interface HtmlHeading {
  id: string;
  level: number;
  text: string;
}

/** Props: `html` sanitised by the server; ids of the headings start with `idPrefix`. */
export function SafeHtml({ html, idPrefix, onHeadings }: { html: string; idPrefix: string; onHeadings?: (headings: HtmlHeading[]) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const report = useRef(onHeadings);
  report.current = onHeadings;
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const headings = [...root.querySelectorAll("h1, h2, h3")].map((el, i) => {
      el.id = `${idPrefix}-h${i}`;
      return { id: el.id, level: Number(el.tagName[1]), text: el.textContent?.trim() ?? "" };
    });
    report.current?.(headings.filter((h) => h.text !== ""));
  }, [html, idPrefix]);
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
        "& a[href]": { color: "blue.600", textDecoration: "underline" },
        "& ul, & ol": { ps: "5", mb: "2" },
        "& img": { maxW: "100%" },
        "& table": { borderCollapse: "collapse", mb: "2" },
        "& th, & td": { borderWidth: "1px", px: "2", py: "1" },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
