// @vitest-environment happy-dom
/**
 * Copying an answer, as the seller does it: the answer's copy button writes its text to the
 * clipboard and says `复制成功`; a clipboard that refuses, or none at all, says `复制失败`.
 */
import { afterEach, describe, expect, it, vi } from "vitest";

const notify = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock("~/components/ui/notify", () => ({ notify }));

import { ChatPane } from "~/features/assistant/components/ChatPane";
import type { ChatMessage } from "~/features/assistant/model/chat";
import { mountDrawer, unmountDrawer } from "./kit/drawer";

const MESSAGES: ChatMessage[] = [
  { message_id: "m1", source: 1, content: "帮我写一个标题" },
  { message_id: "m2", source: 2, content: "好的，这是标题：**夏季透气运动鞋**" },
];

afterEach(() => {
  unmountDrawer();
  notify.mockClear();
});

/** Shows the chat, puts `clipboard` on navigator, and clicks the answer's copy button. */
async function copyWith(clipboard: { writeText(text: string): Promise<void> } | undefined) {
  const d = await mountDrawer(() => <ChatPane target={{ kind: "session", id: "s-1" }} title="会话" />, {
    prepare: (store) => store.chat("s:s-1", () => ({ loaded: true, messages: MESSAGES })),
  });
  vi.stubGlobal("navigator", { ...navigator, clipboard });
  const answer = d.host.querySelector<HTMLElement>('[data-testid="assistant-answer"]')!;
  const question = d.host.querySelector<HTMLElement>('[data-testid="assistant-question"]')!;
  // Only the assistant's answer offers copying.
  expect([...question.querySelectorAll("button")].map((b) => b.textContent)).not.toContain("复制");
  const button = [...answer.querySelectorAll("button")].find((b) => b.textContent === "复制");
  expect(button).toBeDefined();
  await d.click(button);
  await vi.waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
}

describe("copying an answer", () => {
  it("the clipboard gets the answer's text and notify is asked for 复制成功; a refusing clipboard or none asks for 复制失败 (GW-15's toast on screen: e2e/assistant-copy)", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    await copyWith({ writeText });
    expect(writeText).toHaveBeenCalledWith("好的，这是标题：**夏季透气运动鞋**");
    expect(notify).toHaveBeenCalledWith({ type: "success", title: "复制成功" });
    unmountDrawer();
    notify.mockClear();

    await copyWith({ writeText: () => Promise.reject(new DOMException("Document is not focused.", "NotAllowedError")) });
    expect(notify).toHaveBeenCalledWith({ type: "error", title: "复制失败" });
    unmountDrawer();
    notify.mockClear();

    await copyWith(undefined);
    expect(notify).toHaveBeenCalledWith({ type: "error", title: "复制失败" });
  });
});
