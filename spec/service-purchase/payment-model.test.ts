/**
 * The order/payment state machine (issue 28) against a plain model: orders created, their QR
 * codes shown, mock time passing, the gateway's automatic payment, payments, failures and
 * expiries injected through the control API, and a reload (the order read again) at any state.
 * The real side is the in-process mock gateway's order calls read through the portal's own
 * phase rules (app/features/service-purchase/model.ts `phaseOf`, `remainingMs`); the model is
 * a few lines of plain state. Not tagged: it checks the state machine, not what a seller sees
 * (the journeys in e2e/service-purchase.spec.ts do).
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it, vi } from "vitest";

// The mock clock reads Date.now: frozen, so only the commands move time.
vi.useFakeTimers({ toFake: ["Date"], now: Date.UTC(2026, 10, 28, 2, 0, 0) });

const { BASE, call, login, setupGateway } = await import("../mock-gateway/helpers");
const { phaseOf, remainingMs } = await import("~/features/service-purchase/model");

const gw = setupGateway();

/** The spec's numbers (FIXTURE.md): paid 5 mock seconds after the code shows; a code lasts 15 minutes. */
const AUTO_PAY_MS = 5_000;
const QR_MS = 15 * 60_000;

type Status = 0 | 1 | 2 | 3 | 4;
const PHASE = { 0: "created", 1: "awaiting", 2: "paid", 3: "expired", 4: "failed" } as const;

interface ModelOrder { status: Status; shown: number; expires: number; codes: number }
interface Model { now: number; autoPay: number; failNext: number; orders: ModelOrder[] }
interface Real { token: string; ids: string[] }

/** What the model says an awaiting order has become by `m.now`. */
function resolve(m: Model, o: ModelOrder) {
  if (o.status !== 1) return;
  const payAt = m.autoPay > 0 ? o.shown + m.autoPay : Infinity;
  if (payAt <= m.now && payAt < o.expires) settle(m, o, "pay");
  else if (o.expires <= m.now) o.status = 3;
}
function settle(m: Model, o: ModelOrder, outcome: "pay" | "fail" | "expire") {
  if (o.status === 2) return;
  if (outcome === "expire") o.status = 3;
  else if (outcome === "fail") o.status = 4;
  else if (m.failNext > 0) {
    m.failNext -= 1;
    o.status = 4;
  } else o.status = 2;
}

