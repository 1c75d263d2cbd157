/**
 * The sanitising options of answer markdown: no raw HTML (skipped), rehype-sanitize's default
 * schema, links only to http(s), mailto, in-page or same-origin paths (opened without the
 * opener), images shown as their alt text (no request to a URL an answer names).
 * @see AI-61
 */
import type { Options } from "react-markdown";
import rehypeSanitize from "rehype-sanitize";
import remarkGfm from "remark-gfm";

const SAFE_URL = /^(https?:|mailto:|#|\/(?!\/))/i;

export const MARKDOWN_OPTIONS: Readonly<Omit<Options, "children">> = {
  remarkPlugins: [remarkGfm],
  rehypePlugins: [rehypeSanitize],
  skipHtml: true,
  urlTransform: (url: string) => (SAFE_URL.test(url) ? url : ""),
  components: {
    a: ({ href, children }) => (SAFE_URL.test(href ?? "") ? <a href={href} target="_blank" rel="noopener noreferrer nofollow">{children}</a> : <span>{children}</span>),
    img: ({ alt }) => <span>{alt ? `[${alt}]` : ""}</span>,
  },
};
