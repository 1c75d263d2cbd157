/**
 * The lite guide's rules (app/features/lite-guide/model.ts) against a plain model of the spec
 * (shell §4, §6, §9): a model-based run of the seller's actions and the progress updates, and
 * properties of the eligibility, schedule and item rules. The guide's component is not built
 * yet, so only the data rule GUIDE-11 is tagged; the others name their clauses untagged.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { act, initial, isGuideUser, itemComplete, litePagePath, parseSchedule, parseStatus, progress, shouldPoll, viewOf, visibleItems, type GuideState, type GuideTransition } from "~/features/lite-guide/model";

/** The plain model: status as the gateway's number, schedule as its string, statuses sent. */
interface Model {
  status: number;
  schedule: string;
  sent: number[];
}
type Real = { state: GuideState; sent: number[] };

/** Applies a transition of the code under test to the real side. */
function apply(r: Real, t: GuideTransition) {
  r.state = t.state;
  if (t.send !== null) r.sent.push(t.send);
}
/** Moves the model to `status`, recording that it is sent. */
function moveTo(m: Model, status: number) {
  m.status = status;
  m.sent.push(status);
}

const shown = (status: number) => status === 1 || status === 4;

class Collapse implements fc.Command<Model, Real> {
  check = () => true;
  run(m: Model, r: Real) {
    if (m.status === 1) moveTo(m, 4);
    apply(r, act(r.state, "collapse"));
    same(m, r);
  }
  toString = () => "collapse";
}
class Dismiss implements fc.Command<Model, Real> {
  check = () => true;
  run(m: Model, r: Real) {
    if (shown(m.status)) moveTo(m, 3);
    apply(r, act(r.state, "dismiss"));
    same(m, r);
  }
  toString = () => "dismiss";
}
class Reopen implements fc.Command<Model, Real> {
  check = () => true;
  run(m: Model, r: Real) {
    if (m.status === 4) moveTo(m, 1);
    apply(r, act(r.state, "reopen"));
    same(m, r);
  }
  toString = () => "reopen";
}
class Progress implements fc.Command<Model, Real> {
  constructor(readonly schedule: string) {}
  check = () => true;
  run(m: Model, r: Real) {
    if (shown(m.status)) {
      if (this.schedule === "1111") moveTo(m, 2);
      else if ([0, 2, 3].some((i) => this.schedule[i] === "1" && m.schedule[i] === "0") && m.status === 4) moveTo(m, 1);
    }
    m.schedule = this.schedule;
    apply(r, progress(r.state, parseSchedule(this.schedule)!));
    same(m, r);
  }
  toString = () => `progress(${this.schedule})`;
}

function same(m: Model, r: Real) {
  expect(r.state.status).toBe(m.status);
  expect(r.state.schedule.map((d) => (d ? "1" : "0")).join("")).toBe(m.schedule);
  expect(r.sent).toEqual(m.sent);
  // Shown: 1 open, 4 the mini bar, 2 and 3 nothing.
  expect(viewOf(r.state.status)).toBe(m.status === 1 ? "open" : m.status === 4 ? "mini" : "none");
  // Polled only while shown, step 1 done and step 2 not.
  expect(shouldPoll(r.state)).toBe(shown(m.status) && m.schedule[0] === "1" && m.schedule[1] === "0");
}

const scheduleArb = fc.array(fc.constantFrom("0", "1"), { minLength: 4, maxLength: 4 }).map((a) => a.join(""));

