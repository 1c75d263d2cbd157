/** GW-02: portal calls go to the main gateway; the assistant's HTTP calls go to the assistant's own host. */
import { afterEach, describe, expect, it } from "vitest";
import { imageUploadAction, questionStreamAction } from "~/features/assistant/routes.server";
import { exportAction } from "~/features/export/api.server";
import { PORTAL, setupMockGateway } from "../support/portal-env";
import { json, ownerJar } from "../notices/owner-session";
import { JPEG, uploadForm } from "./image-fixtures";

const { server } = setupMockGateway();

let listener: ((e: { request: Request }) => void) | null = null;
afterEach(() => {
  delete process.env.ASSISTANT_URL;
  if (listener) server.events.removeListener("request:start", listener);
  listener = null;
});

describe("where the calls go", () => {
  it("[GW-02] with an assistant host of its own, every portal call goes to the gateway's base URL and the assistant's four calls (question stream, upload, task poll, retry) to the assistant host", async () => {
    process.env.ASSISTANT_URL = "http://assistant.test";
    const seen: string[] = [];
    listener = ({ request }) => {
      const url = new URL(request.url);
      seen.push(`${url.origin}${url.pathname}`);
    };
    server.events.on("request:start", listener);
    const jar = await ownerJar();
    const uploaded = await json(await imageUploadAction(new Request(`${PORTAL}/api/assistant/image-upload`, { method: "POST", body: uploadForm(JPEG, "image/jpeg"), headers: { Cookie: jar.header() } })));
    expect(uploaded.ok).toBe(true);
    const res = await questionStreamAction(new Request(`${PORTAL}/api/assistant/stream`, {
      method: "POST",
      body: JSON.stringify({ session_id: "s-owner-1", message: "你好", model_code: "deepseek-r1", his_messages: [] }),
      headers: { Cookie: jar.header(), "Content-Type": "application/json" },
    }));
    expect(res.status).toBe(200);
    await res.text();
    // The download centre's task poll and retry (GW-27's other two assistant calls).
    const form = (fields: Record<string, string>) =>
      new Request(`${PORTAL}/api/export`, { method: "POST", body: new URLSearchParams(fields), headers: { Cookie: jar.header(), "Content-Type": "application/x-www-form-urlencoded" } });
    const started = await json(await exportAction(form({ kind: "orders", fileType: "xlsx", name: "订单导出" }), "start"));
    const id = String(started.task.id);
    expect((await exportAction(form({ id }), "task")).status).toBe(200);
    expect((await exportAction(form({ id }), "retry")).status).toBe(200);
    const sso = seen.filter((u) => new URL(u).pathname.startsWith("/sso/"));
    expect(sso.length).toBeGreaterThan(0);
    for (const u of sso) expect(new URL(u).origin).toBe("http://gateway.test");
    expect(seen).toContain("http://assistant.test/api/v1/agent/image-upload");
    expect(seen).toContain("http://assistant.test/api/v1/question/stream");
    expect(seen).toContain(`http://assistant.test/api/v1/download-center/task/${id}`);
    expect(seen).toContain(`http://assistant.test/api/v1/download-center/retry-task/${id}`);
    // Everything else (the portal's calls, whatever their path) went to the gateway.
    const elsewhere = seen.filter((u) => !u.startsWith("http://assistant.test/api/v1/"));
    expect(elsewhere.length).toBeGreaterThan(0);
    for (const u of elsewhere) expect(new URL(u).origin).toBe("http://gateway.test");
    expect(seen.filter((u) => u.startsWith("http://gateway.test/api/v1/"))).toEqual([]);
  });
});
