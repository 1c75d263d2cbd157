/**
 * The portal's assistant HTTP calls go to the assistant host (ASSISTANT_URL, here
 * http://assistant.test, not the gateway http://gateway.test), each as a POST: the streamed
 * question, the image upload, a download task's poll and its retry. Driven through the
 * portal's own routes against the in-process mock (which answers on any origin); every request
 * leaving the portal is recorded with its method and full URL.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportAction } from "~/features/export/api.server";
import { imageUploadAction, questionStreamAction } from "~/features/assistant/routes.server";
import { PORTAL, setupMockGateway } from "../support/portal-env";
import { json, ownerJar } from "../notices/owner-session";
import { JPEG, uploadForm } from "../assistant/image-fixtures";

const { server } = setupMockGateway();
const ASSISTANT = "http://assistant.test";

const sent: Array<{ method: string; url: string }> = [];
server.events.on("request:start", ({ request }) => void sent.push({ method: request.method, url: request.url }));

beforeAll(() => {
  process.env.ASSISTANT_URL = ASSISTANT;
});
afterAll(() => {
  delete process.env.ASSISTANT_URL;
});

const form = (fields: Record<string, string>, cookie: string) =>
  new Request(`${PORTAL}/api/export`, { method: "POST", body: new URLSearchParams(fields), headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" } });

describe("the assistant host's calls", () => {
  it("[GW-27] the question stream, the image upload, a task's poll and its retry are POSTs to /api/v1/question/stream, /api/v1/agent/image-upload, /api/v1/download-center/task/{id} and /api/v1/download-center/retry-task/{id} on the assistant host", async () => {
    await fetch("http://gateway.test/__mock/assistant", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ chunkDelayMs: 0, chunkChars: 1000 }) });
    const cookie = (await ownerJar()).header();
    sent.length = 0;

    const stream = await questionStreamAction(new Request(`${PORTAL}/api/assistant/stream`, {
      method: "POST",
      body: JSON.stringify({ session_id: "s-owner-1", message: "广告 ACoS 多少合适", model_code: "deepseek-r1", his_messages: [] }),
      headers: { Cookie: cookie, "Content-Type": "application/json" },
    }));
    expect(stream.status).toBe(200);
    await stream.text();

    const upload = await imageUploadAction(new Request(`${PORTAL}/api/assistant/image-upload`, { method: "POST", body: uploadForm(JPEG, "image/jpeg"), headers: { Cookie: cookie } }));
    expect(upload.status).toBe(200);

    const started = await json(await exportAction(form({ kind: "orders", fileType: "xlsx", name: "订单导出" }, cookie), "start"));
    const id = String(started.task.id);
    expect(id).toMatch(/^\d+$/);
    expect((await exportAction(form({ id }, cookie), "task")).status).toBe(200);
    expect((await exportAction(form({ id }, cookie), "retry")).status).toBe(200);

    const to = (path: string) => sent.filter((r) => new URL(r.url).pathname === path);
    for (const path of ["/api/v1/question/stream", "/api/v1/agent/image-upload", `/api/v1/download-center/task/${id}`, `/api/v1/download-center/retry-task/${id}`]) {
      expect(to(path), path).toEqual([{ method: "POST", url: `${ASSISTANT}${path}` }]);
    }
  });
});
