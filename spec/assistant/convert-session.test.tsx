// @vitest-environment happy-dom
/**
 * Converting a personal session into a team topic, as the seller does it: the row's menu opens
 * the team-topic form in the main panel, and its keep-history choice reaches the host as is_his
 * (1 keep, 0 clear) in the convertSession request, through the real store and actions.
 */
import { ChakraProvider } from "@chakra-ui/react";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("~/utils/shell-data", () => ({ useShellData: () => ({ user: { userName: "owner", company: "A" } }) }));

import { portalSystem } from "~/components/ui/system";
import { registerDrawerRecipes } from "~/features/assistant/components/recipes";
import { Ctx } from "~/features/assistant/components/context";
import { MainPanel } from "~/features/assistant/components/MainPanel";
import { SessionRow } from "~/features/assistant/components/SessionRow";
import { createActions } from "~/features/assistant/store/actions";
import { createAnswers } from "~/features/assistant/store/answers";
import type { Assistant } from "~/features/assistant/store/controller";
import { createHistory } from "~/features/assistant/store/history";
import { createStore } from "~/features/assistant/store/store";
import type { AssistantSocket } from "~/features/assistant/socket/assistant-socket";
import type { AiSession } from "~/features/assistant/model/types";
import { sharedI18n } from "~/i18n/i18next.server";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
registerDrawerRecipes();

const personal: AiSession = { session_id: "s-owner-2", title: "FBA 补货计划", type: "session", isTopup: false, updated_at: "2026-03-01 10:00:00" };
const team: AiSession = { session_id: "s-team-1", title: "运营周会", type: "teamSession", isTopup: false, updated_at: "2026-03-02 10:00:00" };

let root: Root | null = null;
let host: HTMLElement | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  host?.remove();
  host = null;
  vi.unstubAllGlobals();
});

async function mount(session: AiSession) {
  const store = createStore("owner@A");
  const requests: Array<[string, Record<string, unknown>]> = [];
  const socket = {
    state: "connected",
    onStream: () => () => undefined,
    onState: () => () => undefined,
    send: () => true,
    request: vi.fn(async (method: string, data: Record<string, unknown> = {}) => {
      requests.push([method, data]);
      if (method === "convertSession") return { ...session, title: String(data.title), type: "teamSession" };
      if (method === "getUsers") return [{ user_id: "leftie", user_name: "Lefty Lee (leftie)" }, { user_id: "owner", user_name: "王老板 (owner)" }];
      if (method === "getSessions") return [session];
      return [];
    }),
  } as unknown as AssistantSocket;
  vi.stubGlobal("fetch", vi.fn(() => new Promise<Response>(() => undefined)));
  const history = createHistory(store, () => new Promise(() => undefined));
  const actions = createActions(store, socket, history);
  await actions.load();
  requests.length = 0;
  const a = { store, actions, answers: createAnswers(store, socket, history), socket } as unknown as Assistant;
  const i18n = await sharedI18n("zh-CN");
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root!.render(
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={portalSystem()}>
          <Ctx.Provider value={{ a, confirm: () => {} }}>
            <SessionRow session={session} active />
            <MainPanel />
          </Ctx.Provider>
        </ChakraProvider>
      </I18nextProvider>,
    );
  });
  const el = host;
  const q = (id: string) => el.querySelector<HTMLElement>(`[data-testid="${id}"]`);
  const button = (text: string) => [...el.querySelectorAll<HTMLElement>("button")].find((b) => b.textContent?.trim() === text || b.getAttribute("aria-label") === text) ?? null;
  const click = (target: Element | null | undefined) => act(async () => void (target as HTMLElement).click());
  return { store, requests, q, button, click, el };
}

describe("converting a personal session into a team topic", () => {
  it("[AI-28] the row's 转为团队话题 opens the team-topic form; keeping the history sends is_his 1, clearing it sends is_his 0", async () => {
    for (const [keep, isHis] of [[true, 1], [false, 0]] as const) {
      // A fresh drawer for each choice.
      act(() => root?.unmount());
      host?.remove();
      const f = await mount(personal);
      expect(f.q("assistant-topic-form")).toBeNull();
      await f.click(f.button("更多操作"));
      await f.click(f.button("转为团队话题"));
      // The form is shown in the main panel, for this session, with its title as the name.
      expect(f.store.get().view).toEqual({ kind: "topic", sessionId: "s-owner-2" });
      expect(f.q("assistant-topic-form")).not.toBeNull();
      expect((f.q("assistant-topic-name") as HTMLInputElement).value).toBe("FBA 补货计划");
      // The clear-history choice: 保留历史记录, checked until the seller unticks it.
      const keepBox = f.q("assistant-topic-keep")!;
      expect(keepBox.textContent?.trim()).toBe("保留历史记录");
      const keepInput = keepBox.querySelector<HTMLInputElement>("input[type=checkbox]")!;
      expect(keepInput.checked).toBe(true);
      if (!keep) await f.click(keepBox);
      expect(keepInput.checked).toBe(keep);
      await f.click(f.el.querySelector('[data-testid="assistant-topic-members"] input[value="leftie"]')!.closest("label"));
      await f.click(f.q("assistant-topic-save"));
      const sent = f.requests.filter(([m]) => m === "convertSession");
      expect(sent).toHaveLength(1);
      expect(sent[0]![1].is_his, keep ? "keep" : "clear").toBe(isHis);
      expect(sent[0]![1].session_id).toBe("s-owner-2");
    }
  });

  it("only a personal session offers the conversion: a team topic's menu has no 转为团队话题 (AI-28 whole: the two tests above)", async () => {
    const f = await mount(team);
    await f.click(f.button("更多操作"));
    expect(f.button("清空记录")).not.toBeNull();
    expect(f.button("转为团队话题")).toBeNull();
  });
});
