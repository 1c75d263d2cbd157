/**
 * The gateway client never follows a redirect (issue 5 §2): a 3xx is a gateway error, and the
 * login body and the Company header never reach the host the Location names.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { z } from "zod";
import { GatewayError } from "~/gateway/errors";
import { answer, client, resetGateway, seen, server } from "../gateway/gateway-test-kit";

const OTHER = "http://other-host.test";
const elsewhere: Array<{ path: string; body: string; company: string | null }> = [];

beforeAll(() => {
  server.use(
    http.all(`${OTHER}/*`, async ({ request }) => {
      elsewhere.push({ path: new URL(request.url).pathname, body: await request.text(), company: request.headers.get("company") });
      return HttpResponse.json({ code: "200", msg: "success", data: { token: "stolen" } });
    }),
  );
  server.listen({ onUnhandledRequest: "error" });
});
beforeEach(() => {
  resetGateway();
  elsewhere.length = 0;
});
afterAll(() => server.close());

describe("gateway client: redirects", () => {
  for (const status of [301, 302, 303, 307, 308]) {
    it(`a ${status} to another host is an http error and is not followed`, async () => {
      answer(() => new HttpResponse(null, { status, headers: { Location: `${OTHER}/sso/user/login` } }));
      const call = client({ company: "Co+enc==" }).call("/sso/user/login", { userName: "u", password: "RSA-cipher" }, z.unknown());
      const err = await call.catch((e: unknown) => e);
      expect(err).toBeInstanceOf(GatewayError);
      expect((err as GatewayError).kind).toBe("http");
      expect((err as GatewayError).status).toBe(status);
      expect(seen).toHaveLength(1);
      expect(elsewhere).toEqual([]);
    });
  }
});
