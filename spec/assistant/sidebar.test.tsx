// @vitest-environment happy-dom
/**
 * The drawer's left sidebar as the seller sees it: the sessions and the user's agents, and which
 * one is chosen (a session and an agent are never chosen together).
 */
import { afterEach, describe, expect, it } from "vitest";
import { Sidebar } from "~/features/assistant/components/Sidebar";
import type { AiSession, UserAgent } from "~/features/assistant/model/types";
import { mountDrawer, unmountDrawer } from "./kit/drawer";

afterEach(unmountDrawer);

const SESSIONS: AiSession[] = [
  { session_id: "s-1", title: "选品分析", type: "session", isTopup: false, updated_at: "2026-11-20 09:00:00" },
  { session_id: "s-2", title: "广告周报", type: "session", isTopup: false, updated_at: "2026-11-19 09:00:00" },
];
const AGENTS: UserAgent[] = [
  { agent_id: 3, agent_name: "Listing 优化助手", agent_desc: "", user_agent_id: 31, updated_at: "2026-03-01 10:00:00", themes: [] },
  { agent_id: 4, agent_name: "广告诊断", agent_desc: "", user_agent_id: 41, updated_at: "2026-03-02 10:00:00", themes: [] },
];

const sessionButton = (host: HTMLElement, title: string) =>
  [...host.querySelectorAll<HTMLButtonElement>('[data-testid="assistant-sessions"] button')].find((b) => b.textContent === title)!;
const agentButton = (host: HTMLElement, name: string) =>
  [...host.querySelectorAll<HTMLButtonElement>('[data-testid="assistant-user-agents"] button')].find((b) => b.textContent === name)!;
const chosen = (host: HTMLElement) => [...host.querySelectorAll<HTMLElement>('[aria-current="true"]')].map((el) => el.textContent);

describe("the drawer's sidebar", () => {
  it("[AI-03] lists the user's sessions and the user's agents, each by name", async () => {
    const d = await mountDrawer(() => <Sidebar />, { replies: { getSessions: SESSIONS, getUserAgents: AGENTS } });
    // A session row also holds its menu's button: the rows' titles are the buttons named by one.
    const sessions = [...d.host.querySelectorAll('[data-testid="assistant-sessions"] button')]
      .map((b) => b.textContent)
      .filter((text) => SESSIONS.some((s) => s.title === text));
    expect(sessions).toEqual(["选品分析", "广告周报"]);
    const agents = [...d.host.querySelectorAll<HTMLButtonElement>('[data-testid="assistant-user-agents"] button')].map((b) => b.textContent);
    expect(agents).toEqual(["Listing 优化助手", "广告诊断"]);
  });

  it("[AI-21] the sidebar lists pinned (isTopup) sessions first, and within each group the most recently updated first", async () => {
    const s = (session_id: string, title: string, isTopup: boolean, updated_at: string): AiSession => ({ session_id, title, type: "session", isTopup, updated_at });
    // The host's order is neither: unpinned and pinned mixed, old before new.
    const replies = [
      s("a", "旧的未置顶", false, "2026-01-02 08:00:00"),
      s("b", "旧的置顶", true, "2026-01-01 08:00:00"),
      s("c", "新的未置顶", false, "2026-01-03 08:00:00"),
      s("d", "新的置顶", true, "2026-01-04 08:00:00"),
      s("e", "最新的未置顶", false, "2026-01-05 08:00:00"),
    ];
    const d = await mountDrawer(() => <Sidebar />, { replies: { getSessions: replies, getUserAgents: [] } });
    const titles = [...d.host.querySelectorAll('[data-testid="assistant-sessions"] button')]
      .map((b) => b.textContent)
      .filter((text) => replies.some((r) => r.title === text));
    // A pinned session older than every unpinned one still comes first.
    expect(titles).toEqual(["新的置顶", "旧的置顶", "最新的未置顶", "新的未置顶", "旧的未置顶"]);
  });

  it("[AI-30][AI-31] choosing a session clears the chosen agent, and choosing an agent clears the chosen session", async () => {
    const d = await mountDrawer(() => <Sidebar />, { replies: { getSessions: SESSIONS, getUserAgents: AGENTS } });
    await d.click(agentButton(d.host, "广告诊断"));
    expect(chosen(d.host)).toEqual(["广告诊断"]);
    await d.click(sessionButton(d.host, "广告周报"));
    expect(chosen(d.host)).toEqual(["广告周报"]);
    expect(d.store.get().view).toEqual({ kind: "session", id: "s-2" });
    await d.click(agentButton(d.host, "Listing 优化助手"));
    expect(chosen(d.host)).toEqual(["Listing 优化助手"]);
    expect(d.store.get().view).toEqual({ kind: "agent", userAgentId: 31 });
    await d.click(sessionButton(d.host, "选品分析"));
    expect(chosen(d.host)).toEqual(["选品分析"]);
  });
});
