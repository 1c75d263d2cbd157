/**
 * The task tracker's decisions, pure: what one poll answer of `task/{id}` means (EXPORT-03..09)
 * and which notices follow.
 * @module features/export/model/tracker
 * @see EXPORT-02 @see EXPORT-03 @see EXPORT-04 @see EXPORT-05 @see EXPORT-07 @see EXPORT-09
 */

/** Poll period, ms. @see EXPORT-02 */
export const POLL_INTERVAL_MS = 2_500;

/** How long a download-task notice shows, ms. @see EXPORT-10 */
export const TASK_NOTICE_MS = 6_000;

/** What a poll answer means. */
export type Verdict = "pending" | "done" | "failed" | "other";

/** The fields of a task the tracker reads. */
export interface PolledTask {
  status?: unknown;
  is_del?: unknown;
}

/** Whether `is_del` is set (1, true, "1"; anything else is not). */
export function isDeleted(value: unknown): boolean {
  return value === 1 || value === true || value === "1";
}

/**
 * The verdict of one answer: a deleted task is `other` whatever its status (EXPORT-09);
 * `处理中` / `未开始` pending (EXPORT-04), `已完成` done (EXPORT-05), `处理失败` failed
 * (EXPORT-07), any other status `other` (EXPORT-09).
 */
export function verdictOf(task: PolledTask): Verdict {
  if (isDeleted(task.is_del)) return "other";
  switch (task.status) {
    case "处理中":
    case "未开始":
      return "pending";
    case "已完成":
      return "done";
    case "处理失败":
      return "failed";
    default:
      return "other";
  }
}

/** What follows a poll. `notice`: the notice to show now (null: none); `pollAgain`: keep polling. */
export interface Step {
  notice: "preparing" | "success" | "failure" | "close" | null;
  pollAgain: boolean;
}

/**
 * The step after poll number `pollNumber` (1 = first poll of this tracking): a pending task
 * shows "preparing" on the first poll only and is polled again; done → success, failed →
 * failure, other → its notice closes; all three stop polling.
 */
export function stepOf(task: PolledTask, pollNumber: number): Step {
  const verdict = verdictOf(task);
  if (verdict === "pending") return { notice: pollNumber === 1 ? "preparing" : null, pollAgain: true };
  if (verdict === "done") return { notice: "success", pollAgain: false };
  if (verdict === "failed") return { notice: "failure", pollAgain: false };
  return { notice: "close", pollAgain: false };
}
