// @vitest-environment happy-dom
/**
 * MENU-06 as the seller sees it: the icon the sider and the menu browser draw for a menu node,
 * rendered into the DOM. The expected shapes are compared with each other (a url is an image,
 * a `gb-icon-` name is that glyph, another name the standard icon of that name), never with the
 * code's own tables.
 */
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { NodeIcon } from "~/shell/components/nav/nav-icons";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let roots: Root[] = [];
afterEach(() => {
  for (const r of roots) act(() => r.unmount());
  roots = [];
});

/** The DOM the seller gets for a node with these icon fields. */
function draw(node: { menuIcon?: string | null; icon?: string | null }): HTMLElement {
  const host = document.createElement("div");
  const root = createRoot(host);
  roots.push(root);
  act(() => root.render(<NodeIcon node={node} />));
  return host;
}

/** The drawn shape of an svg icon: its paths and rects, in order. */
function shape(host: HTMLElement): string {
  const svg = host.querySelector("svg");
  expect(svg, host.innerHTML).not.toBeNull();
  return [...svg!.querySelectorAll("path, rect, circle")].map((el) => el.outerHTML).join("");
}

describe("[MENU-06] a menu icon: url → image, gb-icon- → icon-font glyph, other → standard icon of that name", () => {
  it("a url (http, https, protocol-relative; menuIcon or icon) renders as an image of that url and nothing else", () => {
    for (const url of ["https://cdn.example.com/icons/order.png", "http://cdn.example.com/a.svg", "//cdn.example.com/b.png", "HTTPS://CDN.EXAMPLE.COM/C.PNG"]) {
      for (const node of [{ menuIcon: url }, { menuIcon: null, icon: url }, { menuIcon: "", icon: url }]) {
        const host = draw(node);
        const img = host.querySelector("img");
        expect(img?.getAttribute("src"), JSON.stringify(node)).toBe(url);
        expect(img?.getAttribute("width")).toBe("16");
        expect(host.querySelector("svg")).toBeNull();
      }
    }
    // Not a url: no image is fetched for these.
    for (const icon of ["javascript:alert(1)", "cdn.example.com/a.png", "ftp://cdn.example.com/a.png", "gb-icon-home"]) {
      expect(draw({ menuIcon: icon }).querySelector("img"), icon).toBeNull();
    }
  });

  it("`gb-icon-{name}` renders that glyph of the icon font: one glyph per name, not the standard icon of the same name", () => {
    const glyphs = ["gb-icon-home", "gb-icon-order", "gb-icon-goods", "gb-icon-finance", "gb-icon-shop"].map((icon) => {
      const host = draw({ menuIcon: icon });
      expect(host.querySelector("img")).toBeNull();
      expect(host.querySelector("svg")?.getAttribute("data-icon-set"), icon).toBe("glyph");
      expect(host.querySelector("svg")?.getAttribute("data-icon")).toBe(icon);
      return shape(host);
    });
    expect(new Set(glyphs).size).toBe(glyphs.length);
    // The glyph `gb-icon-home` is not the standard `home`, nor the standard default.
    expect(shape(draw({ menuIcon: "gb-icon-home" }))).not.toBe(shape(draw({ menuIcon: "home" })));
    expect(glyphs).not.toContain(shape(draw({ menuIcon: "no-such-standard-icon" })));
    // `icon` is read when menuIcon is absent; menuIcon wins when both are there.
    expect(shape(draw({ menuIcon: null, icon: "gb-icon-order" }))).toBe(glyphs[1]);
    expect(shape(draw({ menuIcon: "gb-icon-order", icon: "https://cdn.example.com/x.png" }))).toBe(glyphs[1]);
  });

  it("any other value renders the standard icon of that name (Ant-style spellings alike); an unknown name or none the standard default", () => {
    const names = ["home", "setting", "user", "bell", "mail", "file"];
    const drawn = names.map((name) => {
      const host = draw({ menuIcon: name });
      expect(host.querySelector("img")).toBeNull();
      expect(host.querySelector("svg")?.getAttribute("data-icon-set"), name).toBe("standard");
      return shape(host);
    });
    expect(new Set(drawn).size).toBe(names.length);
    const fallback = shape(draw({ menuIcon: "no-such-standard-icon" }));
    expect(drawn).not.toContain(fallback);
    expect(shape(draw({ menuIcon: "SettingOutlined" }))).toBe(drawn[1]);
    expect(shape(draw({ icon: "setting-outlined" }))).toBe(drawn[1]);
    expect(shape(draw({ menuIcon: null, icon: null }))).toBe(fallback);
    expect(shape(draw({ menuIcon: "   " }))).toBe(fallback);
    // An unknown `gb-icon-` name is no glyph: it gets the standard default.
    const unknownGlyph = draw({ menuIcon: "gb-icon-nope" });
    expect(shape(unknownGlyph)).toBe(fallback);
    expect(unknownGlyph.querySelector("svg")?.getAttribute("data-icon-set")).toBe("standard");
  });
});
