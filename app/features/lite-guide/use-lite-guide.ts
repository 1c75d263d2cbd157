/**
 * The lite guide's state in the page: loads it from `/api/lite-guide`, applies the seller's
 * actions and new progress through the model (./model.ts), saves each status the model asks
 * for, polls the progress every 60 s while the data pull runs (`/api/lite-guide?poll=progress`,
 * the onboarding-progress endpoint, GUIDE-13; paused while the page is hidden, once at once when
 * it is shown again), and reloads at once on a msgType 7 socket message.
 * @see GUIDE-07 @see GUIDE-08 @see GUIDE-12 @see GUIDE-13 @see GUIDE-18
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { z } from "zod";
import { liteGuideInfoSchema, type LiteGuideInfo } from "~/gateway/lite-guide-schemas";
import { onGuideInfo } from "~/features/notices";
import { tryRoute, type RouteError } from "~/utils/route-client";
import { act, initial, parseSchedule, progress, shouldPoll, type GuideAction, type GuideState, type GuideTransition } from "./model";

/** Progress poll interval while the data pull runs, ms. @see GUIDE-12 */
export const GUIDE_POLL_MS = 60_000;

const replySchema = z.object({ ok: z.literal(true), guide: liteGuideInfoSchema });
const percent = z.number().min(0).max(100);
const pollSchema = z.object({
  ok: z.literal(true),
  progress: z.object({ listing: percent, inventory: percent, order: percent }).nullable(),
  guide: liteGuideInfoSchema.optional(),
});

/** The guide as the page shows it. */
export interface LiteGuideView {
  state: GuideState;
  info: LiteGuideInfo;
  /** When the progress was last read, epoch ms. */
  updatedAt: number;
  /** Why the last poll gave nothing (the route's error), null after a good one. */
  pollError: RouteError | null;
}

/**
 * @param onSaveFailed called when a status could not be saved (the page keeps the seller's choice)
 * @returns the guide (null while loading or when there is none) and the seller's action
 */
export function useLiteGuide(onSaveFailed: (error: RouteError) => void) {
  const [guide, setGuide] = useState<LiteGuideView | null>(null);
  const guideRef = useRef<LiteGuideView | null>(null);
  guideRef.current = guide;
  const failed = useRef(onSaveFailed);
  failed.current = onSaveFailed;

  const save = useCallback((t: GuideTransition) => {
    if (t.send === null) return;
    void tryRoute("/api/lite-guide", { form: { guideStatus: t.send } }).then((r) => void (!r.ok && failed.current(r.error)));
  }, []);

  const load = useCallback(
    async (first: boolean) => {
      const reply = await tryRoute("/api/lite-guide", { schema: replySchema });
      if (!reply.ok) return; // a failed read keeps what is shown; the next poll tries again
      const info = reply.value.guide;
      if (!info) return void setGuide(null);
      const current = guideRef.current;
      let t: GuideTransition | null;
      if (first || !current) {
        t = initial(info.guideStatus, info.guideSchedule);
      } else {
        const schedule = parseSchedule(info.guideSchedule);
        t = schedule ? progress(current.state, schedule) : null;
      }
      if (!t) return;
      setGuide({ state: t.state, info, updatedAt: Date.now(), pollError: null });
      save(t);
    },
    [save],
  );

  /** One progress poll: new percentages; when the pull is complete, the guide's info read again. */
  const poll = useCallback(async () => {
    const reply = await tryRoute("/api/lite-guide?poll=progress", { schema: pollSchema });
    const current = guideRef.current;
    if (!current) return;
    // A failed poll keeps what is shown, says so, and the next one tries again.
    if (!reply.ok) return void setGuide({ ...current, pollError: reply.error });
    const { progress: read, guide: info } = reply.value;
    if (!read) return;
    const merged = { ...(info ?? current.info), ...read };
    const schedule = info ? parseSchedule(info.guideSchedule) : null;
    const t = schedule ? progress(current.state, schedule) : { state: current.state, send: null };
    setGuide({ state: t.state, info: merged, updatedAt: Date.now(), pollError: null });
    save(t);
  }, [save]);

  useEffect(() => {
    void load(true);
    return onGuideInfo(() => void load(false));
  }, [load]);

  const polling = !!guide && shouldPoll(guide.state);
  useEffect(() => {
    if (!polling) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => (timer = setInterval(() => void poll(), GUIDE_POLL_MS));
    const stop = () => (clearInterval(timer), (timer = undefined));
    const onVisibility = () => {
      if (document.hidden) return void stop();
      if (timer !== undefined) return;
      void poll();
      start();
    };
    if (!document.hidden) start();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      stop();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [polling, poll]);

  const onAction = useCallback(
    (action: GuideAction) => {
      const current = guideRef.current;
      if (!current) return;
      const t = act(current.state, action);
      if (t.send === null) return;
      setGuide({ ...current, state: t.state });
      save(t);
    },
    [save],
  );

  return { guide, onAction };
}
