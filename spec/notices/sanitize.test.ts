// @vitest-environment happy-dom
/**
 * The server's announcement sanitiser (issue 24: the browser no longer parses the gateway's raw
 * HTML). The output is parsed back with a DOM here, as the page will, and searched for anything
 * active.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cleanAnnouncement } from "~/features/notices/sanitize.server";
import { sanitizeHtml as sanitizeAnnouncementHtml } from "~/utils/safe-html.server";
import type { Announcement } from "~/gateway/notice-schemas";

/** What a page would get from `html`: every element with its attributes. */
function parsed(html: string): Array<{ tag: string; attrs: Record<string, string> }> {
  const template = document.createElement("template");
  template.innerHTML = html;
  return [...template.content.querySelectorAll("*")].map((el) => ({
    tag: el.tagName.toLowerCase(),
    attrs: Object.fromEntries([...el.attributes].map((a) => [a.name.toLowerCase(), a.value])),
  }));
}

const ALLOWED_ATTRS: Record<string, readonly string[]> = {
  a: ["href", "title", "target", "rel"],
  img: ["src", "alt", "title", "width", "height"],
  ol: ["start"],
  td: ["colspan", "rowspan"],
  th: ["colspan", "rowspan", "scope"],
};

/** Asserts that nothing in `html` can run or load from a scheme other than http(s)/mailto. */
function expectInert(html: string): void {
  for (const { tag, attrs } of parsed(html)) {
    expect(["script", "style", "iframe", "object", "embed", "form", "input", "button", "textarea", "select", "svg", "math", "link", "meta", "base"]).not.toContain(tag);
    for (const [name, value] of Object.entries(attrs)) {
      expect(ALLOWED_ATTRS[tag] ?? [], `${tag}[${name}]`).toContain(name);
      if (name === "href") expect(value).toMatch(/^(?:https?:|mailto:|\/(?!\/)|#)/i);
      if (name === "src") expect(value).toMatch(/^https?:\/\//i);
    }
    if (tag === "a") expect(attrs).toMatchObject({ target: "_blank", rel: "noopener noreferrer" });
  }
}

const HOSTILE_PARTS = [
  "<script>window.__pwned=true</script>",
  '<img src="x" onerror="window.__pwned=true">',
  '<img src="https://cdn.example.com/a.png" onload="x()" srcset="javascript:alert(1) 1x">',
  '<a href="javascript:alert(1)" onclick="x()">a</a>',
  '<a href=" JaVaScRiPt:alert(1)">b</a>',
  '<a href="//evil.example/x">c</a>',
  '<a href="data:text/html,<script>1</script>">d</a>',
  '<a href="vbscript:msgbox(1)" target="_self" rel="opener">e</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg><script>1</script><a xlink:href="javascript:1">f</a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=1>',
  '<form action="javascript:1"><button formaction="javascript:1">g</button><input autofocus onfocus="1"></form>',
  '<p style="background:url(javascript:1)" class="chakra-x" id="ann-8002-h0">h</p>',
  '<div onmouseover="1">i</div>',
  "<style>body{display:none}</style>",
  '<object data="x"></object><embed src="x">',
  "<!--<img src=x onerror=1>-->",
  '<noscript><p title="</noscript><img src=x onerror=1>"></noscript>',
  '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:1">',
  '<video src="https://x.example/v.mp4" poster="javascript:1"></video>',
];
const SAFE_PARTS = ["<h1>标题</h1>", "<h2>Orders</h2>", "<p>text &amp; more</p>", "<ul><li>one</li></ul>", '<a href="https://example.com/?a=1&amp;b=2">ok</a>', '<img src="http://127.0.0.1:3100/a.png" alt="a">', "<table><tr><td colspan=\"2\">x</td></tr></table>", "plain < text"];

describe("the server's announcement sanitiser", () => {
  it("the seeded hostile announcement keeps its text and loses its script, handlers and javascript: link", () => {
    const out = sanitizeAnnouncementHtml('<p>系统维护通知</p><script>window.__pwned = true</script><img src="x" onerror="window.__pwned=true"><a href="javascript:alert(1)" onclick="window.__pwned=true">详情</a>');
    expect(out).toBe('<p>系统维护通知</p><a target="_blank" rel="noopener noreferrer">详情</a>');
  });

  it("keeps what an announcement is made of: headings, paragraphs, lists, tables, http(s) links and images", () => {
    const html = '<h1>V3.8</h1><h2>订单</h2><p>支持<strong>批量</strong>拆分。</p><ol start="2"><li>a</li></ol><a href="https://help.example.com/doc?id=1" title="帮助">帮助</a><a href="/company/helper/center">center</a><a href="#h2">top</a><a href="mailto:ops@example.com">mail</a><img src="https://cdn.example.com/a.png" alt="a" width="320">';
    const out = sanitizeAnnouncementHtml(html);
    expect(parsed(out).map((e) => e.tag)).toEqual(["h1", "h2", "p", "strong", "ol", "li", "a", "a", "a", "a", "img"]);
    expect(parsed(out).filter((e) => e.tag === "a").map((e) => e.attrs.href)).toEqual(["https://help.example.com/doc?id=1", "/company/helper/center", "#h2", "mailto:ops@example.com"]);
    expect(parsed(out).find((e) => e.tag === "img")?.attrs).toEqual({ src: "https://cdn.example.com/a.png", alt: "a", width: "320" });
    expectInert(out);
  });

  it("any mix of hostile and ordinary fragments comes out inert, and sanitising it again changes nothing", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...HOSTILE_PARTS), fc.constantFrom(...SAFE_PARTS), fc.string()), { maxLength: 12 }), (parts) => {
        const out = sanitizeAnnouncementHtml(parts.join(""));
        expectInert(out);
        expect(sanitizeAnnouncementHtml(out)).toBe(out);
      }),
      { numRuns: 300 },
    );
  });

  it("an announcement's content is sanitised in every language; a key feature's JSON is left as it is", () => {
    const hostile = '<p>x</p><img src="x" onerror="1">';
    const a = { announcementId: 1, announcementType: 1, announcementTitle: "t", announcementContent: hostile, announcementContentEn: hostile, announcementContentKr: hostile, enclosureList: [] } as Announcement;
    const clean = cleanAnnouncement(a) as Record<string, unknown>;
    expect([clean.announcementContent, clean.announcementContentEn, clean.announcementContentKr]).toEqual(["<p>x</p>", "<p>x</p>", "<p>x</p>"]);
    expect(a.announcementContent).toBe(hostile); // the input is not changed
    const json = JSON.stringify({ fileList: [{ fileName: "a.png", fileUrl: "https://x.example/a.png?a=1&b=<2>" }], visitLink: "/x" });
    const key = { ...a, announcementType: 7, announcementContent: json } as Announcement;
    expect(cleanAnnouncement(key).announcementContent).toBe(json);
  });
});
