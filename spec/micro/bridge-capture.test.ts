/** The shell's request for a pane app's own picture (`shell:capturePage` → `shell:reply`), for the assistant's page analysis. */
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CAPTURE_MAX_BYTES, capturedImageSchema, decodeAppReply } from "~/features/bridge/protocol";
import { acceptWindowMessage, registerBridgeApp, registerBridgeFrame, requestAppCapture } from "~/features/bridge/registry";

const ORIGIN = "http://erp.example.com";
const ASK = { scale: 1.5, quality: 0.8, type: "image/jpeg" as const };
const fakeWindow = () => ({ postMessage: vi.fn() }) as unknown as Window & { postMessage: ReturnType<typeof vi.fn> };
const event = (source: unknown, origin: string, data: unknown) => ({ source, origin, data }) as MessageEvent;
const jpeg = (size = 4) => new Blob([new Uint8Array(size).fill(0xff)], { type: "image/jpeg" });

describe("bridge: the shell asks a pane's app for its own picture", () => {
  const cleanups: Array<() => void> = [];
  afterEach(() => cleanups.splice(0).forEach((f) => f()));

  it("[BRIDGE-02] an iframe pane is asked with an explicit targetOrigin; only its own answer to that request is taken", async () => {
    const win = fakeWindow();
    const other = fakeWindow();
    cleanups.push(registerBridgeFrame(win, { key: "m_1", kind: "iframe", origin: ORIGIN }), registerBridgeFrame(other, { key: "m_2", kind: "iframe", origin: "http://other.example.com" }));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const pending = requestAppCapture("m_1", ASK, 2_000);
    expect(win.postMessage).toHaveBeenCalledTimes(1);
    const [sent, targetOrigin] = win.postMessage.mock.calls[0]!;
    expect(targetOrigin).toBe(ORIGIN);
    expect(sent).toMatchObject({ type: "shell:capturePage", data: ASK });
    const { requestId } = sent as { requestId: string };
    const image = jpeg();
    acceptWindowMessage(event(other, "http://other.example.com", { type: "shell:reply", requestId, ok: true, data: jpeg(8) }));
    acceptWindowMessage(event(win, "http://evil.example.com", { type: "shell:reply", requestId, ok: true, data: jpeg(8) }));
    acceptWindowMessage(event(win, ORIGIN, { type: "shell:reply", requestId: "nope", ok: true, data: jpeg(8) }));
    acceptWindowMessage(event(win, ORIGIN, { type: "shell:reply", requestId, ok: true, data: image }));
    await expect(pending).resolves.toBe(image);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it("a refusal, something other than a JPEG or PNG within the size limit, or silence gives null", async () => {
    const win = fakeWindow();
    cleanups.push(registerBridgeFrame(win, { key: "m_1", kind: "iframe", origin: ORIGIN }));
    const answers: unknown[] = [
      { ok: false, data: "capture failed" },
      { ok: true, data: "data:image/jpeg;base64,AAAA" },
      { ok: true, data: new Blob(["<svg/>"], { type: "image/svg+xml" }) },
      { ok: true, data: new Blob([]) },
      { ok: true, data: jpeg(CAPTURE_MAX_BYTES + 1) },
    ];
    for (const answer of answers) {
      const pending = requestAppCapture("m_1", ASK, 2_000);
      const { requestId } = win.postMessage.mock.calls.at(-1)![0] as { requestId: string };
      acceptWindowMessage(event(win, ORIGIN, { type: "shell:reply", requestId, ...(answer as object) }));
      await expect(pending).resolves.toBeNull();
    }
    await expect(requestAppCapture("m_1", ASK, 10)).resolves.toBeNull();
    await expect(requestAppCapture("m_404", ASK, 2_000)).resolves.toBeNull();
  });

  it("a micro-app pane gets the request on its container and answers with reply()", async () => {
    const container = new EventTarget() as unknown as HTMLElement;
    cleanups.push(registerBridgeApp("m_3", container));
    const image = jpeg();
    const seen: unknown[] = [];
    container.addEventListener("shell:request", (e) => {
      const d = (e as CustomEvent<{ type: string; data: unknown; reply(ok: boolean, data?: unknown): void }>).detail;
      seen.push([d.type, d.data]);
      d.reply(true, image);
    });
    await expect(requestAppCapture("m_3", ASK, 2_000)).resolves.toBe(image);
    expect(seen).toEqual([["shell:capturePage", ASK]]);
  });

  it("app answers are decoded by the schema and never throw; only non-empty JPEG/PNG Blobs within the limit are pictures", () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const r = decodeAppReply(raw);
        if (r) expect(typeof r.requestId).toBe("string");
        expect(capturedImageSchema.safeParse(raw).success).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: CAPTURE_MAX_BYTES + 10 }), fc.constantFrom("image/jpeg", "image/png", "image/gif", "text/html", ""), (size, type) => {
        const ok = capturedImageSchema.safeParse(new Blob([new Uint8Array(size)], { type })).success;
        expect(ok).toBe(size > 0 && size <= CAPTURE_MAX_BYTES && (type === "image/jpeg" || type === "image/png"));
      }),
      { numRuns: 60 },
    );
  });
});