describe("lite guide model", () => {
  it("follows the plain model through any run of collapse, dismiss, reopen and progress (GUIDE-04..10, 12, 15, 16)", () => {
    const commands = fc.commands([
      fc.constant(new Collapse()),
      fc.constant(new Dismiss()),
      fc.constant(new Reopen()),
      scheduleArb.map((s) => new Progress(s)),
    ], { maxCommands: 40 });
    fc.assert(
      fc.property(fc.constantFrom(1, 4), scheduleArb.filter((s) => s !== "1111"), commands, (status, schedule, cmds) => {
        const start = initial(status, schedule)!;
        expect(start.send).toBeNull();
        fc.modelRun(() => ({ model: { status, schedule, sent: [] }, real: { state: start.state, sent: [] } }), cmds);
      }),
      { numRuns: 300 },
    );
  });

  it("opens a collapsed guide when step 1, 3 or 4 becomes done, never for step 2 alone (GUIDE-15, GUIDE-16)", () => {
    const collapsed = initial(4, "0000")!.state;
    expect(progress(collapsed, parseSchedule("1000")!)).toEqual({ state: { status: 1, schedule: parseSchedule("1000") }, send: 1 });
    expect(progress(collapsed, parseSchedule("0010")!).send).toBe(1);
    expect(progress(collapsed, parseSchedule("0001")!).send).toBe(1);
    expect(progress(collapsed, parseSchedule("0100")!)).toEqual({ state: { status: 4, schedule: parseSchedule("0100") }, send: null });
  });

  it("sets status 2 when all four steps are done, on load or on progress (GUIDE-07)", () => {
    expect(initial(1, "1111")).toEqual({ state: { status: 2, schedule: [true, true, true, true] }, send: 2 });
    expect(initial(4, "1111")!.send).toBe(2);
    expect(initial(3, "1111")).toEqual({ state: { status: 3, schedule: [true, true, true, true] }, send: null });
    expect(progress(initial(1, "1110")!.state, parseSchedule("1111")!).send).toBe(2);
  });

  it("[GUIDE-11] guideSchedule is exactly four characters of 0 and 1: shop auth, data pull, ad auth, mailbox auth in order, 1 = done", () => {
    expect(parseSchedule("1000")).toEqual([true, false, false, false]);
    expect(parseSchedule("0100")).toEqual([false, true, false, false]);
    expect(parseSchedule("0010")).toEqual([false, false, true, false]);
    expect(parseSchedule("0001")).toEqual([false, false, false, true]);
    for (const bad of ["", "100", "10000", "1002", "10a0", " 1000", null, 1000, undefined]) expect(parseSchedule(bad)).toBeNull();
    fc.assert(fc.property(fc.string({ maxLength: 6 }), (s) => {
      const parsed = parseSchedule(s);
      expect(parsed !== null).toBe(s.length === 4 && [...s].every((c) => c === "0" || c === "1"));
      if (parsed) expect(parsed.map((d) => (d ? "1" : "0")).join("")).toBe(s);
    }));
  });

  it("reads guideStatus 1–4 from a number or numeric string, anything else as unknown", () => {
    expect([1, 2, 3, 4, "1", " 4 "].map(parseStatus)).toEqual([1, 2, 3, 4, 1, 4]);
    for (const bad of [0, 5, -1, 1.5, "", "x", null, undefined, {}]) expect(parseStatus(bad)).toBeNull();
    expect(initial(0, "1000")).toBeNull();
    expect(initial(1, "10")).toBeNull();
  });

  it("is for the user ids in LITE_LIMIT_USER_IDS, for everyone with -1, for nobody in development (GUIDE-01..03)", () => {
    expect(isGuideUser(200005, "100,200005, 300", false)).toBe(true);
    expect(isGuideUser("200005", "100,300", false)).toBe(false);
    expect(isGuideUser(1, "-1", false)).toBe(true);
    expect(isGuideUser(1, "5,-1", false)).toBe(true);
    expect(isGuideUser(1, "-1", true)).toBe(false);
    expect(isGuideUser(1, null, false)).toBe(false);
    expect(isGuideUser(1, "", false)).toBe(false);
    fc.assert(fc.property(fc.nat(), fc.array(fc.nat({ max: 50 }), { maxLength: 6 }), fc.boolean(), (id, list, dev) => {
      expect(isGuideUser(id, list.join(","), dev)).toBe(!dev && list.includes(id));
    }));
  });

  it("shows an item at 100 as complete, not at 99 (GUIDE-17); hides items dismissed locally with -1 (GUIDE-19)", () => {
    expect(itemComplete(100)).toBe(true);
    expect(itemComplete("100")).toBe(true);
    expect(itemComplete(99)).toBe(false);
    expect(itemComplete(101)).toBe(false);
    expect(itemComplete(null)).toBe(false);
    const items = ["listing", "inventory", "order"] as const;
    expect(visibleItems(items, { listing: -1, order: 60 })).toEqual(["inventory", "order"]);
    expect(visibleItems(items, { inventory: "-1" })).toEqual(["listing", "order"]);
    expect(visibleItems(items, "broken")).toEqual(["listing", "inventory", "order"]);
  });
});

describe("lite pages", () => {
  it("an item's lite page carries lite=1 and the userAccount as user_account, encoded (ROUTE-30, GUIDE-20)", () => {
    expect(litePagePath("listing", "lite")).toBe("/sales/listing_list?lite=1&user_account=lite");
    expect(litePagePath("inventory", "a b&c")).toBe("/inventory/inventory_fba?lite=1&user_account=a+b%26c");
    expect(litePagePath("order", null)).toBe("/sales/order_list?lite=1&user_account=");
    fc.assert(fc.property(fc.constantFrom("listing", "inventory", "order") as fc.Arbitrary<"listing" | "inventory" | "order">, fc.string(), (item, account) => {
      const [path, query] = litePagePath(item, account).split("?");
      expect(path).toBe({ listing: "/sales/listing_list", inventory: "/inventory/inventory_fba", order: "/sales/order_list" }[item]);
      const params = new URLSearchParams(query);
      expect([...params.keys()]).toEqual(["lite", "user_account"]);
      expect(params.get("lite")).toBe("1");
      expect(params.get("user_account")).toBe(account);
    }));
  });
});
