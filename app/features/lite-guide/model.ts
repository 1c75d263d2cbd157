/**
 * The lite onboarding guide's rules, as pure functions the guide's component drives: who sees it,
 * what its status shows, when it opens by itself, when it is done, and when its progress is polled.
 *
 * The guide's four steps are, in order, shop authorisation, the data pull, ad authorisation and
 * mailbox authorisation; `guideSchedule` is their state as four characters `0`/`1` (GUIDE-11).
 * `guideStatus`: 1 open, 2 done (removed), 3 dismissed (removed), 4 collapsed to a mini bar.
 * @module features/lite-guide/model
 * @see GUIDE-01 @see GUIDE-04 @see GUIDE-11 @see GUIDE-12
 */

/** The guide's four steps, in the order of `guideSchedule`'s characters. @see GUIDE-11 */
export const GUIDE_STEPS = ["shopAuth", "dataPull", "adAuth", "mailboxAuth"] as const;
export type GuideStep = (typeof GUIDE_STEPS)[number];

/** Which step is done, in {@link GUIDE_STEPS} order. */
export type Schedule = readonly [boolean, boolean, boolean, boolean];

/** A `guideStatus` the guide acts on. */
export type GuideStatus = 1 | 2 | 3 | 4;

/** What the guide shows: the modal, the mini bar, or nothing (removed). @see GUIDE-04 @see GUIDE-05 @see GUIDE-06 */
export type GuideView = "open" | "mini" | "none";

/** The guide's state: its status and which steps are done. */
export interface GuideState {
  status: GuideStatus;
  schedule: Schedule;
}

/** What a transition asks of the world: the status to send with `updateLiteGuide`, if any. */
export interface GuideTransition {
  state: GuideState;
  /** `guideStatus` to send (`/sso/subjectService/updateLiteGuide`), or null for none. */
  send: GuideStatus | null;
}

/**
 * The steps of a `guideSchedule`: exactly four characters, each `0` or `1`; anything else is
 * null (the guide then treats the schedule as unknown and shows nothing).
 * @see GUIDE-11
 */
export function parseSchedule(value: unknown): Schedule | null {
  if (typeof value !== "string" || !/^[01]{4}$/.test(value)) return null;
  return [value[0] === "1", value[1] === "1", value[2] === "1", value[3] === "1"];
}

/** A `guideStatus` from the gateway (number or numeric string) or null when it is none of 1–4. */
export function parseStatus(value: unknown): GuideStatus | null {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return n === 1 || n === 2 || n === 3 || n === 4 ? n : null;
}

/**
 * Whether the guide is for this user: their id is in `LITE_LIMIT_USER_IDS` (a comma-separated
 * list; `-1` means everyone), and never in the development environment.
 * @param userId the user's `userId`
 * @param limitUserIds the system parameter's value (null when it is not set: nobody)
 * @param development true in the development environment
 * @see GUIDE-01 @see GUIDE-02 @see GUIDE-03
 */
export function isGuideUser(userId: string | number, limitUserIds: string | null | undefined, development: boolean): boolean {
  if (development || typeof limitUserIds !== "string") return false;
  const ids = limitUserIds.split(",").map((s) => s.trim()).filter(Boolean);
  return ids.includes("-1") || ids.includes(String(userId).trim());
}

/** What a status shows. @see GUIDE-04 @see GUIDE-05 @see GUIDE-06 */
export function viewOf(status: GuideStatus): GuideView {
  if (status === 1) return "open";
  if (status === 4) return "mini";
  return "none";
}

/**
 * Whether the progress is polled (every 60 s): step 1 done and step 2 not, while the guide is
 * shown (open or as the mini bar).
 * @see GUIDE-12
 */
export function shouldPoll(state: GuideState): boolean {
  return viewOf(state.status) !== "none" && state.schedule[0] && !state.schedule[1];
}

const allDone = (s: Schedule) => s.every(Boolean);

/** The steps whose completion opens the popup by itself: 1, 3 and 4, not 2. @see GUIDE-15 @see GUIDE-16 */
const OPENS_POPUP = [0, 2, 3] as const;

/** The seller's actions on the guide. */
export type GuideAction = "collapse" | "dismiss" | "reopen";

/**
 * A seller's action: collapse sends 4, do-not-remind-again and close send 3, reopening from the
 * mini bar sends 1. An action that does not apply to what is shown changes nothing.
 * @see GUIDE-08 @see GUIDE-09 @see GUIDE-10
 */
export function act(state: GuideState, action: GuideAction): GuideTransition {
  const view = viewOf(state.status);
  const to: GuideStatus | null =
    action === "collapse" && view === "open" ? 4 : action === "dismiss" && view !== "none" ? 3 : action === "reopen" && view === "mini" ? 1 : null;
  return to === null ? { state, send: null } : { state: { ...state, status: to }, send: to };
}

/**
 * New progress (a poll's answer, a reload after a msgType 7 message): when all four steps are
 * done the status becomes 2 (sent); otherwise, when step 1, 3 or 4 has just become done, a
 * collapsed guide opens again (1, sent). A removed guide (2, 3) stays removed.
 * @see GUIDE-07 @see GUIDE-15 @see GUIDE-16
 */
export function progress(state: GuideState, schedule: Schedule): GuideTransition {
  if (viewOf(state.status) === "none") return { state: { ...state, schedule }, send: null };
  if (allDone(schedule)) return { state: { status: 2, schedule }, send: 2 };
  const opens = OPENS_POPUP.some((i) => schedule[i] && !state.schedule[i]);
  if (opens && state.status === 4) return { state: { status: 1, schedule }, send: 1 };
  return { state: { ...state, schedule }, send: null };
}

/**
 * The first state from the loaded info: all four steps done means status 2 (sent, if the gateway
 * still said otherwise). Null when the status or the schedule cannot be read.
 * @see GUIDE-07 @see GUIDE-18
 */
export function initial(statusValue: unknown, scheduleValue: unknown): GuideTransition | null {
  const status = parseStatus(statusValue);
  const schedule = parseSchedule(scheduleValue);
  if (status === null || schedule === null) return null;
  if (allDone(schedule) && viewOf(status) !== "none") return { state: { status: 2, schedule }, send: 2 };
  return { state: { status, schedule }, send: null };
}

/** A data-pull item's percentage: 100 is complete. @see GUIDE-17 */
export function itemComplete(percent: unknown): boolean {
  return Number(percent) === 100;
}

/**
 * The items (listing, inventory, order) still to show: an item whose locally kept value is `-1`
 * was dismissed and is not shown again.
 * @param local the local config's lite progress per item (`{listing: -1, …}`), any shape tolerated
 * @see GUIDE-19
 */
export function visibleItems<K extends string>(items: readonly K[], local: unknown): K[] {
  const kept = local && typeof local === "object" ? (local as Record<string, unknown>) : {};
  return items.filter((k) => Number(kept[k]) !== -1);
}

/** The lite page of each data-pull item (ROUTE-30). */
export const LITE_PAGES = { listing: "/sales/listing_list", inventory: "/inventory/inventory_fba", order: "/sales/order_list" } as const;

/**
 * The ERP hash path of an item's lite page: its path with `lite=1` and the guide's userAccount as
 * `user_account` (encoded; empty when the guide has none).
 * @see ROUTE-30 @see GUIDE-20
 */
export function litePagePath(item: keyof typeof LITE_PAGES, userAccount: unknown): string {
  const query = new URLSearchParams({ lite: "1", user_account: typeof userAccount === "string" ? userAccount : "" });
  return `${LITE_PAGES[item]}?${query.toString()}`;
}
