// @vitest-environment happy-dom
/**
 * Reading the assistant socket's replies: whatever the host sends, the drawer keeps the items it
 * can show and drops the rest, and an agent sent without `themes` opens as one with none (it
 * crashed the pane before: `agent.themes.length` of undefined).
 */
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { ChatPane } from "~/features/assistant/components/ChatPane";
import { REPLIES } from "~/features/assistant/model/replies";
import { mountDrawer, unmountDrawer } from "./kit/drawer";

afterEach(unmountDrawer);

const session = fc.record({
  session_id: fc.string({ minLength: 1 }),
  title: fc.string(),
  type: fc.constantFrom("session", "teamSession"),
  isTopup: fc.boolean(),
  updated_at: fc.string(),
});
const theme = fc.record({ title: fc.string(), prompt: fc.string(), agent_theme_id: fc.integer() });
const userAgent = fc.record({
  agent_id: fc.integer(), agent_name: fc.string(), agent_desc: fc.string(),
  user_agent_id: fc.integer(), updated_at: fc.string(), themes: fc.array(theme, { maxLength: 3 }),
});

describe("the assistant socket's replies", () => {
  it("any JSON as any reply: no reader throws, and each returns a list or nothing", () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => {
      for (const [name, read] of Object.entries(REPLIES)) {
        const out = read(value);
        if (["session", "userAgent", "teamPrompt"].includes(name)) expect(out === undefined || typeof out === "object").toBe(true);
        else expect(Array.isArray(out)).toBe(true);
      }
    }));
  });

  it("well-formed sessions and agents come through unchanged, extra wire fields kept; malformed items between them are dropped", () => {
    fc.assert(fc.property(fc.array(session, { maxLength: 5 }), fc.array(userAgent, { maxLength: 5 }), fc.array(fc.oneof(fc.constant(null), fc.integer(), fc.string(), fc.constant({ title: "no id" }))), (sessions, agents, junk) => {
      const withMode = sessions.map((s) => ({ ...s, mode: "chat" }));
      expect(REPLIES.sessions([...junk, ...withMode, ...junk])).toEqual(withMode);
      expect(REPLIES.userAgents([...junk, ...agents])).toEqual(agents);
    }));
  });

  it("an agent without themes, or with a malformed one, reads with the themes it can show", () => {
    const bare = { agent_id: 3, agent_name: "Listing 优化助手", agent_desc: "改写标题", user_agent_id: 31, updated_at: "2026-03-01 10:00:00" };
    expect(REPLIES.userAgents([bare])).toEqual([{ ...bare, themes: [] }]);
    const good = { title: "写标题", prompt: "帮我写标题", agent_theme_id: 1 };
    expect(REPLIES.userAgents([{ ...bare, themes: [good, { title: 5 }, null] }])[0]!.themes).toEqual([good]);
    expect(REPLIES.userAgent({ ...bare, user_agent_id: "31" })).toBeUndefined();
  });

  it("the drawer loads an agent the host sent without themes, and its chat pane shows its greeting with no themes row", async () => {
    const bare = { agent_id: 3, agent_name: "Listing 优化助手", agent_desc: "我可以帮你改写标题。", user_agent_id: 31, updated_at: "2026-03-01 10:00:00" };
    const d = await mountDrawer((store) => {
      const agent = store.get().userAgents[0]!;
      return <ChatPane target={{ kind: "agent", userAgentId: 31, agentId: 3 }} title={agent.agent_name} agent={agent} />;
    }, { replies: { getUserAgents: [bare, { agent_id: "x" }] }, prepare: (store) => store.chat("a:31", () => ({ loaded: true, messages: [] })) });
    expect(d.store.get().userAgents).toHaveLength(1);
    expect(d.host.querySelector('[data-testid="assistant-intro"]')?.textContent).toBe("我可以帮你改写标题。");
    expect(d.host.querySelector('[data-testid="assistant-themes"]')).toBeNull();
  });
});
