/**
 * Test kit for spec/gateway: a tiny msw gateway at http://gateway.test that records requests
 * and answers with per-test replies. Independent of mock-gateway/ on purpose.
 */
import { http, HttpResponse, type JsonBodyType } from "msw";
import { setupServer } from "msw/node";
import { createGatewayClient, type GatewayClientOptions } from "~/gateway/client.server";

export const BASE = "http://gateway.test";

/** One recorded request. */
export interface Seen {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

export const seen: Seen[] = [];

/** A success envelope. */
export function ok(data: JsonBodyType = null, init?: ResponseInit) {
  return HttpResponse.json({ code: "200", msg: "success", data }, init);
}

type Reply = (req: Request, path: string) => Response | Promise<Response>;
let reply: Reply = () => ok();

/** Sets how the gateway answers every request until the next reset. */
export function answer(fn: Reply): void {
  reply = fn;
}

export const server = setupServer(
  http.all(`${BASE}/*`, async ({ request }) => {
    const path = new URL(request.url).pathname;
    const text = await request.clone().text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* keep raw text */
    }
    seen.push({ method: request.method, path, headers: request.headers, body });
    return reply(request, path);
  }),
);

/** Resets recorded requests and the reply (call in beforeEach). */
export function resetGateway(): void {
  seen.length = 0;
  reply = () => ok();
}

/** A client against the test gateway. */
export function client(opts: Partial<GatewayClientOptions> = {}) {
  return createGatewayClient({ baseUrl: BASE, language: "zh_CN", token: "tok-1", company: "enc-co", ...opts });
}

/** The error a promise rejects with (fails the test when it resolves). */
export async function rejection(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (err) {
    return err;
  }
  throw new Error("expected the call to reject");
}
