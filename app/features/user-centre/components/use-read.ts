/**
 * A page's read of `/api/user-centre/*`: loading, the value, the failure text, and a reload that
 * keeps the last value on screen while it runs (a failed reload shows its text over it).
 * @module features/user-centre/components/use-read
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { readUserCentre } from "../client";

/** State of one read. */
export interface ReadState<T> {
  loading: boolean;
  value: T | null;
  failure: string | null;
}

/** Reads `what` with `params` (re-read when they change); `reload` reads again. */
export function useUserCentreRead<T>(what: "home" | "apps" | "help", params: Record<string, string> = {}): ReadState<T> & { reload: () => void } {
  const { t } = useTranslation("userCentre");
  const [state, setState] = useState<ReadState<T>>({ loading: true, value: null, failure: null });
  const key = JSON.stringify(params);
  const latest = useRef(0);
  const load = useCallback(async () => {
    const id = ++latest.current;
    setState((s) => ({ ...s, loading: true }));
    const answer = await readUserCentre<T>(what, t, JSON.parse(key) as Record<string, string>);
    if (id !== latest.current) return; // an older read answering late
    setState((s) => (answer.ok ? { loading: false, value: answer.value, failure: null } : { loading: false, value: s.value, failure: answer.text }));
  }, [what, key, t]);
  useEffect(() => void load(), [load]);
  return { ...state, reload: () => void load() };
}
