/**
 * Renders a part of the assistant drawer in happy-dom as the seller gets it: the real store,
 * actions (loaded from a host answering `replies` at once) and answers, the portal's Chakra
 * system and the language's resources. Questions go to a stubbed `fetch` that records their
 * bodies and never answers (a test ends a chat's phase itself). Call `unmountDrawer` after each test.
 */
import { ChakraProvider } from "@chakra-ui/react";
import { act, type ReactElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { vi } from "vitest";
import { portalSystem } from "~/components/ui/system";
import { registerDrawerRecipes } from "~/features/assistant/components/recipes";
import { Ctx } from "~/features/assistant/components/context";
import { createActions } from "~/features/assistant/store/actions";
import { createAnswers } from "~/features/assistant/store/answers";
import type { Assistant } from "~/features/assistant/store/controller";
import { createHistory } from "~/features/assistant/store/history";
import { createStore, type Store } from "~/features/assistant/store/store";
import type { AssistantSocket } from "~/features/assistant/socket/assistant-socket";
import { sharedI18n } from "~/i18n/i18next.server";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
registerDrawerRecipes();

let root: Root | null = null;
let host: HTMLElement | null = null;

/** Unmounts what `mountDrawer` rendered and restores `fetch`. */
export function unmountDrawer(): void {
  act(() => root?.unmount());
  root = null;
  host?.remove();
  host = null;
  vi.unstubAllGlobals();
}

export interface MountedDrawer {
  store: Store;
  host: HTMLElement;
  /** The JSON bodies of the questions sent (POST /api/assistant/stream), in order. */
  bodies: Array<Record<string, unknown>>;
  /** Renders `part` again (after the test changed the store). */
  rerender(): Promise<void>;
  click(el: Element | null | undefined): Promise<void>;
}

/**
 * Mounts `part(store)` inside the drawer's providers.
 * @param replies the host's answer per socket method (getModels, getPrompts…); others answer `[]`
 * @param prepare runs on the store before the lists load (e.g. to show a chat)
 */
export async function mountDrawer(
  part: (store: Store) => ReactElement,
  { replies = {}, lng = "zh-CN", prepare }: { replies?: Record<string, unknown>; lng?: "zh-CN" | "en-US" | "ko-KR"; prepare?: (store: Store) => void } = {},
): Promise<MountedDrawer> {
  const store = createStore("owner");
  prepare?.(store);
  const socket = {
    state: "connected",
    onStream: () => () => undefined,
    onState: () => () => undefined,
    send: () => true,
    request: vi.fn(async (method: string) => replies[method] ?? []),
  } as unknown as AssistantSocket;
  const history = createHistory(store, () => new Promise(() => undefined));
  const actions = createActions(store, socket, history);
  await actions.load();
  const answers = createAnswers(store, socket, history);
  const bodies: Array<Record<string, unknown>> = [];
  vi.stubGlobal("fetch", vi.fn((_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
    return new Promise<Response>(() => undefined);
  }));
  const a = { store, actions, answers } as unknown as Assistant;
  const i18n = await sharedI18n(lng);
  const el = document.createElement("div");
  document.body.append(el);
  host = el;
  root = createRoot(el);
  const render = () =>
    root!.render(
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={portalSystem()}>
          <Ctx.Provider value={{ a, confirm: () => {} }}>{part(store)}</Ctx.Provider>
        </ChakraProvider>
      </I18nextProvider>,
    );
  await act(async () => render());
  return {
    store,
    host: el,
    bodies,
    rerender: () => act(async () => render()),
    click: (target) => act(async () => void (target as HTMLElement).click()),
  };
}
