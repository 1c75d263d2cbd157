/**
 * The mock assistant host (a loopback server, as the portal meets it): a stopped stream keeps
 * what it sent, marked; the stream's faults; uploads recognised by their bytes and served with
 * nosniff; its catalogue (agents, prompt groups, a new session's title) in the socket's language.
 */
import { describe, expect, it } from "vitest";
import type { GatewayLanguage } from "../../app/gateway/schemas";
import { JPEG, SVG_WITH_SCRIPT, pngOfSize, uploadForm } from "../assistant/image-fixtures";
import { encrypt } from "./helpers";
import { loopbackMockForFile } from "./loopback";

const mock = loopbackMockForFile();
const url = (path: string) => `${mock.srv.url}${path}`;
const control = (path: string, body: unknown) => fetch(url(`/__mock${path}`), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

/** Logs owner in to this loopback mock; the token. */
async function ownerToken(): Promise<string> {
  const res = await fetch(url("/sso/user/login"), {
    method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify({ userName: "owner", password: encrypt("Owner2026", mock.srv.gateway.publicKeyPem), systemCode: "SSO_SYS_USER" }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

const ask = (token: string, message: string, signal?: AbortSignal) => fetch(url("/api/v1/question/stream"), {
  method: "POST", signal,
  headers: { "content-type": "application/json", authorization: token },
  body: JSON.stringify({ session_id: "s-owner-1", message, model_code: "deepseek-r1", his_messages: [] }),
});

/** The session's stored messages (through the host's own socket method). */
function detail(language: GatewayLanguage = "zh_CN") {
  const replies: Array<{ method: string; data: unknown }> = [];
  const s = mock.srv.gateway.assistant.open("owner", (text) => void replies.push(JSON.parse(text)), language);
  return {
    call(method: string, data: Record<string, unknown> = {}) {
      s.frame(JSON.stringify({ authorization: "t", company_code: "", source: "aiRobot", userid: "owner", method, data }));
      return replies.filter((r) => r.method === method).at(-1)?.data;
    },
  };
}

describe("mock assistant host", () => {
  it("a stream the client leaves (here held after 25 pieces) stops, and the stored answer is what was sent, marked stopped", async () => {
    mock.srv.gateway.reset();
    // Held after 25 pieces: the client has all that was sent when it goes.
    await control("/assistant", { chunkDelayMs: 0, chunkChars: 4, minContentChars: 0, holdAfterChunks: 25 });
    const token = await ownerToken();
    const abort = new AbortController();
    const res = await ask(token, "FBA 补货怎么算", abort.signal);
    const reader = res.body!.getReader();
    let text = "";
    while ((text.match(/\n\n/g) ?? []).length < 25) text += new TextDecoder().decode((await reader.read()).value);
    await new Promise((r) => setTimeout(r, 200));
    expect(mock.srv.gateway.state.chatMessage.findMany({ where: { session_id: { equals: "s-owner-1" } } }).some((m) => m.stopped)).toBe(false);
    abort.abort();
    const events = text.split("\n\n").filter((l) => l.startsWith("data: ")).map((l) => JSON.parse(l.slice(6)) as { think: string; content: string });
    const sent = { think: events.map((e) => e.think).join(""), content: events.map((e) => e.content).join("") };
    const chats = () => (detail().call("getSessionDetail", { session_id: "s-owner-1" }) as { chats: Array<Record<string, unknown>> }).chats;
    await expect.poll(() => chats().at(-1)?.stopped).toBe(true);
    // Nothing more is generated once the client went.
    await new Promise((r) => setTimeout(r, 300));
    expect(chats().at(-1)).toMatchObject({ source: 2, think: sent.think, content: sent.content, stopped: true });
    expect(chats().slice(0, -1).every((m) => !("stopped" in m))).toBe(true);
    await control("/assistant", { chunkDelayMs: 40, chunkChars: 6 });
  });

  it("faults: a status answers it with JSON, malformed answers JSON 200, and a bad line of N bytes comes after the first chunk", async () => {
    mock.srv.gateway.reset();
    const token = await ownerToken();
    await control("/fault", { match: "/api/v1/question/stream", kind: "status", value: 500 });
    const failed = await ask(token, "q");
    expect(failed.status).toBe(500);
    expect(failed.headers.get("content-type")).toMatch(/json/);
    await control("/fault", { match: "/api/v1/question/stream", kind: "malformed" });
    const json = await ask(token, "q");
    expect([json.status, json.headers.get("content-type")]).toEqual([200, "application/json"]);
    await control("/assistant", { chunkDelayMs: 0, chunkChars: 1000, badLineBytes: 2_000_000 });
    const lines = (await (await ask(token, "q")).text()).split("\n\n").filter(Boolean);
    expect(lines[1]!.length).toBe(2_000_000 - 20 + 'data: {"content":"'.length);
    expect(() => JSON.parse(lines[1]!.slice(6))).toThrow();
    expect(lines.filter((l) => l.startsWith("data: {\"session_id\"")).length).toBe(lines.length - 1);
    await control("/assistant", { chunkDelayMs: 40, chunkChars: 6 });
  });

  it("uploads are recognised by their bytes, not their declared type, and served back with nosniff", async () => {
    mock.srv.gateway.reset();
    const token = await ownerToken();
    const post = (form: FormData) => fetch(url("/api/v1/agent/image-upload"), { method: "POST", headers: { authorization: token }, body: form });
    expect((await post(uploadForm(SVG_WITH_SCRIPT, "image/png"))).status).toBe(400);
    const ok = (await (await post(uploadForm(pngOfSize(), "image/jpeg"))).json()) as { message: string; data: { oss_url: string } };
    expect(ok.message).toBe("success");
    expect(ok.data.oss_url).toMatch(/\.png$/);
    const served = await fetch(ok.data.oss_url);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect((await (await post(uploadForm(JPEG, "image/webp"))).json()).data.oss_url).toMatch(/\.jpg$/);
    // Up to its 2 MiB, past the listener's 1 MiB for other requests; more is refused.
    expect((await post(uploadForm(pngOfSize(2 * 1024 * 1024), "image/png"))).status).toBe(200);
    expect((await post(uploadForm(pngOfSize(2 * 1024 * 1024 + 1), "image/png"))).status).toBe(400);
  });

  it("agents, prompt groups and a new session's default title come in the socket's language, same ids and counts", () => {
    mock.srv.gateway.reset();
    const names = (lng: GatewayLanguage) => (detail(lng).call("getAgents") as Array<{ agent_id: number; agent_name: string }>).map((a) => [a.agent_id, a.agent_name]);
    expect(names("zh_CN")).toEqual([[1, "Listing 文案助手"], [2, "平台政策助手"], [3, "广告分析师"]]);
    expect(names("en_US")).toEqual([[1, "Listing copywriter"], [2, "Platform policy helper"], [3, "Ads analyst"]]);
    expect(names("ko_KR")).toEqual([[1, "리스팅 카피라이터"], [2, "플랫폼 정책 도우미"], [3, "광고 분석가"]]);
    const groups = (lng: GatewayLanguage) => (detail(lng).call("getPrompts") as Array<{ group_name: string; prompts: unknown[] }>).map((g) => [g.group_name, g.prompts.length]);
    expect(groups("zh_CN")).toEqual([["Listing 优化", 3], ["客户服务", 2]]);
    expect(groups("en_US")).toEqual([["Listing", 3], ["Customer service", 2]]);
    expect(groups("ko_KR")).toEqual([["리스팅", 3], ["고객 서비스", 2]]);
    expect((detail("ko_KR").call("addSession", { type: 1 }) as { title: string }).title).toBe("새 세션");
    expect((detail("en_US").call("addSession", { type: 1 }) as { title: string }).title).toBe("new session");
  });
});
