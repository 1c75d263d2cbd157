/**
 * One message for a lost connection: while the drawer shows the socket's state (the mask, or
 * "reconnecting"), the requests that fail because of it raise no toasts of their own.
 */
import { describe, expect, it } from "vitest";
import { toastable } from "~/features/assistant/components/AssistantDrawer";
import { createActions, requestWarning } from "~/features/assistant/store/actions";
import { createHistory } from "~/features/assistant/store/history";
import { createStore, type Warning } from "~/features/assistant/store/store";
import { AssistantRequestError, type AssistantSocket } from "~/features/assistant/socket/assistant-socket";
import { toChatMessage } from "~/features/assistant/model/chat";

describe("connection failures and toasts", () => {
  it("a request that failed only because the socket is not connected is marked so; a timeout or the host's refusal is not", () => {
    expect(requestWarning(new AssistantRequestError("not connected", -1))).toEqual({ key: "socket.failed", cause: "connection" });
    expect(requestWarning(new AssistantRequestError("connection closed", -1))).toEqual({ key: "socket.failed", cause: "connection" });
    expect(requestWarning(new AssistantRequestError("timeout", -1))).toEqual({ key: "socket.failed" });
    expect(requestWarning(new AssistantRequestError("session not found", 1))).toEqual({ text: "session not found" });
  });

  it("while the socket is closed (the mask) or reconnecting, loading the drawer's lists raises no 操作失败 toast; once connected, a failure does", async () => {
    const store = createStore("owner@A");
    const warnings: Warning[] = [];
    store.onWarn((w) => warnings.push(w));
    const socket = { state: "closed", request: () => Promise.reject(new AssistantRequestError("not connected", -1)) } as unknown as AssistantSocket;
    const actions = createActions(store, socket, createHistory(store, () => Promise.resolve(undefined)));
    await actions.load();
    expect(warnings).toHaveLength(8);
    for (const conn of ["closed", "connecting"]) expect(warnings.filter((w) => toastable(w, conn))).toEqual([]);
    expect(warnings.filter((w) => toastable(w, "connected"))).toHaveLength(8);
    expect(toastable({ key: "socket.failed" }, "closed")).toBe(true);
    expect(toastable({ text: "今日额度已达上限" }, "connecting")).toBe(true);
  });
});

describe("a stopped answer in the host's history", () => {
  it("an answer the host kept as stopped is marked stopped; a question, or an answer without the mark, is not", () => {
    expect(toChatMessage({ message_id: "m-2", source: 2, content: "一半", stopped: true })).toMatchObject({ content: "一半", partial: "stopped" });
    expect(toChatMessage({ message_id: "m-2", source: "2", content: "一半", stopped: 1 })).toMatchObject({ partial: "stopped" });
    expect(toChatMessage({ message_id: "m-2", source: 2, content: "全部" })!.partial).toBeUndefined();
    expect(toChatMessage({ message_id: "m-1", source: 1, content: "问", stopped: true })!.partial).toBeUndefined();
  });
});
