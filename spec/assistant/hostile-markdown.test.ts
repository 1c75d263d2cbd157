import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import ReactMarkdown from "react-markdown";
import { describe, expect, it } from "vitest";
import { MARKDOWN_OPTIONS } from "../../app/features/assistant/components/markdown-options";

/** The announcements' hostile HTML (mock-gateway/seed/content.ts) and classic markdown XSS. */
const CORPUS = [
  '<p>系统维护通知</p><script>window.__pwned = true</script><img src="x" onerror="window.__pwned=true">',
  '<a href="javascript:alert(1)" onclick="window.__pwned=true">详情</a>',
  "[click](javascript:alert(1))",
  "[click](JaVaScRiPt:alert(1))",
  "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "![x](javascript:alert(1))",
  '![x](https://evil.example/a.png "onerror=alert(1)")',
  "<iframe src=\"https://evil.example\"></iframe>",
  "<svg onload=alert(1)><circle/></svg>",
  "[a](vbscript:msgbox(1))",
  "<style>body{display:none}</style>",
  "| a | b |\n|---|---|\n| <img src=x onerror=alert(1)> | [y](javascript:alert(1)) |",
  "```html\n<script>alert(1)</script>\n```",
  "<form action=\"https://evil.example\"><input name=a></form>",
  "[ok](//evil.example/path)",
];

const render = (md: string) => renderToStaticMarkup(createElement(ReactMarkdown, { ...MARKDOWN_OPTIONS, children: md }));

describe("hostile markdown in answers", () => {
  it.each(CORPUS)("renders inert: %s", (md) => {
    const html = render(md);
    expect(html).not.toMatch(/<(script|iframe|svg|style|form|input|img|object|embed)\b/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/(href|src)="\s*(javascript|vbscript|data):/i);
    expect(html).not.toMatch(/href="\/\//);
  });

  it("tables, code blocks and safe links still render", () => {
    const html = render("| a | b |\n|---|---|\n| 1 | 2 |\n\n```text\nx = 1\n```\n\n[help](https://example.com/help)");
    expect(html).toContain("<table>");
    expect(html).toContain("<code");
    expect(html).toContain('href="https://example.com/help"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });
});
