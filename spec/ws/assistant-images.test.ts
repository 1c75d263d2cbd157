/**
 * The screenshot analysis on the wire: the drawer's `message` frame through the portal's socket
 * proxy to the assistant host (a real loopback mock), with the image the portal's upload route
 * handed out.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { AssistantCallError, uploadImage } from "../../app/gateway/assistant.server";
import { imageUploadAction } from "../../app/features/assistant/routes.server";
import { createAnswers } from "../../app/features/assistant/store/answers";
import { createHistory } from "../../app/features/assistant/store/history";
import { createStore } from "../../app/features/assistant/store/store";
import type { AssistantSocket } from "../../app/features/assistant/socket/assistant-socket";
import { JPEG, uploadForm } from "../assistant/image-fixtures";
import { browserSocket, control, sessionCookie, startWorld, type ProxyWorld } from "./proxy-world";

let world: ProxyWorld;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

type Frame = { method: string; data: Record<string, unknown> };

/** The frame the drawer sends for a screenshot analysis (a fake socket records it). */
function drawerFrame(image: { url: string; ticket: string; expiresAt: number }, sessionId: string, text: string): Frame {
  const sent: Frame[] = [];
  const socket = {
    state: "connected", onStream: () => () => undefined, onState: () => () => undefined,
    request: () => new Promise(() => undefined), send: (method: string, data: Record<string, unknown>) => (sent.push({ method, data }), true),
  } as unknown as AssistantSocket;
  const store = createStore("owner@");
  const answers = createAnswers(store, socket, createHistory(store, () => new Promise(() => undefined)));
  store.chat(`s:${sessionId}`, () => ({ loaded: true }));
  store.set({ pendingImage: image });
  expect(answers.ask({ kind: "session", id: sessionId }, text)).toBe(true);
  expect(store.get().pendingImage).toBeNull();
  expect(sent).toHaveLength(1);
  return sent[0]!;
}

describe("screenshot analysis over the assistant socket", () => {
  it("[AISOCK-19] message sends {session_id, message, images[]}: the drawer's frame reaches the host as exactly that, images[] holding the oss_url the upload handed out and nothing the portal did not", async () => {
    world.mock.gateway.reset();
    await control(world, "/assistant", { chunkDelayMs: 0, chunkChars: 1000, minContentChars: 0 });
    const cookie = await sessionCookie(world);
    // The upload: the host's reply message is success, so its data.oss_url comes back with a ticket.
    const res = await imageUploadAction(new Request("http://portal.test/api/assistant/image-upload", { method: "POST", body: uploadForm(JPEG, "image/jpeg"), headers: { Cookie: cookie } }));
    const uploaded = (await res.json()) as { ok: boolean; oss_url: string; ticket: string; expires_at: number };
    expect(uploaded).toMatchObject({ ok: true, oss_url: expect.stringMatching(/\/api\/v1\/agent\/images\/shot-1-\d+\.jpg$/) });

    const frame = drawerFrame({ url: uploaded.oss_url, ticket: uploaded.ticket, expiresAt: uploaded.expires_at }, "s-owner-1", "这个页面有什么问题？");
    expect(frame).toEqual({ method: "message", data: { session_id: "s-owner-1", message: "这个页面有什么问题？", images: [uploaded.oss_url], image_tickets: [uploaded.ticket] } });

    const s = browserSocket(world, { kind: "assistant", cookie });
    await s.opened;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    s.ws.send(JSON.stringify(frame));
    // A frame whose images the portal never handed out: they do not go upstream.
    s.ws.send(JSON.stringify({ method: "message", data: { session_id: "s-owner-1", message: "再看看", images: ["javascript:alert(1)", "file:///etc/passwd", "http://169.254.169.254/latest/meta-data/"], image_tickets: [uploaded.ticket, uploaded.ticket, uploaded.ticket] } }));
    const upstream = () => world.mock.gateway.log.filter((e) => e.method === "WS" && (e.body as { method?: string }).method === "message").map((e) => e.body as { data: unknown });
    await expect.poll(() => upstream().length).toBe(2);
    expect(upstream()[0]!.data).toEqual({ session_id: "s-owner-1", message: "这个页面有什么问题？", images: [uploaded.oss_url] });
    expect(upstream()[1]!.data).toEqual({ session_id: "s-owner-1", message: "再看看", images: [] });
    expect(warn).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ event: "assistant.image.dropped", via: "socket", user: "owner" }));
    warn.mockRestore();
    // The host analysed the image it was given: the answer names it.
    const replies = () => s.messages.map((m) => JSON.parse(m) as { method: string; data: { content?: string; finish?: boolean } }).filter((r) => r.method === "message");
    await expect.poll(() => replies().filter((r) => r.data.finish === true).length).toBe(2);
    const first = replies().slice(0, replies().findIndex((r) => r.data.finish === true)).map((r) => r.data.content ?? "").join("");
    expect(first).toContain(uploaded.oss_url.split("/").pop());
    s.ws.close(1000);
    await s.closed;
  });

  it("an upload whose reply message is not success yields no oss_url", async () => {
    const reply = (body: unknown) => vi.fn(async () => Response.json(body));
    const caller = (fetch: typeof globalThis.fetch) => ({ baseUrl: "http://host.test", token: "t", company: "A", fetch });
    await expect(uploadImage(caller(reply({ message: "failed", data: { oss_url: "https://oss.example/x.jpg" } }) as never), new Blob([JPEG]), "screenshot.jpg")).rejects.toBeInstanceOf(AssistantCallError);
    await expect(uploadImage(caller(reply({ message: "success", data: { oss_url: "https://oss.example/x.jpg" } }) as never), new Blob([JPEG]), "screenshot.jpg")).resolves.toBe("https://oss.example/x.jpg");
  });
});
