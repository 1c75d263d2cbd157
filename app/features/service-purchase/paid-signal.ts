/**
 * A payment seen in one window refreshes the shell in every window of this portal: the upgrade
 * page (ROUTE-32) opens in a new window, and the window the seller came from must show the
 * upgraded menus too, without signing out (USER-05). The result page announces a paid order on
 * a BroadcastChannel; each shell listens with {@link usePaidRefresh} and reloads its layout
 * (menus, systems) once per order.
 * @module features/service-purchase/paid-signal
 * @see USER-05 @see USER-06
 */
import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { markLayoutStale } from "~/utils/revalidation";

const CHANNEL = "portal:purchase-paid";

/** Tells the other windows that `orderId` is paid. Never throws (no BroadcastChannel: nothing). */
export function announcePaid(orderId: string): void {
  if (typeof BroadcastChannel === "undefined") return;
  try {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage({ type: "paid", orderId: orderId.slice(0, 40) });
    channel.close();
  } catch {
    // a browser that refuses the channel: the other windows refresh on their next load
  }
}

/** Mounted by the shell: reloads the layout when another window announces a paid order. */
export function usePaidRefresh(): void {
  const revalidator = useRevalidator();
  const { revalidate } = revalidator;
  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const channel = new BroadcastChannel(CHANNEL);
    const seen = new Set<string>();
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown; orderId?: unknown } | null;
      if (!data || data.type !== "paid" || typeof data.orderId !== "string" || seen.has(data.orderId)) return;
      seen.add(data.orderId);
      markLayoutStale();
      revalidate();
    };
    return () => channel.close();
  }, [revalidate]);
}
