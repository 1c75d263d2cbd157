/**
 * The payment QR code page's state (USER-04): reads the order, issues its QR code when it has
 * none, polls the payment's outcome every {@link PAY_POLL_MS} ms while it awaits payment (no
 * reload: the result arrives by the poll), ticks the countdown each second, and offers a new
 * code after expiry or failure and the "I have paid" re-check.
 * @module features/service-purchase/use-payment
 * @see USER-04
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchOrder, postPayStatus, postQrCode, type ServiceOrder } from "./client";
import { PAY_POLL_MS, PAY_STATUS, phaseOf, remainingMs, type PayPhase } from "./model";

export interface PaymentState {
  order: ServiceOrder | null;
  phase: PayPhase | null;
  /** Ms left on the QR code's countdown. */
  remaining: number;
  failure: string | null;
  /** A re-check found no payment yet. */
  notYet: boolean;
  busy: boolean;
  isDemo: boolean;
  newCode: () => void;
  recheck: () => void;
  reload: () => void;
}

export function usePayment(orderId: string | null): PaymentState {
  const { t } = useTranslation("purchase");
  const [got, setGot] = useState<{ order: ServiceOrder; at: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [notYet, setNotYet] = useState(false);
  const [busy, setBusy] = useState(false);
  const [isDemo, setDemo] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const live = useRef(true);
  useEffect(() => () => void (live.current = false), []);

  const take = useCallback((order: ServiceOrder) => live.current && setGot({ order, at: Date.now() }), []);
  const newCode = useCallback(async () => {
    if (!orderId) return;
    setBusy(true);
    setNotYet(false);
    const r = await postQrCode(t, orderId);
    if (!live.current) return;
    setBusy(false);
    if (r.ok) take(r.order);
    else setFailure(r.text);
  }, [orderId, t, take]);
  const reload = useCallback(async () => {
    if (!orderId) return;
    setFailure(null);
    const r = await fetchOrder(t, orderId);
    if (!live.current) return;
    if (!r.ok) return setFailure(r.text);
    setDemo(r.isDemo);
    take(r.order);
    // An order without a code yet gets its first one at once (not for a demo user: it sends nothing).
    if (r.order.payStatus === PAY_STATUS.created && !r.isDemo) void newCode();
  }, [orderId, t, take, newCode]);
  useEffect(() => void reload(), [reload]);

  const awaiting = got?.order.payStatus === PAY_STATUS.awaiting;
  // The poll: one request at a time, every PAY_POLL_MS while the gateway says "awaiting".
  useEffect(() => {
    if (!awaiting || !orderId) return;
    const timer = setTimeout(async () => {
      const r = await postPayStatus(t, orderId);
      if (!live.current) return;
      if (r.ok) take(r.order);
      else setGot((g) => (g ? { ...g } : g)); // a failed poll tries again after the next interval
    }, PAY_POLL_MS);
    return () => clearTimeout(timer);
  }, [awaiting, orderId, t, take, got]);
  // The countdown ticks each second while a code is shown.
  useEffect(() => {
    if (!awaiting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [awaiting]);

  const recheck = useCallback(async () => {
    if (!orderId) return;
    setBusy(true);
    const r = await postPayStatus(t, orderId);
    if (!live.current) return;
    setBusy(false);
    if (!r.ok) return setFailure(r.text);
    take(r.order);
    setNotYet(r.order.payStatus === PAY_STATUS.awaiting);
  }, [orderId, t, take]);

  const elapsed = got ? Math.max(0, now - got.at) : 0;
  return {
    order: got?.order ?? null,
    phase: got ? phaseOf(got.order, elapsed) : null,
    remaining: got ? remainingMs(got.order, elapsed) : 0,
    failure, notYet, busy, isDemo,
    newCode: () => void newCode(),
    recheck: () => void recheck(),
    reload: () => void reload(),
  };
}
