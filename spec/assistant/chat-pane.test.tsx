// @vitest-environment happy-dom
/**
 * A chat pane as the seller sees it: the agent chat's header and greeting, the messages by
 * source, and the three chat states (idle, loading with its thinking dots, streaming).
 */
import { afterEach, describe, expect, it } from "vitest";
import { ChatPane } from "~/features/assistant/components/ChatPane";
import type { ChatMessage } from "~/features/assistant/model/chat";
import type { UserAgent } from "~/features/assistant/model/types";
import { mountDrawer, unmountDrawer } from "./kit/drawer";

afterEach(unmountDrawer);

const AGENT: UserAgent = {
  agent_id: 3, agent_name: "Listing 优化助手", agent_desc: "我可以帮你改写标题、五点描述和搜索词。",
  user_agent_id: 31, updated_at: "2026-03-01 10:00:00", themes: [],
};
const AGENT_TARGET = { kind: "agent", userAgentId: 31, agentId: 3 } as const;
const SESSION_TARGET = { kind: "session", id: "s-1" } as const;
const MESSAGES: ChatMessage[] = [
  { message_id: "m1", source: 1, content: "帮我写一个标题" },
  { message_id: "m2", source: 2, content: "好的，这是标题" },
  { message_id: "m3", source: 3, content: "" },
  { message_id: "m4", source: 1, content: "再来一个" },
];

const byTestId = (host: HTMLElement, id: string) => [...host.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];

describe("a chat pane", () => {
  it("[AI-05][AI-06] the agent chat's header shows the agent's name and its updated_at; the agent's greeting sits above the bubbles", async () => {
    const d = await mountDrawer(() => <ChatPane target={AGENT_TARGET} title={AGENT.agent_name} agent={AGENT} />, {
      prepare: (store) => store.chat("a:31", () => ({ loaded: true, messages: MESSAGES.slice(0, 2) })),
    });
    const header = byTestId(d.host, "assistant-chat-title")[0]!.parentElement!;
    expect(byTestId(d.host, "assistant-chat-title")[0]!.textContent).toBe("Listing 优化助手");
    expect(header.textContent).toContain("最近更新 2026-03-01 10:00:00");
    const intro = byTestId(d.host, "assistant-intro")[0]!;
    expect(intro.textContent).toBe("我可以帮你改写标题、五点描述和搜索词。");
    const firstBubble = byTestId(d.host, "assistant-question")[0]!;
    // The greeting comes first in the document (above the bubbles).
    expect(intro.compareDocumentPosition(firstBubble) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("[AI-32] source 1 is a user bubble, 2 an assistant bubble, 3 the context-cleared divider, in the chat's order", async () => {
    const d = await mountDrawer(() => <ChatPane target={SESSION_TARGET} title="会话" />, {
      prepare: (store) => store.chat("s:s-1", () => ({ loaded: true, messages: MESSAGES })),
    });
    const rendered = [...d.host.querySelectorAll<HTMLElement>('[data-testid="assistant-messages"] [data-testid^="assistant-"]')]
      .filter((el) => ["assistant-question", "assistant-answer", "assistant-divider"].includes(el.dataset.testid!))
      // The assistant's bubble carries its avatar ("AI") and a quote action; the seller's has neither.
      .map((el) => [el.dataset.testid, (el.querySelector('[data-testid="assistant-content"]') ?? el).textContent?.trim(), el.textContent?.startsWith("AI") ?? false]);
    expect(rendered).toEqual([
      ["assistant-question", "帮我写一个标题", false],
      ["assistant-answer", "好的，这是标题", true],
      ["assistant-divider", "上下文已清除", false],
      ["assistant-question", "再来一个", false],
    ]);
  });

  it("[AI-48] idle, then loading with the animated `thinking...` dots, then streaming (the text, no dots), then idle again", async () => {
    const d = await mountDrawer(() => <ChatPane target={SESSION_TARGET} title="Session" />, {
      lng: "en-US",
      prepare: (store) => store.chat("s:s-1", () => ({ loaded: true, messages: MESSAGES.slice(0, 2) })),
    });
    const chat = () => byTestId(d.host, "assistant-chat")[0]!;
    const thinking = () => byTestId(d.host, "assistant-thinking");
    const sendHidden = () => byTestId(d.host, "assistant-send")[0]!.hidden;
    expect(chat().dataset.phase).toBe("idle");
    expect(thinking()).toHaveLength(0);
    expect(sendHidden()).toBe(false);
    // Loading: the question sent, its answer empty.
    d.store.chat("s:s-1", (c) => ({ phase: "loading", messages: [...c.messages, { message_id: "q", source: 1, content: "Next?" }, { message_id: "a", source: 2, content: "" }] }));
    await d.rerender();
    expect(chat().dataset.phase).toBe("loading");
    expect(thinking().map((t) => t.textContent)).toEqual(["thinking..."]);
    // Animated: the dots pulse (Chakra's `pulse` keyframes on the element's class).
    const css = [...document.querySelectorAll("style")].map((s) => s.textContent).join("\n");
    const cls = [...thinking()[0]!.classList].find((c) => css.includes(`.${c}`) && new RegExp(`\\.${c}\\{[^}]*animation:\\s*pulse`).test(css.replace(/\s+/g, " ").replace(/ \{/g, "{")));
    expect(cls).toBeDefined();
    expect(sendHidden()).toBe(true);
    // Streaming: the text arrives, the dots go.
    d.store.chat("s:s-1", (c) => ({ phase: "streaming", messages: c.messages.map((m) => (m.message_id === "a" ? { ...m, content: "Restock in" } : m)) }));
    await d.rerender();
    expect(chat().dataset.phase).toBe("streaming");
    expect(thinking()).toHaveLength(0);
    expect(byTestId(d.host, "assistant-content").at(-1)!.textContent).toContain("Restock in");
    expect(sendHidden()).toBe(true);
    // Idle again: send is back.
    d.store.chat("s:s-1", () => ({ phase: "idle" }));
    await d.rerender();
    expect(chat().dataset.phase).toBe("idle");
    expect(sendHidden()).toBe(false);
  });
});