const post = (r: Real, path: string, body: unknown) => call(path, body, { token: r.token });
async function control(path: string, body?: unknown) {
  const res = await fetch(`${BASE}/__mock${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body ?? {}) });
  expect(res.status).toBe(200);
}

/** The reply agrees with the model: its status, the phase the portal reads from it and its countdown. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies are inspected loosely in tests
function same(m: Model, o: ModelOrder, data: any) {
  expect(data.payStatus).toBe(o.status);
  expect(phaseOf(data)).toBe(PHASE[o.status]);
  expect(data.serverTime).toBe(m.now);
  if (o.status === 1) {
    expect(remainingMs(data)).toBe(o.expires - m.now);
    expect(data.qrCodeContent).toContain(`n=${o.codes}`);
  } else expect(data.qrCodeContent).toBe("");
}

class Create implements fc.Command<Model, Real> {
  check = (m: Readonly<Model>) => m.orders.length < 4;
  async run(m: Model, r: Real) {
    const { json } = await post(r, "/sso/serviceOrder/createOrder", { orderType: 3, serviceId: 1004, packageId: 41, periods: 1 });
    expect(json.code).toBe("200");
    const o: ModelOrder = { status: 0, shown: 0, expires: 0, codes: 0 };
    m.orders.push(o);
    r.ids.push(json.data.orderId);
    same(m, o, json.data);
  }
  toString = () => "create";
}
class ShowCode implements fc.Command<Model, Real> {
  constructor(readonly i: number) {}
  check = (m: Readonly<Model>) => m.orders.length > 0;
  async run(m: Model, r: Real) {
    const o = m.orders[this.i % m.orders.length]!;
    const { json } = await post(r, "/sso/serviceOrder/createPayQrCode", { orderId: r.ids[this.i % r.ids.length] });
    resolve(m, o);
    if (o.status === 2) return void expect(json.code).not.toBe("200");
    Object.assign(o, { status: 1, shown: m.now, expires: m.now + QR_MS, codes: o.codes + 1 });
    same(m, o, json.data);
  }
  toString = () => `code(${this.i})`;
}
class Read implements fc.Command<Model, Real> {
  constructor(readonly i: number, readonly how: "poll" | "reload") {}
  check = (m: Readonly<Model>) => m.orders.length > 0;
  async run(m: Model, r: Real) {
    const o = m.orders[this.i % m.orders.length]!;
    const path = this.how === "poll" ? "/sso/serviceOrder/queryPayStatus" : "/sso/serviceOrder/queryOrderDetail";
    const { json } = await post(r, path, { orderId: r.ids[this.i % r.ids.length] });
    resolve(m, o);
    same(m, o, json.data);
  }
  toString = () => `${this.how}(${this.i})`;
}
class Advance implements fc.Command<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  async run(m: Model) {
    gw.clock.advance(this.ms);
    m.now += this.ms;
  }
  toString = () => `advance(${this.ms})`;
}
class Settle implements fc.Command<Model, Real> {
  constructor(readonly i: number, readonly outcome: "pay" | "fail" | "expire") {}
  check = (m: Readonly<Model>) => m.orders.length > 0;
  async run(m: Model, r: Real) {
    await control(`/orders/${r.ids[this.i % r.ids.length]}/${this.outcome}`);
    settle(m, m.orders[this.i % m.orders.length]!, this.outcome);
  }
  toString = () => `${this.outcome}(${this.i})`;
}
class Rule implements fc.Command<Model, Real> {
  constructor(readonly autoPay: boolean, readonly failNext: number) {}
  check = () => true;
  async run(m: Model) {
    await control("/orders/settings", { autoPayMs: this.autoPay ? AUTO_PAY_MS : 0, failNext: this.failNext });
    m.autoPay = this.autoPay ? AUTO_PAY_MS : 0;
    m.failNext = this.failNext;
  }
  toString = () => `rule(auto=${this.autoPay}, failNext=${this.failNext})`;
}

const index = fc.nat({ max: 3 });
const commands = [
  fc.constant(new Create()),
  index.map((i) => new ShowCode(i)),
  fc.tuple(index, fc.constantFrom("poll" as const, "reload" as const)).map(([i, how]) => new Read(i, how)),
  fc.constantFrom(1_000, AUTO_PAY_MS - 1, AUTO_PAY_MS, 60_000, QR_MS - 1, QR_MS).map((ms) => new Advance(ms)),
  fc.tuple(index, fc.constantFrom("pay" as const, "fail" as const, "expire" as const)).map(([i, o]) => new Settle(i, o)),
  fc.tuple(fc.boolean(), fc.nat({ max: 2 })).map(([a, f]) => new Rule(a, f)),
];

describe("order/payment state machine (mock gateway + the portal's phase rules) against a plain model", () => {
  // One sign-in for the file (a session token lives on: the mock rotates only on request); each
  // run starts with the default payment rule and orders of its own.
  let token = "";
  beforeAll(async () => {
    gw.reset();
    token = await login(gw, "owner");
  });

  it("created, awaiting payment, paid, expired, failed, and a reload at any state agree with the model", async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.commands(commands, { maxCommands: 30 }), async (autoPay, cmds) => {
        await control("/orders/settings", { autoPayMs: autoPay ? AUTO_PAY_MS : 0, failNext: 0 });
        const model: Model = { now: gw.clock.now(), autoPay: autoPay ? AUTO_PAY_MS : 0, failNext: 0, orders: [] };
        const real: Real = { token, ids: [] };
        await fc.asyncModelRun(() => ({ model, real }), cmds);
      }),
      { numRuns: 250 },
    );
  }, 120_000);

  it("a paid order stays paid: no new code, the same reply on every reload", async () => {
    await control("/orders/settings", { autoPayMs: AUTO_PAY_MS, failNext: 0 });
    const r: Real = { token, ids: [] };
    const { json } = await post(r, "/sso/serviceOrder/createOrder", { orderType: 3, serviceId: 1004, packageId: 41, periods: 1 });
    const orderId = json.data.orderId as string;
    await post(r, "/sso/serviceOrder/createPayQrCode", { orderId });
    gw.clock.advance(AUTO_PAY_MS);
    const paid = (await post(r, "/sso/serviceOrder/queryPayStatus", { orderId })).json.data;
    expect(paid.payStatus).toBe(2);
    gw.clock.advance(QR_MS);
    const again = (await post(r, "/sso/serviceOrder/queryOrderDetail", { orderId })).json.data;
    expect({ ...again, serverTime: 0 }).toEqual({ ...paid, serverTime: 0 });
    expect((await post(r, "/sso/serviceOrder/createPayQrCode", { orderId })).json.code).not.toBe("200");
  });
});
