// @vitest-environment happy-dom
/** The team-template editor as the seller sees it. */
import { afterEach, describe, expect, it } from "vitest";
import { TemplatesPanel } from "~/features/assistant/components/TemplatesPanel";
import { mountDrawer, unmountDrawer } from "./kit/drawer";

afterEach(unmountDrawer);

describe("the team-template editor", () => {
  it("[AI-37] has a title input and a content textarea 6 rows high, each labelled", async () => {
    const d = await mountDrawer(() => <TemplatesPanel />);
    expect(d.host.querySelector('[data-testid="assistant-template-editor"]')).toBeNull();
    await d.click(d.host.querySelector('[data-testid="assistant-template-add"]'));
    const editor = d.host.querySelector<HTMLElement>('[data-testid="assistant-template-editor"]')!;
    const title = editor.querySelector<HTMLInputElement>('[data-testid="assistant-template-title"]')!;
    const content = editor.querySelector<HTMLTextAreaElement>('[data-testid="assistant-template-content"]')!;
    expect(title.tagName).toBe("INPUT");
    expect(content.tagName).toBe("TEXTAREA");
    expect(content.getAttribute("rows")).toBe("6");
    expect(title.closest("label")?.textContent).toContain("模板名称");
    expect(content.closest("label")?.textContent).toContain("模板内容");
  });
});
